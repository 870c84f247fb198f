import type { GeocodeResult, PlaceDetails, Suggestion } from "@contract/places";

/**
 * Geocoding, autocomplete and place details. Three implementations: the embedded Long Island
 * gazetteer (default, offline), the US Census geocoder (PLACES_PROVIDER=census, keyless) and
 * Google Places API (New) when GOOGLE_PLACES_API_KEY is set.
 * Answers are null / [] when nothing matches; provider failures throw PlacesError.
 */
export interface PlacesProvider {
  readonly name: "gazetteer" | "census" | "google";
  /** A ZIP code or a place name -> one point. */
  geocode(query: string): Promise<GeocodeResult | null>;
  autocomplete(input: string): Promise<Suggestion[]>;
  placeDetails(placeId: string): Promise<PlaceDetails | null>;
}

export class PlacesError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "PlacesError";
  }
}

/** A house already in the directory, as the gazetteer needs it (supplied by the route). */
export interface KnownAddress {
  id: number;
  address: string;
  city: string;
  state: string | null;
  latitude: number;
  longitude: number;
}

/** Where the gazetteer finds street addresses; the route passes database queries in. */
export interface KnownAddressSource {
  search(text: string, limit: number): Promise<KnownAddress[]>;
  byId(id: number): Promise<KnownAddress | null>;
}

export const MAX_SUGGESTIONS = 8;

/** One street address to place (a row of an imported list). */
export interface AddressToGeocode {
  id: string;
  street: string;
  city: string;
  state: string;
  zip: string | null;
}

export interface GeocodedAddress {
  latitude: number;
  longitude: number;
  matchedAddress: string;
}

/**
 * Many street addresses at once (importing a list). Only matches on the house's street address
 * come back: a town centre is not a house's location.
 */
export interface BatchGeocoder {
  readonly name: "local" | "census";
  geocodeAll(addresses: readonly AddressToGeocode[]): Promise<Map<string, GeocodedAddress>>;
}
