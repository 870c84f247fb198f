/**
 * A distance as people in the US read it: feet when it is short, tenths of a mile under 10 miles,
 * whole miles beyond ("60 ft", "0.3 mi", "25 mi"). Shared by the worker's messages and the app.
 */
export const METERS_PER_MILE = 1609.344;
const FEET_PER_METER = 3.28084;

/**
 * Which way a figure goes to its shown step: the nearest, or away from a limit it is compared
 * with ("up" for a measurement over a limit, "down" for the limit itself), so that a shown
 * measurement past the limit never reads as equal to it or under it (decision 308). A limit in
 * feet is shown to the foot ("98 ft" for 30 m): to the 10 ft step it would read 90 ft, a rule
 * stricter than the real one.
 */
export type DistanceRounding = "nearest" | "up" | "down";

const ROUND: Record<DistanceRounding, (value: number) => number> = {
  nearest: Math.round,
  up: Math.ceil,
  down: Math.floor,
};

export function distanceText(meters: number, rounding: DistanceRounding = "nearest"): string {
  const round = ROUND[rounding];
  const miles = meters / METERS_PER_MILE;
  if (miles < 0.1) {
    if (rounding === "down") return `${Math.floor(meters * FEET_PER_METER)} ft`;
    const feet = round((meters * FEET_PER_METER) / 10) * 10;
    // "0 ft" says nothing.
    return `${Math.max(10, feet)} ft`;
  }
  // Rounding can carry 9.96 mi to 10: from there the figure is whole miles.
  const tenths = round(miles * 10) / 10;
  if (tenths < 10) return `${tenths.toFixed(1)} mi`;
  return `${round(miles)} mi`;
}
