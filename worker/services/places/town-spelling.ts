import { type KnownTowns, searchTextParts } from "@contract/search-text";
import { searchTowns } from "./gazetteer";

/**
 * "Did you mean Freeport?" (decision 420): a text search that found nothing, read again with
 * each misspelled town's name put right. A part of the search (contract/search-text.ts), or the
 * words ending it, is read as a known town when it is that town's name without its spaces
 * ("stonybrook": Stony Brook) or a few typing slips from it ("Freprt", "Frepoort": Freeport;
 * "masapequa": Massapequa). A few hundred names, a few windows of words each: no index needed,
 * and no dependency.
 */

/** Lowercase letters and digits: "Stony Brook", "stony-brook" and "stonybrook" read alike. */
function squeezed(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * The slips a town's name may be typed with: none for a name of 4 letters or fewer (only its
 * spacing may differ), one up to 7 letters, two from 8 ("Freprt" is two from "Freeport").
 */
function slipsAllowed(name: string): number {
  return name.length <= 4 ? 0 : name.length <= 7 ? 1 : 2;
}

/**
 * How many letters added, dropped, changed or swapped with their neighbour turn `a` into `b`
 * (optimal string alignment), or `limit + 1` as soon as it is more than `limit`.
 */
export function typingSlips(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}

interface TownName {
  name: string;
  squeezed: string;
  slips: number;
}

const namesOf = new WeakMap<KnownTowns, TownName[]>();

function townNames(towns: KnownTowns): TownName[] {
  let names = namesOf.get(towns);
  if (!names) {
    names = [...towns.byName.values()]
      .map((name) => ({ name, squeezed: squeezed(name) }))
      .filter((town) => town.squeezed !== "")
      .map((town) => ({ ...town, slips: slipsAllowed(town.squeezed) }));
    namesOf.set(towns, names);
  }
  return names;
}

/**
 * The known town `words` stand for, with the slips it takes (at most `most`, and at most what the
 * town's length allows), when they are not already a town's name: the fewest slips, then the
 * town starting with the same letter, then the first by name.
 */
function closestTown(
  words: string,
  towns: KnownTowns,
  most = Number.POSITIVE_INFINITY,
): { name: string; slips: number } | null {
  if (towns.byName.has(words.toLowerCase())) return null;
  const typed = squeezed(words);
  if (typed.length < 3) return null;
  let best: { name: string; slips: number; sameStart: boolean } | null = null;
  for (const town of townNames(towns)) {
    const allowed = Math.min(town.slips, most);
    const slips = typingSlips(typed, town.squeezed, allowed);
    if (slips > allowed) continue;
    const sameStart = typed[0] === town.squeezed[0];
    if (
      !best ||
      slips < best.slips ||
      (slips === best.slips && sameStart && !best.sameStart) ||
      (slips === best.slips && sameStart === best.sameStart && town.name < best.name)
    ) {
      best = { name: town.name, slips, sameStart };
    }
  }
  return best && { name: best.name, slips: best.slips };
}

/**
 * One part of the search with its town put right: the whole part ("masapequa"), else the words
 * ending it ("368 Hillside Ave Masapequa"), the fewest slips winning, then the most words. Words
 * ending in a known town are put right only by one slip before it ("Wet Islip": West Islip),
 * so "Main St Islip" stays as typed rather than becoming "Main East Islip".
 */
function rightPart(part: string, towns: KnownTowns): string {
  if (towns.byName.has(part.toLowerCase())) return part;
  const words = part.split(" ");
  let knownEnd = 0;
  for (let count = Math.min(words.length - 1, towns.maxWords); count >= 1; count--) {
    if (towns.byName.has(words.slice(-count).join(" ").toLowerCase())) {
      knownEnd = count;
      break;
    }
  }
  let best: { count: number; name: string; slips: number } | null = null;
  // One word more than the longest name: "Port Jeff Station" may be typed in any spacing.
  const longest = Math.min(words.length, towns.maxWords + 1);
  for (let count = longest; count > knownEnd; count--) {
    const window = words.slice(-count).join(" ");
    const town = closestTown(window, towns, knownEnd > 0 ? 1 : undefined);
    if (town && (!best || town.slips < best.slips)) best = { count, ...town };
  }
  return best ? [...words.slice(0, -best.count), best.name].join(" ") : part;
}

/**
 * The search text with its misspelled towns put right ("Freprt" -> "Freeport", "12 Main St,
 * stonybrook" -> "12 Main St, Stony Brook"), or null when it names no town a few slips away.
 * The parts are joined with commas, as the search reads them (decision 380); a dropped state or
 * ZIP stays dropped.
 */
export function didYouMean(text: string, towns: KnownTowns = searchTowns): string | null {
  // Parts as typed, without splitting a known town off their end (rightPart reads those words).
  const parts = searchTextParts(text);
  const right = parts.map((part) => rightPart(part, towns));
  return right.some((part, index) => part !== parts[index]) ? right.join(", ") : null;
}
