import type { TourHouse } from "@contract/tours";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ApiError, api } from "@/lib/api";
import { dropGoneTourStops, goneHousesLearned } from "@/lib/gone-tour-stops";
import { noteTourHousesGone } from "@/lib/house-gone";
import { type TourDraft, toTourHouse } from "@/lib/tour-draft";
import { refreshTourStops } from "@/lib/tour-draft-edits";

/**
 * A draft keeps what each stop's card knew when it was added, and it lives in the browser for
 * days: "Lit tonight" from the afternoon, hours changed since, a house deleted since. When the
 * planner opens online, the stops are read again: a saved tour in one answer, any other stop from
 * its house's answer. A house that answers 404 is gone: its stop leaves the draft (with one
 * message), or Save would fail on it. Once per opening: stops added meanwhile come from cards that
 * have just been fetched. A stop whose house the service worker has recorded as gone (the app
 * learned it elsewhere: its page, a saved list's link) leaves the same way when the planner opens,
 * online or offline (decision 372). My Tours does the same as it opens, so its "Planner (N stops)"
 * never counts a stop the planner would drop (decision 377). The houses whose stops left are
 * gone for the whole tab: the answers it holds are read again (noteTourHousesGone).
 */
export function useFreshTourStops(draft: TourDraft, online: boolean) {
  const queryClient = useQueryClient();
  const opening = useRef({ tourId: draft.tourId, ids: draft.stops.map((stop) => stop.id) });
  const done = useRef(false);
  // Online or not: the houses the app learned are gone elsewhere since (decision 372).
  useEffect(() => {
    let unmounted = false;
    void goneHousesLearned().then((gone) => {
      if (!unmounted && gone.length > 0) {
        noteTourHousesGone(queryClient, dropGoneTourStops(gone));
      }
    });
    return () => {
      unmounted = true;
    };
  }, [queryClient]);
  useEffect(() => {
    if (!online || done.current) return;
    done.current = true;
    const { tourId, ids } = opening.current;
    if (ids.length === 0) return;
    const controller = new AbortController();
    const signal = controller.signal;
    void (async () => {
      const fresh: TourHouse[] = [];
      if (tourId) {
        const saved = await api("GET /api/tours/:id", { path: { id: tourId }, signal }).catch(
          () => null,
        );
        if (saved) fresh.push(...saved.stops);
      }
      const others = ids.filter((id) => !fresh.some((stop) => stop.id === id));
      const houses = await Promise.allSettled(
        others.map((id) => api("GET /api/houses/:id", { path: { id }, signal })),
      );
      const gone: number[] = [];
      houses.forEach((house, i) => {
        if (house.status === "fulfilled") fresh.push(toTourHouse(house.value));
        else if (house.reason instanceof ApiError && house.reason.status === 404) {
          gone.push(others[i]!);
        }
      });
      if (signal.aborted) return;
      refreshTourStops(fresh);
      // The service worker may have told the page already: the message is said once either way.
      dropGoneTourStops(gone);
      // Gone by the server's word, whether or not their stops were still in the draft.
      noteTourHousesGone(queryClient, gone);
    })();
    return () => {
      controller.abort();
      // Unmounted before the answers (or React's development double run): the next mount asks.
      done.current = false;
    };
  }, [online, queryClient]);
}
