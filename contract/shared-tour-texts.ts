/**
 * The shared tour's subtitle, one rule for the worker's first paint
 * (worker/pages/shared-tour-page.ts) and the app's screen (src/routes/tours/shared-tour-page.tsx).
 * The planner's "From:" label names the start as a label ("The first stop", "My Location"); in
 * this sentence it is written as words in a sentence.
 */
import type { TourStart } from "./tours";

export function sharedTourSubtitle(start: TourStart): string {
  const from =
    start.kind === "place"
      ? start.label
      : start.kind === "myLocation"
        ? "your location"
        : "the first stop";
  return `A shared light tour · from ${from}`;
}
