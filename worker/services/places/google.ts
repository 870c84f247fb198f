import { expandState, LONG_ISLAND_BOUNDS } from "@contract/address";
import type { GeocodeResult, PlaceDetails, PlacePrecision, Suggestion } from "@contract/places";
import { MAX_SUGGESTIONS, PlacesError, type PlacesProvider } from "./types";

/**
 * Google Places API (New): places:autocomplete, places/{id} and places:searchText (for ZIPs and
 * free text). Requests are biased to the Long Island box and restricted to the US.
 * https://developers.google.com/maps/documentation/places/web-service/op-overview
 */
export const GOOGLE_PLACES_BASE = "https://places.googleapis.com/v1";

type FetchFn = (input: string, init: RequestInit) => Promise<Response>;

type AutocompleteAnswer = {
  suggestions?: Array<{
    placePrediction?: { placeId?: string; text?: { text?: string } };
  }>;
};
type AddressComponent = { longText?: string; shortText?: string; types?: string[] };
type PlaceAnswer = {
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  addressComponents?: AddressComponent[];
  types?: string[];
};
type SearchTextAnswer = { places?: PlaceAnswer[] };

const longIslandRectangle = {
  rectangle: {
    low: { latitude: LONG_ISLAND_BOUNDS.minLat, longitude: LONG_ISLAND_BOUNDS.minLng },
    high: { latitude: LONG_ISLAND_BOUNDS.maxLat, longitude: LONG_ISLAND_BOUNDS.maxLng },
  },
};

function component(place: PlaceAnswer, type: string, form: "longText" | "shortText" = "longText") {
  return place.addressComponents?.find((c) => c.types?.includes(type))?.[form];
}

/** Google's place types -> how precise the point is. */
export function googlePrecision(types: string[] | undefined): PlacePrecision {
  const list = types ?? [];
  if (list.some((t) => ["street_address", "premise", "subpremise"].includes(t))) return "address";
  if (list.includes("route")) return "street";
  if (list.includes("postal_code")) return "zip";
  return "town";
}

export function createGooglePlaces(apiKey: string, fetchFn: FetchFn = fetch): PlacesProvider {
  async function call<T>(path: string, init: RequestInit & { fieldMask?: string }): Promise<T> {
    const headers: Record<string, string> = {
      "X-Goog-Api-Key": apiKey,
      ...(init.fieldMask ? { "X-Goog-FieldMask": init.fieldMask } : {}),
      ...(init.body ? { "Content-Type": "application/json" } : {}),
    };
    let response: Response;
    try {
      response = await fetchFn(`${GOOGLE_PLACES_BASE}${path}`, {
        method: init.method ?? "GET",
        headers,
        body: init.body,
      });
    } catch (error) {
      // Network failure: the same "service unavailable" answer as an error status.
      throw new PlacesError(`Google Places unreachable: ${String(error)}`, 502);
    }
    if (!response.ok) {
      let detail = "";
      try {
        detail = ((await response.json()) as { error?: { message?: string } }).error?.message ?? "";
      } catch {
        // not JSON
      }
      throw new PlacesError(
        `Google Places ${response.status}${detail ? `: ${detail}` : ""}`,
        response.status,
      );
    }
    return (await response.json()) as T;
  }

  function toDetails(place: PlaceAnswer): PlaceDetails | null {
    const lat = place.location?.latitude;
    const lng = place.location?.longitude;
    if (typeof lat !== "number" || typeof lng !== "number" || !place.formattedAddress) return null;
    const city =
      component(place, "locality") ??
      component(place, "sublocality") ??
      component(place, "postal_town") ??
      component(place, "administrative_area_level_3");
    const state = component(place, "administrative_area_level_1", "shortText");
    const zip = component(place, "postal_code");
    return {
      formattedAddress: place.formattedAddress,
      latitude: lat,
      longitude: lng,
      precision: googlePrecision(place.types),
      ...(city ? { city } : {}),
      ...(state ? { state: expandState(state) } : {}),
      ...(zip ? { zip } : {}),
    };
  }

  return {
    name: "google",

    async autocomplete(input): Promise<Suggestion[]> {
      const answer = await call<AutocompleteAnswer>("/places:autocomplete", {
        method: "POST",
        body: JSON.stringify({
          input,
          includedRegionCodes: ["us"],
          locationBias: longIslandRectangle,
        }),
      });
      return (answer.suggestions ?? [])
        .flatMap((s) => {
          const p = s.placePrediction;
          return p?.placeId && p.text?.text
            ? [{ description: p.text.text, placeId: p.placeId }]
            : [];
        })
        .slice(0, MAX_SUGGESTIONS);
    },

    async placeDetails(placeId) {
      const place = await call<PlaceAnswer>(`/places/${encodeURIComponent(placeId)}`, {
        fieldMask: "formattedAddress,location,addressComponents,types",
      });
      return toDetails(place);
    },

    async geocode(query): Promise<GeocodeResult | null> {
      const textQuery = /^\d{5}$/.test(query.trim()) ? `${query.trim()}, NY, USA` : query;
      const answer = await call<SearchTextAnswer>("/places:searchText", {
        method: "POST",
        fieldMask: "places.formattedAddress,places.location",
        body: JSON.stringify({
          textQuery,
          regionCode: "us",
          locationBias: longIslandRectangle,
          pageSize: 1,
        }),
      });
      const first = answer.places?.[0];
      const details = first ? toDetails(first) : null;
      return details
        ? {
            display_name: details.formattedAddress,
            latitude: details.latitude,
            longitude: details.longitude,
          }
        : null;
    },
  };
}
