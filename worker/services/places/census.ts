import type { GeocodeResult, PlaceDetails } from "@contract/places";
import Papa from "papaparse";
import { createGazetteer, parseStreetPlaceId } from "./gazetteer";
import {
  type AddressToGeocode,
  type BatchGeocoder,
  type GeocodedAddress,
  type KnownAddressSource,
  PlacesError,
  type PlacesProvider,
} from "./types";

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

/**
 * The Census batch geocoder: one POST of a CSV file (id, street, city, state, ZIP; no header) of
 * up to 10,000 addresses, answered with a CSV line per address:
 * "id","input address","Match","Exact","matched address","lon,lat","tiger line id","side"
 * (or "No_Match" / "Tie" after the input address).
 */
export const CENSUS_BATCH_URL = "https://geocoding.geo.census.gov/geocoder/locations/addressbatch";
export const CENSUS_BATCH_MAX = 10_000;

/** The Census splits its input lines at commas, quotes or not: none may be left in a field. */
const batchField = (text: string | null) =>
  (text ?? "")
    .replace(/[",\r\n]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The multipart form of one batch call (exported so a test can read what is sent). */
export function censusBatchForm(addresses: readonly AddressToGeocode[]): FormData {
  const lines = addresses.map((a) =>
    [a.id, a.street, a.city, a.state, a.zip].map(batchField).join(","),
  );
  const form = new FormData();
  form.set("benchmark", "Public_AR_Current");
  form.set(
    "addressFile",
    new File([`${lines.join("\n")}\n`], "addresses.csv", { type: "text/csv" }),
  );
  return form;
}

export function parseCensusBatchAnswer(csv: string): Map<string, GeocodedAddress> {
  const matches = new Map<string, GeocodedAddress>();
  const { data } = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true });
  for (const line of data) {
    const [id, , match, , matchedAddress, lonLat] = line;
    if (!id || match !== "Match" || !matchedAddress || !lonLat) continue;
    const [longitude, latitude] = lonLat.split(",").map(Number);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    matches.set(id, { latitude: latitude!, longitude: longitude!, matchedAddress });
  }
  return matches;
}

export function createCensusBatchGeocoder(fetchFn: FetchFn = fetch): BatchGeocoder {
  return {
    name: "census",
    async geocodeAll(addresses) {
      const matches = new Map<string, GeocodedAddress>();
      for (let i = 0; i < addresses.length; i += CENSUS_BATCH_MAX) {
        const response = await fetchFn(CENSUS_BATCH_URL, {
          method: "POST",
          body: censusBatchForm(addresses.slice(i, i + CENSUS_BATCH_MAX)),
        });
        if (!response.ok) {
          throw new PlacesError(`Census batch geocoder ${response.status}`, response.status);
        }
        for (const [id, match] of parseCensusBatchAnswer(await response.text())) {
          matches.set(id, match);
        }
      }
      return matches;
    },
  };
}
