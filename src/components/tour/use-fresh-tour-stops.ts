import type { TourHouse } from "@contract/tours";
import { useEffect, useRef } from "react";
import { api } from "@/lib/api";
import { refreshTourStops, type TourDraft, toTourHouse } from "@/lib/tour-draft";

/**
 * A draft keeps what each stop's card knew when it was added, and it lives in the browser for
 * days: "Lit tonight" from the afternoon, hours changed since. When the planner opens online,
 * the stops are read again: a saved tour in one answer, any other stop from its house's answer.
 * Once per opening: stops added meanwhile come from cards that have just been fetched.
 */
export function useFreshTourStops(draft: TourDraft, online: boolean) {
  const opening = useRef({ tourId: draft.tourId, ids: draft.stops.map((stop) => stop.id) });
  const done = useRef(false);
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
      for (const house of houses) {
        if (house.status === "fulfilled") fresh.push(toTourHouse(house.value));
      }
      if (!signal.aborted) refreshTourStops(fresh);
    })();
    return () => {
      controller.abort();
      // Unmounted before the answers (or React's development double run): the next mount asks.
      done.current = false;
    };
  }, [online]);
}
