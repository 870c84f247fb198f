/**
 * A tour's totals and stop count, one rule for every screen (the planner, the My Tours cards,
 * the shared view) and for the worker's saved estimate. Zod-free and pure.
 *
 * - The route is the stops the time budget keeps, in the tour's order.
 * - Miles and minutes run from the start when the viewer knows where it is: an address start
 *   always, "My Location" only once this browser has a position. Otherwise they run from the
 *   first stop and `startLeg` says the drive to it is not counted (a saved or shared tour never
 *   stores the owner's position).
 * - The stop count is the stops on the route, "of" all stops when the budget leaves some out.
 * - A stop whose house is no longer listed in the directory (archived, decision 324) is never on
 *   the route nor in the count: it stays in the list, flagged, among the stops left out.
 */
import { nightClockAt, parseClockTime, toNightMinute } from "./lit-tonight";
import {
  fitToBudget,
  type RatedStop,
  type RoutePoint,
  routeEstimate,
  routeMiles,
  TOUR_DRIVING_MPH,
  TOUR_MINUTES_PER_STOP,
} from "./tour-route";

/** A tour's start as the totals need it (the zod type of contract/tours.ts fits it). */
export type TourTotalsStart =
  | { kind: "none" }
  | { kind: "myLocation" }
  | ({ kind: "place" } & RoutePoint);

/**
 * "included": the start leg is counted; "notIncluded": the tour starts from a place the viewer
 * does not know (My Location), so the totals begin at the first stop; "noStart": the tour starts
 * at its first stop.
 */
export type StartLeg = "included" | "notIncluded" | "noStart";

/** A stop as the totals see it: `archived` is set on saved and shared tours' stops. */
export interface TotalsStop extends RatedStop {
  archived?: boolean | undefined;
}

export interface TourTotals<T> {
  kept: T[];
  /** Left off the route: by the time budget, or no longer listed (archived). In list order. */
  dropped: T[];
  /** Where the route is measured from (null: the first stop). */
  origin: RoutePoint | null;
  stopCount: number;
  totalStops: number;
  miles: number;
  minutes: number;
  startLeg: StartLeg;
}

/**
 * The totals of a tour. `myPosition` is this viewer's position when the start is "My Location"
 * and the browser gave it (null elsewhere: the worker, a card, a denied permission).
 */
export function tourTotals<T extends TotalsStop>(
  start: TourTotalsStart,
  stops: readonly T[],
  budgetMinutes: number | null,
  myPosition: RoutePoint | null = null,
): TourTotals<T> {
  const origin =
    start.kind === "place"
      ? { latitude: start.latitude, longitude: start.longitude }
      : start.kind === "myLocation"
        ? myPosition
        : null;
  const listed = stops.filter((stop) => !stop.archived);
  const { kept } = fitToBudget(origin, listed, budgetMinutes);
  const onRoute = new Set(kept);
  const dropped = stops.filter((stop) => !onRoute.has(stop));
  const { miles, minutes } = routeEstimate(origin, kept);
  const startLeg: StartLeg =
    start.kind === "none" ? "noStart" : origin ? "included" : "notIncluded";
  return {
    kept,
    dropped,
    origin,
    stopCount: kept.length,
    totalStops: listed.length,
    miles,
    minutes,
    startLeg,
  };
}

export function formatTourMinutes(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours}h ${rest}m` : `${hours} h`;
}

/** "4 stops", "1 stop", or "2 of 4 stops" when the time budget leaves some out. */
export function tourStopCountText(totals: Pick<TourTotals<unknown>, "stopCount" | "totalStops">) {
  const noun = totals.totalStops === 1 ? "stop" : "stops";
  return totals.stopCount === totals.totalStops
    ? `${totals.totalStops} ${noun}`
    : `${totals.stopCount} of ${totals.totalStops} ${noun}`;
}

/** The one line the cards and headers show: "4 stops · 9.4 mi · 38 min". */
export function tourTotalsLine(totals: Omit<TourTotals<unknown>, "kept" | "dropped" | "origin">) {
  return `${tourStopCountText(totals)} · ${totals.miles.toFixed(1)} mi · ${formatTourMinutes(totals.minutes)}`;
}

/** The plain sentence for totals that leave the start leg out (null when nothing is left out). */
export function startLegNote(startLeg: StartLeg): string | null {
  return startLeg === "notIncluded"
    ? "From the first stop: the drive from your location is not included."
    : null;
}

/**
 * Minutes from the start of the route to the arrival at each stop (in order): the drive at the
 * estimate's speed plus the time spent at each earlier stop. Without an origin the first stop
 * is reached at 0.
 */
export function arrivalMinutes(origin: RoutePoint | null, stops: readonly RoutePoint[]): number[] {
  const arrivals: number[] = [];
  let minutes = 0;
  let previous = origin;
  for (const stop of stops) {
    if (previous) minutes += (routeMiles(previous, [stop]) / TOUR_DRIVING_MPH) * 60;
    arrivals.push(Math.round(minutes));
    minutes += TOUR_MINUTES_PER_STOP;
    previous = stop;
  }
  return arrivals;
}

/** A stop's nightly hours as night minutes (contract/lit-tonight.ts); null without hours. */
export interface StopHours {
  litFrom: string | null;
  litUntil: string | null;
}

/**
 * When the night ends for a late arrival: 6:00 in the morning, as a night minute. The night clock
 * runs from noon to noon, so a morning arrival belongs to the night before; but someone planning
 * at 10 in the morning is planning for tonight, and by daylight the next thing the lights do is
 * come on.
 */
const LATE_ARRIVALS_END_MINUTE = 24 * 60 + 6 * 60;

/**
 * The night minute the stop's lights go off when a tour started at `startAt` reaches it after
 * that and before the morning (null when it arrives in time, or the stop has no hours). Arrivals
 * before the lights come on are not late, in the afternoon or in the morning: people wait or
 * reorder.
 */
export function arrivesAfterHours(
  hours: StopHours | null | undefined,
  startAt: Date,
  minutesToStop: number,
): { arriveAt: number; untilMinute: number } | null {
  if (!hours?.litFrom || !hours.litUntil) return null;
  const until = parseClockTime(hours.litUntil);
  const from = parseClockTime(hours.litFrom);
  if (until === null || from === null) return null;
  const untilMinute = toNightMinute(until);
  const arrival = nightClockAt(new Date(startAt.getTime() + minutesToStop * 60_000));
  const late = arrival.nightMinute >= untilMinute && arrival.nightMinute < LATE_ARRIVALS_END_MINUTE;
  return late ? { arriveAt: arrival.nightMinute, untilMinute } : null;
}
