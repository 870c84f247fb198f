/**
 * Distances on the earth, shared by the radius search (db/house-list.ts) and the proximity
 * check (routes/houses/counters.ts). Pure math: no database, no HTTP.
 */
import { latBand } from "@contract/address";

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
