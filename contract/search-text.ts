/**
 * How a typed text search is read (decision 380), shared by the worker's house search, the
 * gazetteer's autocomplete and the home screen's "Search near" offer. Pure functions only.
 *
 * "368 Hillside Ave., Massapequa, NY 11758" is read as the parts "368 Hillside Ave" and
 * "Massapequa": comma-separated parts, spaces collapsed, trailing dots dropped, and a trailing
 * state (NY, N.Y., New York), ZIP or country dropped (houses carry no ZIP, and every house is in
 * New York). "Massapequa NY" drops its state too. Text that is nothing but those ("NY", "11758")
 * is kept whole, as typed.
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
 * The parts of a typed search text that each must match a house (its title, address or town).
 * Never empty for text with anything in it; [] for blank text.
 */
export function searchTextParts(raw: string): string[] {
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
  return parts;
}

/**
 * The place a search text names when it names one thing ("Massapequa Park, NY" ->
 * "Massapequa Park"), else null: what the empty result asks the gazetteer about.
 */
export function searchTextPlace(raw: string): string | null {
  const parts = searchTextParts(raw);
  return parts.length === 1 ? (parts[0] ?? null) : null;
}

/**
 * Street types that match written either way: the short form and the long one (Ave / Avenue).
 * Only whole words change; "St" is also "Saint" in town names, which the typed form still finds.
 */
const STREET_TYPES: ReadonlyArray<readonly [string, string]> = [
  ["ave", "avenue"],
  ["st", "street"],
  ["rd", "road"],
  ["dr", "drive"],
  ["ln", "lane"],
  ["blvd", "boulevard"],
  ["ct", "court"],
  ["pl", "place"],
  ["pkwy", "parkway"],
];
const OTHER_FORM = new Map<string, string>(
  STREET_TYPES.flatMap(([short, long]) => [
    [short, long],
    [long, short],
  ]),
);

/** At most this many spellings of one part are searched (2 per street-type word it holds). */
export const MAX_PART_SPELLINGS = 8;

/** Keeps the writer's case for the other form ("AVE" -> "AVENUE", "Ave" -> "Avenue"). */
function inCaseOf(word: string, other: string): string {
  if (word.length > 1 && word === word.toUpperCase()) return other.toUpperCase();
  if (word === word.toLowerCase()) return other;
  return other.charAt(0).toUpperCase() + other.slice(1);
}

/**
 * The spellings of one part that each count as a match: as typed, and with each street-type word
 * in its other form ("368 Hillside Ave" -> also "368 Hillside Avenue"); an abbreviation's dot
 * ("Ave.") is dropped in the other spellings. At most MAX_PART_SPELLINGS.
 */
export function partSpellings(part: string): string[] {
  let spellings = [part];
  for (const [index, word] of part.split(" ").entries()) {
    const bare = word.replace(/\.$/, "");
    const other = OTHER_FORM.get(bare.toLowerCase());
    if (!other) continue;
    const forms = [...new Set([bare, inCaseOf(bare, other)])].filter((form) => form !== word);
    const next: string[] = [];
    for (const spelling of spellings) {
      next.push(spelling);
      const words = spelling.split(" ");
      for (const form of forms) {
        words[index] = form;
        next.push(words.join(" "));
      }
    }
    if (next.length > MAX_PART_SPELLINGS) break;
    spellings = [...new Set(next)];
  }
  return spellings;
}
