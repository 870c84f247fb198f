/**
 * Stops whose houses were deleted from LI Lights leave the tour being planned, with one message
 * naming them (decision 322). The planner finds them when it opens: online its stops are read
 * again, and online or offline it asks the service worker's record of the houses the app has
 * learned are gone elsewhere (a house page, a saved list's link), so a planner opened offline
 * afterwards no longer lists such a house (decision 372).
 */
import { GONE_HOUSES_KEY, goneHouseIds } from "./offline/gone-houses-record";
import { HOUSE_CACHE } from "./offline/offline-rules";
import { currentTourDraft } from "./tour-draft";
import { dropTourStops } from "./tour-draft-edits";
import { toast } from "./use-toast";

/** Says once which stops left the tour because their houses were deleted from LI Lights. */
function sayStopsLeft(titles: string[]) {
  const one = titles.length === 1;
  toast({
    title: one
      ? "A house in your tour was removed from LI Lights"
      : `${titles.length} houses in your tour were removed from LI Lights`,
    description: `${titles.map((title) => `"${title}"`).join(", ")} ${one ? "is" : "are"} no longer in your tour.`,
  });
}

/**
 * The stops of these houses leave the draft, said once; nothing happens when it has none. Returns
 * the houses whose stops left.
 */
export function dropGoneTourStops(houseIds: readonly number[]): number[] {
  const leaving = currentTourDraft().stops.filter((stop) => houseIds.includes(stop.id));
  if (leaving.length === 0) return [];
  dropTourStops(leaving.map((stop) => stop.id));
  sayStopsLeft(leaving.map((stop) => stop.title));
  return leaving.map((stop) => stop.id);
}

/**
 * The houses the service worker has learned are gone (gone-houses-record.ts); none
 * without a worker or its caches (a development server, storage blocked).
 */
export async function goneHousesLearned(): Promise<number[]> {
  try {
    if (!("caches" in window) || !(await caches.has(HOUSE_CACHE))) return [];
    const saved = await (await caches.open(HOUSE_CACHE)).match(GONE_HOUSES_KEY);
    return goneHouseIds(await saved?.json());
  } catch {
    return [];
  }
}
