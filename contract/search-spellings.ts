/**
 * The spellings a part of a search text is searched in (decisions 380, 386): a USPS street
 * suffix as typed, abbreviated or written out. Apart from contract/search-text.ts, which the
 * client loads, so that the client never loads the suffix table for it. Pure functions only.
 */
import { USPS_SUFFIX_NAMES, USPS_SUFFIXES } from "./usps-street-suffixes.ts";

/** Directionals that may follow the street type ("Main St N"). */
const DIRECTIONALS = new Set(["n", "s", "e", "w", "ne", "nw", "se", "sw"]);
const DIRECTIONAL_WORDS = new Set(["north", "south", "east", "west"]);

/**
 * USPS suffixes that a search reads as words: titles here are full of "Lights", and a house on a
 * "Light" street is found as typed.
 */
const NOT_STREET_TYPES = new Set(["light", "lights", "lgt", "lgts"]);

/** At most this many spellings of one part are searched. */
export const MAX_PART_SPELLINGS = 8;

/** Keeps the writer's case for the other form ("AVE" -> "AVENUE", "Ave" -> "Avenue"). */
function inCaseOf(word: string, other: string): string {
  if (word.length > 1 && word === word.toUpperCase()) return other.toUpperCase();
  if (word === word.toLowerCase()) return other;
  return other.charAt(0).toUpperCase() + other.slice(1);
}

/**
 * Drops a spelling that holds another (any case): a house holding it holds the other, so the
 * shorter one finds the same houses ("368 Hillside Ave" finds "368 Hillside Avenue").
 */
function withoutLonger(spellings: string[]): string[] {
  const lower = [...new Set(spellings.map((s) => s.toLowerCase()))];
  const keep = lower.filter((s) => !lower.some((other) => other !== s && s.includes(other)));
  return keep.map((s) => spellings.find((spelling) => spelling.toLowerCase() === s) ?? s);
}

/**
 * The spellings of one part that each count as a match (decisions 380, 386): as typed, and with
 * a USPS street suffix (contract/usps-street-suffixes.ts) in its standard abbreviation and its
 * name written out ("12 Oak Terrace" -> also "12 Oak Ter", "5 Jericho Tpk" -> also "5 Jericho
 * Tpke" and "5 Jericho Turnpike"), an abbreviation's dot dropped. Only a word after a name word
 * is a street type ("12 Street" or a one-word "Lights" stays as typed); the street's own type
 * (the last word, or the one before a directional: "Main St N") is spelled first. A spelling
 * holding another is left out (it finds nothing more). At most MAX_PART_SPELLINGS.
 */
export function partSpellings(part: string): string[] {
  const words = part.split(" ");
  const last = words.length - 1;
  const lastBare = (words[last] ?? "").replace(/\.$/, "").toLowerCase();
  const typeIndex =
    last >= 2 && (DIRECTIONALS.has(lastBare) || DIRECTIONAL_WORDS.has(lastBare)) ? last - 1 : last;
  const order = [typeIndex, ...[...words.keys()].reverse().filter((i) => i !== typeIndex)];
  let spellings = [part];
  for (const index of order) {
    const word = words[index] ?? "";
    if (index < 1 || !/[a-z]/i.test(words[index - 1] ?? "")) continue;
    const bare = word.replace(/\.$/, "");
    const abbr = USPS_SUFFIXES[bare.toLowerCase()];
    if (!abbr || NOT_STREET_TYPES.has(bare.toLowerCase())) continue;
    const name = USPS_SUFFIX_NAMES[abbr] ?? abbr;
    const forms = [...new Set([bare, inCaseOf(bare, abbr), inCaseOf(bare, name)])].filter(
      (form) => form !== word,
    );
    const next: string[] = [];
    for (const spelling of spellings) {
      next.push(spelling);
      const spellingWords = spelling.split(" ");
      for (const form of forms) {
        spellingWords[index] = form;
        next.push(spellingWords.join(" "));
      }
    }
    const kept = withoutLonger(next);
    if (kept.length > MAX_PART_SPELLINGS) break;
    spellings = kept;
  }
  return spellings;
}
