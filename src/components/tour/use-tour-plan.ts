/**
 * What a tour screen shows, from a tour's stops, start and budget: the stops the budget keeps
 * (in the tour's order) and the ones it drops, the totals, and the navigation links. A "My
 * Location" start asks the browser for the position; until it answers (or when it fails) the
 * totals run from the first stop and Google Maps starts from the device's location.
 */
import type { RoutePoint } from "@contract/tour-route";
import { arrivalMinutes, arrivesAfterHours, tourTotals } from "@contract/tour-totals";
import type { TourHouse, TourStart } from "@contract/tours";
import { useEffect, useMemo, useState } from "react";
import { googleMapsTourUrls } from "@/lib/tour-links";
import type { LateArrival } from "./tour-stop-list";

export type MyLocationState =
  | { status: "idle" | "locating" }
  | { status: "located"; point: RoutePoint }
  | { status: "failed"; message: string };

/** The device's position while the start is "My Location" (asked once per switch). */
export function useMyLocation(active: boolean) {
  const [state, setState] = useState<MyLocationState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks for the position again (Try again).
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    setState({ status: "locating" });
    import("@/lib/geolocation")
      .then(({ getCurrentPosition }) => getCurrentPosition())
      .then((position) => {
        if (!cancelled) {
          setState({
            status: "located",
            point: { latitude: position.coords.latitude, longitude: position.coords.longitude },
          });
        }
      })
      .catch((error: Error) => {
        if (!cancelled) setState({ status: "failed", message: error.message });
      });
    return () => {
      cancelled = true;
    };
  }, [active, attempt]);
  return {
    state: active ? state : ({ status: "idle" } as const),
    retry: () => setAttempt((n) => n + 1),
  };
}

export function useTourPlan(
  stops: TourHouse[],
  start: TourStart,
  budgetMinutes: number | null,
  myLocation: MyLocationState,
) {
  const position = myLocation.status === "located" ? myLocation.point : null;
  return useMemo(() => {
    const totals = tourTotals(start, stops, budgetMinutes, position);
    const { origin, kept } = totals;
    // No start: the route begins at the first stop. "My Location" not known yet: Google uses
    // the device's position (origin left out).
    const googleUrls =
      start.kind === "none" && kept.length > 1
        ? googleMapsTourUrls(kept[0]!, kept.slice(1))
        : googleMapsTourUrls(origin, kept);
    // The start as the map draws it: only where this viewer knows it.
    const mapStart = origin
      ? { ...origin, label: start.kind === "place" ? start.label : "My Location" }
      : null;
    // Stops this tour, started now, reaches after their lights go off.
    const startAt = new Date();
    const arrivals = arrivalMinutes(origin, kept);
    const late = new Map<number, LateArrival>();
    kept.forEach((stop, i) => {
      const after = arrivesAfterHours(stop.schedule, startAt, arrivals[i]!);
      if (after) late.set(stop.id, after);
    });
    return { ...totals, googleUrls, mapStart, late };
  }, [position, stops, budgetMinutes, start]);
}
