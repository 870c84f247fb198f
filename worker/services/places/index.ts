import { createCensusGeocoder } from "./census";
import { createGazetteer } from "./gazetteer";
import { createGooglePlaces } from "./google";
import type { KnownAddressSource, PlacesProvider } from "./types";

export type { KnownAddress, KnownAddressSource, PlacesProvider } from "./types";
export { PlacesError } from "./types";

/**
 * Google Places (New) when a key is configured; else the US Census geocoder when
 * PLACES_PROVIDER is "census" (production); else the embedded, offline gazetteer.
 */
export function placesProviderFor(
  env: { GOOGLE_PLACES_API_KEY?: string; PLACES_PROVIDER?: string },
  addresses: KnownAddressSource,
): PlacesProvider {
  const key = env.GOOGLE_PLACES_API_KEY?.trim();
  if (key) return createGooglePlaces(key);
  if (env.PLACES_PROVIDER?.trim().toLowerCase() === "census")
    return createCensusGeocoder(addresses);
  return createGazetteer(addresses);
}
