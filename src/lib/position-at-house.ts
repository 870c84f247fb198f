/**
 * Where the person stands, for the server to check that they are at the house: a claim, a lights
 * report, a season confirmation. The browser is asked through src/lib/geolocation.ts, loaded
 * with the first such press.
 */
import { AT_HOUSE_GEOLOCATION_OPTIONS } from "./proximity-options";

/**
 * Where the person stands, for the server to check they are at the house: a fresh position
 * (one cached on the way, or before they walked up to the house after a "Too far", would be
 * refused again) and messages that offer no manual entry.
 */
export async function positionAtHouse() {
  const { AT_HOUSE_GEOLOCATION_MESSAGES, getCurrentPosition } = await import("./geolocation");
  const { coords } = await getCurrentPosition(
    AT_HOUSE_GEOLOCATION_OPTIONS,
    AT_HOUSE_GEOLOCATION_MESSAGES,
  );
  return { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy };
}
