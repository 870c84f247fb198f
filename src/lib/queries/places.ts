import type { AutocompleteResponse, GeocodeResult, PlaceDetails } from "@contract/places";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";

export const placeKeys = {
  all: ["places"] as const,
  autocomplete: (input: string) => ["places", "autocomplete", input] as const,
};

export const autocompleteQuery = (input: string) =>
  queryOptions({
    queryKey: placeKeys.autocomplete(input),
    queryFn: ({ signal }) => api.get<AutocompleteResponse>("/api/autocomplete", { input }, signal),
    staleTime: 5 * 60_000,
  });

export function geocode(query: string) {
  return api.get<GeocodeResult>("/api/geocode", { query });
}

export function placeDetails(placeId: string) {
  return api.get<PlaceDetails>("/api/place-details", { placeId });
}
