import { distanceText } from "@contract/distance-text";
import { EARTH_RADIUS_METERS, greatCircle } from "@contract/great-circle";
import { PROXIMITY_MAX_ACCURACY_METERS, PROXIMITY_MAX_METERS } from "@contract/house";
import { HTTPException } from "hono/http-exception";

/**
 * The proximity rule (docs/product.md): a position counts as "at the house" when its accuracy
 * is PROXIMITY_MAX_ACCURACY_METERS or better and it lies within PROXIMITY_MAX_METERS of the
 * house. 400 {message} otherwise, with distances as people read them ("0.3 mi", "25 mi");
 * `action` ends the "Too far" message ("count a visit": "...within 100 ft to count a visit.").
 */
export function requireNearHouse(
  position: { latitude: number; longitude: number; accuracy: number },
  house: { latitude: number; longitude: number },
  action: string,
): void {
  if (position.accuracy > PROXIMITY_MAX_ACCURACY_METERS) {
    throw new HTTPException(400, {
      message: `Location not accurate enough (within ${distanceText(position.accuracy)}; ${distanceText(PROXIMITY_MAX_ACCURACY_METERS)} or better needed). Try again outside, with location services on.`,
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
      message: `Too far from this house (${distanceText(meters)} away): you need to be within ${distanceText(PROXIMITY_MAX_METERS)} to ${action}.`,
    });
  }
}
