/**
 * The houses the service worker has learned are gone (decisions 358 and 372): the latest
 * GONE_HOUSES_MAX ids as a JSON array, a synthetic entry of HOUSE_CACHE (so it goes on sign-out
 * with the rest). The saved answers let go of such a house at once; the tour being planned, which
 * only the browser keeps, drops it when the planner or My Tours next opens
 * (src/lib/gone-tour-stops.ts, decision 377). House ids are never used again (AUTOINCREMENT), so an id here never
 * names a newer house. Its own module, for the worker, the planner and My Tours: the first
 * screens never load it.
 */
export const GONE_HOUSES_KEY = "/__lights-gone-houses";
export const GONE_HOUSES_MAX = 100;

/** The ids a saved GONE_HOUSES_KEY entry holds (none when it is not such a list). */
export function goneHouseIds(saved: unknown): number[] {
  return Array.isArray(saved)
    ? saved.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
    : [];
}
