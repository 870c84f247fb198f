/**
 * How a typed text search is read (decision 380), shared by the worker's house search, the
 * gazetteer's autocomplete and the home screen's "Search near" offer. Pure functions only.
 *
 * "368 Hillside Ave., Massapequa, NY 11758" is read as the parts "368 Hillside Ave" and
 * "Massapequa": comma-separated parts, spaces collapsed, trailing dots dropped, and a trailing
 * state (NY, N.Y., New York), ZIP or country dropped (houses carry no ZIP, and every house is in
 * New York). "Massapequa NY" drops its state too. Text that is nothing but those ("NY", "11758")
 * is kept whole, as typed. The worker also splits a known town off the end of a part
 * ("368 Hillside Ave Massapequa", decision 386); the spellings a part is searched in are in
 * contract/search-spellings.ts.
 */

const STATE = String.raw`(?:NY|N\.\s?Y\.?|New York)`;
const ZIP = String.raw`\d{5}(?:-\d{4})?`;
const COUNTRY_PART = /^(?:USA|U\.S\.A|US|U\.S|United States(?: of America)?)$/i;
/** "NY", "NY 11758", "11758". */
const STATE_ZIP_PART = new RegExp(`^(?:${STATE}(?:\\s+${ZIP})?|${ZIP})$`, "i");
/** "Massapequa NY", "Massapequa NY 11758", "Massapequa 11758": the town before it stays. */
const TRAILING_STATE_ZIP = new RegExp(`\\s+(?:${STATE}(?:\\s+${ZIP})?|${ZIP})$`, "i");

function cleanPart(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.\s]+$/, "");
}

/**
 * The towns a search text may end with ("368 Hillside Ave Massapequa"), from the gazetteer the
 * worker knows (decision 386): built once with `knownTowns`, passed to `searchTextParts`.
 */
export interface KnownTowns {
  /** Lowercase name -> name. */
  readonly byName: ReadonlyMap<string, string>;
  /** The most words a town's name has. */
  readonly maxWords: number;
  /**
   * Lowercase name -> the known town its name holds as whole words ("Massapequa Park" ->
   * "Massapequa", "West Islip" -> "Islip"): the shortest, when there are several.
   */
  readonly base: ReadonlyMap<string, string>;
}

/**
 * `isNeighbour(name, other)` says whether two towns are near enough for `base`: a town whose name
 * holds another's far away ("Laurel Hollow" in Nassau, "Laurel" on the North Fork) is not read as
 * it (decision 418). Without it, every such pair is.
 */
export function knownTowns(
  names: readonly string[],
  isNeighbour: (name: string, other: string) => boolean = () => true,
): KnownTowns {
  const clean = names.map((name) => cleanPart(name)).filter((name) => name !== "");
  const byName = new Map(clean.map((name) => [name.toLowerCase(), name]));
  const base = new Map<string, string>();
  for (const name of clean) {
    const padded = ` ${name.toLowerCase()} `;
    let shortest: string | undefined;
    for (const other of clean) {
      if (other.length >= name.length || !padded.includes(` ${other.toLowerCase()} `)) continue;
      if (!isNeighbour(name, other)) continue;
      if (!shortest || other.length < shortest.length) shortest = other;
    }
    if (shortest) base.set(name.toLowerCase(), shortest);
  }
  const maxWords = Math.max(0, ...clean.map((name) => name.split(" ").length));
  return { byName, maxWords, base };
}

/** "368 Hillside Ave Massapequa" -> ["368 Hillside Ave", "Massapequa"] (see searchTextParts). */
function splitTrailingTown(part: string, towns: KnownTowns): string[] {
  const words = part.split(" ");
  if (towns.byName.has(part.toLowerCase())) return [part];
  for (let count = Math.min(towns.maxWords, words.length - 1); count >= 1; count--) {
    const town = words.slice(-count).join(" ");
    if (!towns.byName.has(town.toLowerCase())) continue;
    const rest = cleanPart(words.slice(0, -count).join(" "));
    return rest === "" ? [part] : [rest, town];
  }
  return [part];
}

/**
 * The parts of a typed search text that each must match a house (its title, address or town).
 * Never empty for text with anything in it; [] for blank text.
 *
 * With `towns` (the worker's reading, decision 386), a part ending in a known town is two parts
 * ("368 Hillside Ave Massapequa" -> "368 Hillside Ave", "Massapequa"), the longest such town
 * ("... Massapequa Park", not "Park"); a part that is all a town's name ("West Islip") stays
 * whole. Splitting only widens: a house holding the whole part holds each of its halves.
 */
export function searchTextParts(raw: string, towns?: KnownTowns): string[] {
  // Control characters (NUL above all) mean nothing in a search.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
  const text = raw.replace(/[\u0000-\u001f\u007f]+/g, " ");
  const parts = text
    .split(",")
    .map(cleanPart)
    .filter((part) => part !== "");
  const whole = cleanPart(text.replace(/,/g, " "));
  while (parts.length > 0) {
    const last = parts[parts.length - 1] ?? "";
    if (COUNTRY_PART.test(last) || STATE_ZIP_PART.test(last)) {
      parts.pop();
      continue;
    }
    const stripped = cleanPart(last.replace(TRAILING_STATE_ZIP, ""));
    if (stripped !== "") parts[parts.length - 1] = stripped;
    break;
  }
  if (parts.length === 0) return whole === "" ? [] : [whole];
  return towns ? parts.flatMap((part) => splitTrailingTown(part, towns)) : parts;
}

/**
 * The parts a house search matches (decision 386): when there is more than one, a part that is
 * a known town holding another's name is read as that other town ("368 Hillside Ave, Massapequa
 * Park" also finds 368 Hillside Ave in Massapequa): the town an address is written with is often
 * its neighbour's, and "Massapequa" already finds Massapequa Park. A town alone stays itself.
 */
export function withNeighbourTowns(parts: string[], towns: KnownTowns): string[] {
  if (parts.length < 2) return parts;
  return parts.map((part) => towns.base.get(part.toLowerCase()) ?? part);
}

/**
 * The place a search text names when it names one thing ("Massapequa Park, NY" ->
 * "Massapequa Park"), else null: what the empty result asks the gazetteer about.
 */
export function searchTextPlace(raw: string): string | null {
  const parts = searchTextParts(raw);
  return parts.length === 1 ? (parts[0] ?? null) : null;
}
