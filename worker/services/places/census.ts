import type { GeocodeResult, PlaceDetails } from "@contract/places";
import { createGazetteer, parseStreetPlaceId } from "./gazetteer";
import { type KnownAddressSource, PlacesError, type PlacesProvider } from "./types";

/**
 * The US Census Bureau's public geocoder (free, keyless, US street addresses):
 * https://geocoding.geo.census.gov/geocoder/locations/onelineaddress. It has no autocomplete, so
 * suggestions, ZIPs and towns come from the embedded gazetteer; a typed street line
 * ("street:{town}:{street}") and free-text geocoding go to the Census, and a street the Census
 * does not know falls back to the town centre with precision "town" (the form then asks for a pin).
 */
export const CENSUS_GEOCODER_URL =
  "https://geocoding.geo.census.gov/geocoder/locations/onelineaddress";

type FetchFn = (input: string, init: RequestInit) => Promise<Response>;

type CensusAnswer = {
  result?: {
    addressMatches?: Array<{
      matchedAddress?: string;
      coordinates?: { x?: number; y?: number };
      addressComponents?: { city?: string; state?: string; zip?: string };
    }>;
  };
};

type CensusMatch = { matchedAddress: string; latitude: number; longitude: number; zip?: string };

export function createCensusGeocoder(
  addresses: KnownAddressSource,
  fetchFn: FetchFn = fetch,
): PlacesProvider {
  const gazetteer = createGazetteer(addresses);

  /** The first match of a one-line address, or null when the Census finds none. */
  async function lookup(address: string): Promise<CensusMatch | null> {
    const url = new URL(CENSUS_GEOCODER_URL);
    url.searchParams.set("address", address);
    url.searchParams.set("benchmark", "Public_AR_Current");
    url.searchParams.set("format", "json");
    const response = await fetchFn(url.href, { method: "GET" });
    if (!response.ok) {
      let detail = "";
      try {
        detail = ((await response.json()) as { errors?: string[] }).errors?.join("; ") ?? "";
      } catch {
        // not JSON
      }
      throw new PlacesError(
        `Census geocoder ${response.status}${detail ? `: ${detail}` : ""}`,
        response.status,
      );
    }
    const answer = (await response.json()) as CensusAnswer;
    const match = answer.result?.addressMatches?.[0];
    const x = match?.coordinates?.x;
    const y = match?.coordinates?.y;
    if (!match?.matchedAddress || typeof x !== "number" || typeof y !== "number") return null;
    const zip = match.addressComponents?.zip;
    return {
      matchedAddress: match.matchedAddress,
      latitude: y,
      longitude: x,
      ...(zip ? { zip } : {}),
    };
  }

  return {
    name: "census",
    autocomplete: (input) => gazetteer.autocomplete(input),

    async geocode(query): Promise<GeocodeResult | null> {
      // ZIPs, towns and listed houses are answered offline; anything else is a street address.
      const known = await gazetteer.geocode(query);
      if (known) return known;
      const match = await lookup(query);
      return match
        ? {
            display_name: match.matchedAddress,
            latitude: match.latitude,
            longitude: match.longitude,
          }
        : null;
    },

    async placeDetails(placeId): Promise<PlaceDetails | null> {
      const offline = await gazetteer.placeDetails(placeId);
      const street = parseStreetPlaceId(placeId);
      if (!offline || !street) return offline;
      const match = await lookup(`${street.street}, ${street.town.name}, NY`);
      if (!match) return offline;
      return {
        ...offline,
        latitude: match.latitude,
        longitude: match.longitude,
        precision: "address",
        ...(match.zip ? { zip: match.zip } : {}),
      };
    },
  };
}
