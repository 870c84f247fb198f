import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";
import { SAVED_ANSWER_PATH } from "../offline/connection";

export const favoriteKeys = {
  all: ["favorites"] as const,
  list: () => ["favorites", "list"] as const,
  check: (houseId: number) => ["favorites", "check", houseId] as const,
};

export const favoritesQuery = () =>
  queryOptions({
    queryKey: favoriteKeys.list(),
    queryFn: ({ signal }) => api("GET /api/favorites", { signal }),
    // Kept by the service worker: asked for offline too, as a house is (decision 297).
    networkMode: "offlineFirst",
    // A late network answer replaces the saved copy (decision 342).
    meta: { [SAVED_ANSWER_PATH]: "/api/favorites" },
  });

export const favoriteCheckQuery = (houseId: number) =>
  queryOptions({
    queryKey: favoriteKeys.check(houseId),
    queryFn: ({ signal }) =>
      api("GET /api/favorites/:houseId/check", { path: { houseId }, signal }),
    networkMode: "offlineFirst",
  });

export function addFavorite(houseId: number) {
  return api("POST /api/favorites", { body: { houseId } });
}

export function removeFavorite(houseId: number) {
  return api("DELETE /api/favorites/:houseId", { path: { houseId } });
}
