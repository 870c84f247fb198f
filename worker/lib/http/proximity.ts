import { distanceText, METERS_PER_MILE } from "@contract/distance-text";
import { EARTH_RADIUS_METERS, greatCircle } from "@contract/great-circle";
import { hiddenHouseProximityRefusal } from "@contract/homeowner-texts";
import { PROXIMITY_MAX_ACCURACY_METERS, PROXIMITY_MAX_METERS } from "@contract/house";
import { HTTPException } from "hono/http-exception";

/**
 * Past this a figure is printed as "more than 100 mi": it is far beyond any limit here (Long
 * Island is about 120 miles end to end), and a device may report an absurd accuracy (1e308 m)
 * that would otherwise print as a 300-digit number of miles.
 */
const LONGEST_SHOWN_METERS = 100 * METERS_PER_MILE;

/**
 * A measured distance that broke a limit, rounded up so it never reads as within the limit
 * (the limits are rounded down, decision 308), and capped at LONGEST_SHOWN_METERS.
 */
function measuredText(meters: number): string {
  return meters > LONGEST_SHOWN_METERS
    ? `more than ${distanceText(LONGEST_SHOWN_METERS)}`
    : distanceText(meters, "up");
}

/**
 * The proximity rule (docs/product.md): a position counts as "at the house" when its accuracy
 * is PROXIMITY_MAX_ACCURACY_METERS or better and it lies within PROXIMITY_MAX_METERS of the
 * house. 400 {message} otherwise, with distances as people read them ("0.3 mi", "25 mi"), the
 * measured one rounded up and the limit down (30 m is 98.4 ft: "98 ft"), so a refusal never
 * says a figure is over a limit it seems to meet. `action` ends the "Too far" message ("count a
 * visit": "...within 98 ft to count a visit.").
 *
 * A hidden house (a removal request waits, decision 306) takes nothing "at the house": 409 for
 * every position, before anything is measured, since "too far" against "accepted" would lead
 * anyone sending made-up positions to its true spot. Its hidden state is public (every answer
 * says addressHidden), so the refusal gives nothing away.
 */
export function requireNearHouse(
  position: { latitude: number; longitude: number; accuracy: number },
  house: { latitude: number; longitude: number; addressHidden: boolean },
  action: string,
): void {
  if (house.addressHidden) {
    throw new HTTPException(409, { message: hiddenHouseProximityRefusal(action) });
  }
  if (position.accuracy > PROXIMITY_MAX_ACCURACY_METERS) {
    throw new HTTPException(400, {
      message: `Location not accurate enough (it could be off by ${measuredText(position.accuracy)}; ${distanceText(PROXIMITY_MAX_ACCURACY_METERS, "down")} or better needed). Try again outside, with location services on.`,
    });
  }
  const meters = greatCircle(
    position.latitude,
    position.longitude,
    house.latitude,
    house.longitude,
    EARTH_RADIUS_METERS,
  );
  if (meters > PROXIMITY_MAX_METERS) {
    throw new HTTPException(400, {
      message: `Too far from this house (${measuredText(meters)} away): you need to be within ${distanceText(PROXIMITY_MAX_METERS, "down")} to ${action}.`,
    });
  }
}
