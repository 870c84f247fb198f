/**
 * Town queries: every town with houses, and one town's houses with its nearest towns. Keys under
 * ["houses", ...] so every write that refreshes house lists refreshes the towns too.
 */
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";
import { takeEmbeddedTown, takeEmbeddedTowns } from "../embedded-town";

export const townKeys = {
  all: ["houses", "towns"] as const,
  town: (citySlug: string) => ["houses", "towns", citySlug] as const,
};

export const townsQuery = () =>
  queryOptions({
    queryKey: townKeys.all,
    queryFn: ({ signal }) => api("GET /api/towns", { signal }),
    // A town page's HTML carries its data: paint with it, then refetch (updated "long ago").
    initialData: () => takeEmbeddedTowns(),
    initialDataUpdatedAt: 0,
  });

export const townQuery = (citySlug: string) =>
  queryOptions({
    queryKey: townKeys.town(citySlug),
    queryFn: ({ signal }) => api("GET /api/towns/:citySlug", { path: { citySlug }, signal }),
    retry: false,
    initialData: () => takeEmbeddedTown(citySlug),
    initialDataUpdatedAt: 0,
    // Asked even when the browser says it is offline: the service worker answers with the copy
    // it saved of a town opened before (decision 401), or the request fails at once and the
    // page says the town needs a connection, as a house page does.
    networkMode: "offlineFirst",
  });
