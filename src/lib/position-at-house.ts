/**
 * Where the person stands, for the server to check that they are at the house: a claim, a lights
 * report, a season confirmation. Its own module: only the house page needs it, and the search's
 * geolocation module is in the home page's first JavaScript.
 */
import { AT_HOUSE_GEOLOCATION_OPTIONS } from "./proximity-options";
import {
  GEOLOCATION_MESSAGES,
  type GeolocationMessages,
  getCurrentPosition,
} from "./use-geolocation";

/**
 * The same failures where the position is the proof that the person is at the house (a claim,
 * a lights report, a season confirmation): nothing can be typed in its place, so no message
 * offers manual entry.
 */
export const AT_HOUSE_GEOLOCATION_MESSAGES: GeolocationMessages = {
  insecure: "Location access requires a secure connection (HTTPS).",
  unsupported: "Your browser does not support geolocation.",
  denied:
    "Location permission denied. Please allow location access in your browser settings and try again.",
  unavailable: GEOLOCATION_MESSAGES.unavailable,
  timeout: GEOLOCATION_MESSAGES.timeout,
  unknown: "An unknown error occurred while getting your location. Please try again.",
};

/**
 * Where the person stands, for the server to check they are at the house: a fresh position
 * (one cached on the way, or before they walked up to the house after a "Too far", would be
 * refused again) and messages that offer no manual entry.
 */
export async function positionAtHouse() {
  const { coords } = await getCurrentPosition(
    AT_HOUSE_GEOLOCATION_OPTIONS,
    AT_HOUSE_GEOLOCATION_MESSAGES,
  );
  return { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy };
}
