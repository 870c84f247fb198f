/**
 * Great-circle distance on the earth (haversine), shared by the worker (radius search,
 * proximity check, tour totals) and the browser (tour planner). Pure math, no imports.
 */

export const EARTH_RADIUS_MILES = 3958.8;
export const EARTH_RADIUS_METERS = 6_371_008.8;

/** Great-circle distance (haversine) in the unit of `radius`. */
export function greatCircle(
  lat1: number,
  lng1: number,
  lat2: number,
  lng2: number,
  radius = EARTH_RADIUS_MILES,
): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(a)));
}
