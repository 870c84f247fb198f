/**
 * Address helpers shared by the browser and the worker: slugs, town names, the street line of a
 * full address, USPS street-suffix normalisation for duplicate detection, US state names (expandState, kept with its table in
 * us-states.ts) and the Long Island bounding box. Pure functions only (no platform APIs) so both
 * runtimes can use them; the suffix table is in usps-street-suffixes.ts.
 */

import { USPS_SUFFIXES } from "./usps-street-suffixes.ts";

export { isOnLongIsland, LONG_ISLAND_BOUNDS } from "./long-island-bounds.ts";
export { expandState } from "./us-states.ts";

/**
 * A typed address or town as it is stored and shown: compatibility forms as the plain characters
 * they stand for (fullwidth "１９" as "19", the ligature "ﬁ" as "fi", an ideographic space as a
 * space; Unicode NFKC), accents composed. ASCII text is left as it is.
 */
export function plainCharacters(text: string): string {
  return text.normalize("NFKC");
}

/**
 * The letters under the accents: NFKD (which also undoes compatibility forms) without its
 * combining marks ("Café" -> "Cafe", "１９" -> "19") and without the characters that show
 * nothing (a zero-width space or soft hyphen inside "Co\u200burt" would hide the street type).
 * How keys, slugs and the English-letters rule read a text, so that an accent, a fullwidth digit
 * or an invisible character never makes a second address.
 */
function withoutAccents(text: string): string {
  return text.normalize("NFKD").replace(/[\p{M}\p{Default_Ignorable_Code_Point}]/gu, "");
}

/**
 * What an address or a town may hold once its accents are dropped: English letters, digits,
 * spaces and the punctuation of addresses (ASCII, typographic quotes and dashes, the fraction
 * slash of "½"). Long Island addresses are written this way. A letter of another script, or a
 * lookalike with no plain form ("е" Cyrillic, "ᴏ" small capital, "℮"), would make a key and slug
 * of a different address while showing the same one, so it is refused rather than dropped.
 * Control characters are left to the rule of texts others read (contract/visible-text.ts), which
 * refuses them with its own message.
 */
const ENGLISH_TEXT = /^[\x20-\x7e\p{Cc}\u2018\u2019\u201c\u201d\u2013\u2014\u2044]*$/u;

export function isEnglishText(text: string): boolean {
  return ENGLISH_TEXT.test(withoutAccents(text));
}

/** Lowercase ASCII slug: accents folded, apostrophes dropped, other runs of non-alphanumerics -> "-". */
export function slugify(text: string): string {
  return withoutAccents(text)
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The key a town's name is looked up by: its slug with the abbreviated words of place names
 * spelled out, as the Postal Service writes them ("St. James" and "St James" are "saint-james",
 * the key of "Saint James"; "Mt." is "mount", "Ft." is "fort"). Census places and post office
 * names spell them differently (decision 418).
 */
export function townKey(name: string): string {
  return slugify(name)
    .split("-")
    .map((word) => TOWN_WORDS[word] ?? word)
    .join("-");
}

const TOWN_WORDS: Record<string, string> = { st: "saint", mt: "mount", ft: "fort" };

/**
 * A town's name as a submission may give it: an English letter (accented or not), then letters,
 * spaces, hyphens, apostrophes and periods ("St. James", "Point O’Woods", "Sainte-Thérèse").
 * Its slug needs two letters, so a name cannot make an empty slug or one of punctuation.
 */
const TOWN_NAME = /^[a-z][a-z '\u2019.-]*$/i;

export function isTownName(text: string): boolean {
  // Read without accents, however they were typed (one character or a letter and a mark).
  const name = withoutAccents(text);
  return TOWN_NAME.test(name) && slugify(name).replace(/-/g, "").length >= 2;
}

const STATE = String.raw`(?:NY|N\.Y\.|New York)\.?`;
const ZIP = String.raw`\d{5}(?:-\d{4})?`;
/** ", USA": what a geocoder's or a copied address ends with. */
const COUNTRY_PART = /^(?:USA|U\.S\.A\.|US|U\.S\.|United States(?: of America)?)$/i;
/** ", NY", ", NY 11746", ", 11746". */
const STATE_ZIP_PART = new RegExp(`^(?:${STATE}(?:\\s+${ZIP})?|${ZIP})$`, "i");
/** ", Dix Hills NY 11746", ", Dix Hills 11746": a town with its state or ZIP. */
const TOWN_STATE_ZIP_PART = new RegExp(`^(.+?)\\s+(?:${STATE}(?:\\s+${ZIP})?|${ZIP})$`, "i");
/** " NY 11746" or " 11746" ending a line without commas; a state alone may be a street's name. */
const TRAILING_STATE_ZIP = new RegExp(`\\s+(?:${STATE}\\s+)?${ZIP}$`, "i");

const sameTown = (text: string, city: string) =>
  slugify(city) !== "" && slugify(text) === slugify(city);

/**
 * The address without the town, state, ZIP and country a full address carries after the street
 * ("12 Oak St, Dix Hills, NY 11746, USA" -> "12 Oak St"); a unit stays ("12 Oak St, Apt 4, ...").
 * From the end: a country, a state and / or ZIP, a town with its state or ZIP, the part before a
 * dropped state (the town), or the house's own town. The first comma's part is never dropped.
 * Without commas only a trailing ZIP goes (with a state and the house's town before it).
 */
export function stripTownStateZip(address: string, city = ""): string {
  const parts = address.split(",").map(collapseSpaces);
  let townBefore = false;
  while (parts.length > 1) {
    const last = parts[parts.length - 1] ?? "";
    if (last === "" || COUNTRY_PART.test(last)) {
      parts.pop();
      continue;
    }
    if (STATE_ZIP_PART.test(last)) {
      parts.pop();
      townBefore = true;
      continue;
    }
    const townWithState = TOWN_STATE_ZIP_PART.exec(last);
    if (
      (townWithState && isTownName(townWithState[1] ?? "")) ||
      (townBefore && isTownName(last)) ||
      sameTown(last, city)
    ) {
      parts.pop();
    }
    break;
  }
  let street = parts.join(", ");
  const zip = TRAILING_STATE_ZIP.exec(street);
  if (zip && zip.index > 0) {
    const words = street.slice(0, zip.index).split(" ");
    // "12 Oak St Dix Hills NY 11746": the house's own town before the state goes too.
    const townWords = collapseSpaces(city).split(" ").length;
    const endsWithTown =
      words.length > townWords && sameTown(words.slice(-townWords).join(" "), city);
    street = (endsWithTown ? words.slice(0, -townWords) : words).join(" ");
  }
  return street.replace(/[\s,]+$/, "");
}

/** Directionals that may follow the street type ("Main St N"); they are never a suffix. */
const DIRECTIONALS = new Set([
  "n",
  "s",
  "e",
  "w",
  "ne",
  "nw",
  "se",
  "sw",
  "north",
  "south",
  "east",
  "west",
  "northeast",
  "northwest",
  "southeast",
  "southwest",
]);

/**
 * A trailing secondary unit: a designator (apartment, apt, suite, ste, unit, room, floor,
 * building, #) then an identifier. The identifier must hold a digit or be at most 2 letters,
 * so a street really named "Suite Street" or "Unit Road" is left alone.
 */
const UNIT_RE =
  /[\s,]+(?:(?:apartment|apt|suite|ste|unit|room|rm|floor|fl|building|bldg)\.?\s*#?\s*|#\s*)([a-z0-9][a-z0-9-]*)[\s,.]*$/i;

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Removes a trailing apartment / suite / unit / # designator ("12 Oak St, Apt 4B" -> "12 Oak St"). */
export function stripUnit(address: string): string {
  let result = collapseSpaces(address);
  // Twice, for "Bldg 2 Apt 4" style addresses.
  for (let i = 0; i < 2; i++) {
    const match = UNIT_RE.exec(result);
    if (!match || match.index === 0) break;
    const id = match[1] ?? "";
    if (!/\d/.test(id) && id.length > 2) break;
    // "31 Suite St": a letter id that is a street suffix is the street's type, not a unit.
    if (!/\d/.test(id) && id.replace(/\.$/, "").toLowerCase() in USPS_SUFFIXES) break;
    result = result.slice(0, match.index);
  }
  return result.replace(/[\s,]+$/, "");
}

/** Keeps the writer's style: "STREET" -> "ST", "street" -> "st", anything else -> "St". */
function matchCase(original: string, abbr: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return abbr.toUpperCase();
  if (original === original.toLowerCase()) return abbr;
  return abbr.charAt(0).toUpperCase() + abbr.slice(1);
}

/**
 * Abbreviates the trailing street-type word to its USPS form ("12 Oak Street" -> "12 Oak St").
 * Only the last word is considered, or the one before a trailing directional
 * ("12 Main Street North" -> "12 Main St North"); words in the middle never change. The
 * suffix must follow a name word, so "12 Street" or a bare "Avenue" stays as typed.
 */
export function abbreviateStreetSuffix(address: string): string {
  const words = collapseSpaces(address).split(" ");
  let index = words.length - 1;
  const bare = (word: string | undefined) => (word ?? "").replace(/[.,]+$/, "").toLowerCase();
  if (index >= 2 && DIRECTIONALS.has(bare(words[index]))) index--;
  const word = words[index];
  if (word === undefined || index < 1) return words.join(" ");
  // The word before the suffix must be part of a street name, not just the house number.
  if (!/[a-z]/i.test(words[index - 1] ?? "")) return words.join(" ");
  const abbr = USPS_SUFFIXES[bare(word)];
  if (!abbr) return words.join(" ");
  words[index] = matchCase(word.replace(/[.,]+$/, ""), abbr);
  return words.join(" ");
}

/**
 * The street line as used for duplicate checks and slugs: without accents or compatibility
 * forms ("１９ Secret Cöurt" reads "19 Secret Court"), no town, state, ZIP or country after it
 * (the house's own town is known from `city`), no unit, USPS suffix, single spaces. The key and
 * the slugs both start here, so one address never has two keys or a key and a slug that differ.
 */
export function normalizeAddressForDuplicateCheck(address: string, city?: string): string {
  const street = stripTownStateZip(withoutAccents(address), city);
  return collapseSpaces(abbreviateStreetSuffix(stripUnit(street)));
}

/**
 * "12 Oak Street", "Massapequa" and "12 oak st, Massapequa, NY 11758", "massapequa" give the same
 * key; so do "１２ Oak Street" and "12 Oak Street" (normalizeAddressForDuplicateCheck). Stored in
 * houses.address_key and do_not_list_addresses: a change here changes the keys of stored rows
 * (decision 334 says which, and how they follow).
 */
export function addressKey(address: string, city: string): string {
  const street = normalizeAddressForDuplicateCheck(address, city)
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return `${street}|${slugify(city)}`;
}

/** URL slugs of a house page: /houses/{citySlug}/{streetSlug}. */
export function houseSlugs(
  address: string,
  city: string,
): { citySlug: string; streetSlug: string } {
  return {
    citySlug: slugify(city),
    streetSlug: slugify(normalizeAddressForDuplicateCheck(address, city)),
  };
}

/** floor(latitude * 50): 1/50 degree (~1.4 mile) bands indexed for radius search. */
export function latBand(latitude: number): number {
  return Math.floor(latitude * 50);
}
