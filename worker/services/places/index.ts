import { createCensusBatchGeocoder, createCensusGeocoder } from "./census";
import { createGazetteer, createLocalBatchGeocoder } from "./gazetteer";
import { createGooglePlaces } from "./google";
import type { BatchGeocoder, KnownAddressSource, PlacesProvider } from "./types";

export { nearestTownName, searchTowns, townCentre, townOfZip } from "./gazetteer";
export { didYouMean } from "./town-spelling";
export type {
  AddressToGeocode,
  BatchGeocoder,
  GeocodedAddress,
  KnownAddress,
  KnownAddressSource,
  PlacesProvider,
} from "./types";
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

/**
 * Geocoding a whole imported list: the Census batch geocoder (keyless, 10,000 addresses a call)
 * wherever the app geocodes online (PLACES_PROVIDER=census or a Google key: Google has no batch
 * call), else the offline gazetteer.
 */
export function batchGeocoderFor(
  env: { GOOGLE_PLACES_API_KEY?: string; PLACES_PROVIDER?: string },
  addresses: KnownAddressSource,
): BatchGeocoder {
  const online =
    Boolean(env.GOOGLE_PLACES_API_KEY?.trim()) ||
    env.PLACES_PROVIDER?.trim().toLowerCase() === "census";
  return online ? createCensusBatchGeocoder() : createLocalBatchGeocoder(addresses);
}
