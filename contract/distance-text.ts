/**
 * A distance as people in the US read it: feet when it is short, tenths of a mile under 10 miles,
 * whole miles beyond ("60 ft", "0.3 mi", "25 mi"). Shared by the worker's messages and the app.
 */
const METERS_PER_MILE = 1609.344;
const FEET_PER_METER = 3.28084;

export function distanceText(meters: number): string {
  const miles = meters / METERS_PER_MILE;
  if (miles < 0.1) return `${Math.max(10, Math.round((meters * FEET_PER_METER) / 10) * 10)} ft`;
  if (miles < 10) return `${miles.toFixed(1)} mi`;
  return `${Math.round(miles)} mi`;
}
