import { createGazetteer } from "./gazetteer";
import { createGooglePlaces } from "./google";
import type { KnownAddressSource, PlacesProvider } from "./types";

export type { KnownAddress, KnownAddressSource, PlacesProvider } from "./types";
export { PlacesError } from "./types";

/** Google Places (New) when a key is configured, else the embedded gazetteer. */
export function placesProviderFor(
  env: { GOOGLE_PLACES_API_KEY?: string },
  addresses: KnownAddressSource,
): PlacesProvider {
  const key = env.GOOGLE_PLACES_API_KEY?.trim();
  return key ? createGooglePlaces(key) : createGazetteer(addresses);
}
