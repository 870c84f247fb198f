/**
 * Distances on the earth, shared by the radius search (db/house-list.ts) and the proximity
 * check (routes/houses/counters.ts). Pure math: no database, no HTTP. The haversine itself lives
 * in contract/great-circle.ts, so the tour planner in the browser uses the same formula.
 */
import { latBand } from "@contract/address";
import { EARTH_RADIUS_MILES } from "@contract/great-circle";

export { EARTH_RADIUS_METERS, EARTH_RADIUS_MILES, greatCircle } from "@contract/great-circle";

/** Bounding box of a circle: latitude range, longitude range and the first and last lat band. */
export function boundingBox(lat: number, lng: number, miles: number) {
  const dLat = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const maxAbsLat = Math.min(89.9, Math.max(Math.abs(lat - dLat), Math.abs(lat + dLat)));
  const dLng = dLat / Math.cos((maxAbsLat * Math.PI) / 180);
  const minLat = lat - dLat;
  const maxLat = lat + dLat;
  return {
    minLat,
    maxLat,
    minLng: lng - dLng,
    maxLng: lng + dLng,
    firstBand: latBand(minLat),
    lastBand: latBand(maxLat),
  };
}
