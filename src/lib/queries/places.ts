import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";

export const placeKeys = {
  all: ["places"] as const,
  autocomplete: (input: string) => ["places", "autocomplete", input] as const,
  townCentre: (town: string) => ["places", "town-centre", town.toLowerCase()] as const,
  townSpelling: (text: string) => ["places", "town-spelling", text.toLowerCase()] as const,
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

/** The same, kept: what an empty text search asks about the place it names (decision 380). */
export const townCentreQuery = (town: string) =>
  queryOptions({
    queryKey: placeKeys.townCentre(town),
    queryFn: () => townCentre(town),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** An empty text search's misspelled towns put right, kept: "Did you mean Freeport?" (decision 420). */
export const townSpellingQuery = (text: string) =>
  queryOptions({
    queryKey: placeKeys.townSpelling(text),
    queryFn: () => api("GET /api/town-spelling", { query: { text } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
