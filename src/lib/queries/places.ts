import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";

export const placeKeys = {
  all: ["places"] as const,
  autocomplete: (input: string) => ["places", "autocomplete", input] as const,
};

export const autocompleteQuery = (input: string) =>
  queryOptions({
    queryKey: placeKeys.autocomplete(input),
    queryFn: ({ signal }) => api("GET /api/autocomplete", { query: { input }, signal }),
    staleTime: 5 * 60_000,
  });

export function geocode(query: string, signal?: AbortSignal) {
  return api("GET /api/geocode", { query: { query }, signal });
}

export function placeDetails(placeId: string, signal?: AbortSignal) {
  return api("GET /api/place-details", { query: { placeId }, signal });
}

/** The centre of a Long Island town the app's gazetteer knows ({ town: null } for any other). */
export function townCentre(town: string) {
  return api("GET /api/town-centre", { query: { town } });
}
