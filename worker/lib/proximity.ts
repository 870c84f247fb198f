import { EARTH_RADIUS_METERS, greatCircle } from "@contract/great-circle";
import { PROXIMITY_MAX_ACCURACY_METERS, PROXIMITY_MAX_METERS } from "@contract/house";
import { HTTPException } from "hono/http-exception";

/**
 * The proximity rule (docs/product.md): a position counts as "at the house" when its accuracy
 * is PROXIMITY_MAX_ACCURACY_METERS or better and it lies within PROXIMITY_MAX_METERS of the
 * house. 400 {message} otherwise. `action` ends the "Too far" message ("counts as a visit").
 */
export function requireNearHouse(
  position: { latitude: number; longitude: number; accuracy: number },
  house: { latitude: number; longitude: number },
  action: string,
): void {
  if (position.accuracy > PROXIMITY_MAX_ACCURACY_METERS) {
    throw new HTTPException(400, {
      message: `Location not accurate enough (${Math.round(position.accuracy)} m; ${PROXIMITY_MAX_ACCURACY_METERS} m or better needed)`,
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
      message: `Too far from this house (${Math.round(meters)} m away; within ${PROXIMITY_MAX_METERS} m ${action})`,
    });
  }
}
