/**
 * A house that is gone while a screen still shows it (an admin deleted it, or merged it into
 * another): the one answer to it, whichever way the tab learns (decision 354). A write answered
 * with a HouseGoneError (src/lib/api.ts, through useSingleFlightMutation), or the house page's
 * own read answered 404 (after the live event its delete sends), calls noteHouseGone: it says
 * so once, plainly, the house's page turns into "House not found", and everything the tab holds
 * is read again, so the house leaves favorites and the rest on their next read (the server's
 * rows went with the house). Every query, not a list of keys: a house is in many answers
 * (favorites, tours, reviews, the home's results, a town), and naming their keys here would
 * bring every resource's queries into the code each screen loads first. The tour planner drops such a stop with its own message when it
 * next opens (decision 322).
 */
import { HOUSE_REMOVED_TEXT, HOUSE_REMOVED_TITLE } from "@contract/house-gone";
import type { QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { toast } from "./use-toast";

/** Houses this tab has learned are gone; for the tab's life (a reload asks the server again). */
const goneHouses = new Set<number>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True once the tab has learned that house `houseId` is gone. */
export function useHouseGone(houseId: number | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => houseId !== undefined && goneHouses.has(houseId),
    () => false,
  );
}

/**
 * The house `houseId` is gone: said once per house (several buttons, or a button and the live
 * event, may learn it at once), its page turns into "House not found", and the lists are read
 * again.
 */
export function noteHouseGone(queryClient: QueryClient, houseId: number) {
  if (goneHouses.has(houseId)) return;
  goneHouses.add(houseId);
  for (const listener of listeners) listener();
  toast({ title: HOUSE_REMOVED_TITLE, description: HOUSE_REMOVED_TEXT });
  // A rare event: the active queries read again at once, the rest when next shown.
  void queryClient.invalidateQueries();
}

/**
 * Houses whose stops just left the tour being planned because they are gone (the planner, or My
 * Tours before it, found them: src/components/tour/use-fresh-tour-stops.ts). The stops' own
 * message said so (decision 322), so nothing more is said; the rest is as noteHouseGone: the
 * answers the tab holds are read again, so a saved tour's card, a shared tour and the popular
 * list shown next no longer count them (decision 377).
 */
export function noteTourHousesGone(queryClient: QueryClient, houseIds: readonly number[]) {
  const learned = houseIds.filter((houseId) => !goneHouses.has(houseId));
  if (learned.length === 0) return;
  for (const houseId of learned) goneHouses.add(houseId);
  for (const listener of listeners) listener();
  void queryClient.invalidateQueries();
}
