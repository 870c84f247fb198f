/**
 * How far the pin may sit from the point the address search found before the form asks whether
 * the pin is really on the house (docs/decisions/150-pin-distance-check.md). An address-level
 * match is the house itself, so a short walk away is suspicious; a town or ZIP match is only a
 * centre, and the pin step already asks the user to place the pin.
 */
import { EARTH_RADIUS_METERS, greatCircle } from "@contract/great-circle";
import type { PlacePrecision } from "@contract/places";

export const PIN_DISTANCE_LIMIT_METERS: Record<PlacePrecision, number> = {
  address: 300,
  street: 300,
  town: 5000,
  zip: 5000,
};

export interface GeocodedPoint {
  lat: number;
  lng: number;
  precision: PlacePrecision;
  /** The address as the user picked it, for the question. */
  label: string;
}

/** Metres from the found point to the pin when that is beyond the limit, else null. */
export function pinTooFar(found: GeocodedPoint, pin: { lat: number; lng: number }) {
  const meters = greatCircle(found.lat, found.lng, pin.lat, pin.lng, EARTH_RADIUS_METERS);
  return meters > PIN_DISTANCE_LIMIT_METERS[found.precision] ? meters : null;
}
