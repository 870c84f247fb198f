import type { Favorite, FavoriteCheck } from "@contract/favorites";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";

export const favoriteKeys = {
  all: ["favorites"] as const,
  list: () => ["favorites", "list"] as const,
  check: (houseId: number) => ["favorites", "check", houseId] as const,
};

export const favoritesQuery = () =>
  queryOptions({
    queryKey: favoriteKeys.list(),
    queryFn: ({ signal }) => api.get<Favorite[]>("/api/favorites", undefined, signal),
  });

export const favoriteCheckQuery = (houseId: number) =>
  queryOptions({
    queryKey: favoriteKeys.check(houseId),
    queryFn: ({ signal }) =>
      api.get<FavoriteCheck>(`/api/favorites/${houseId}/check`, undefined, signal),
  });

export function addFavorite(houseId: number) {
  return api.post<{ houseId: number; isFavorite: true }>("/api/favorites", { houseId });
}

export function removeFavorite(houseId: number) {
  return api.delete<{ houseId: number; isFavorite: false }>(`/api/favorites/${houseId}`);
}
