/**
 * House queries: list/search (paged, infinite), top rated, detail, landing stats, and the
 * counters (page view, directions visit, proximity visit). Keys: ["houses", "list", params],
 * ["houses", "detail", idOrSlugs], ... Mutations elsewhere invalidate by the ["houses"] prefix
 * or by houseDetailKey(...).
 */

import type { HouseListParams, HouseListSearch, ProximityVisitRequest } from "@contract/house";
import type { HouseRef } from "@contract/house-path";
import { normalizeSearchQuery } from "@contract/limits";
import { siteStatsQueryKey } from "@contract/page-data";
import { CONFIRMED_FILTER_ID } from "@contract/season";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api } from "../api";
import { takeEmbeddedHouse } from "../embedded-house";

/** Route params of the house page: /house/{id} or /house/{citySlug}/{streetSlug}. */

export const houseKeys = {
  all: ["houses"] as const,
  lists: () => ["houses", "list"] as const,
  list: (params: HouseListParams) => ["houses", "list", params] as const,
  infinite: (params: HouseListParams) => ["houses", "list", "infinite", params] as const,
  topRated: () => ["houses", "top-rated"] as const,
  /** The landing's HTML carries this answer (contract/page-data.ts). */
  stats: siteStatsQueryKey,
  details: () => ["houses", "detail"] as const,
  /** Every house of the map screen (all pages), under the list prefix so writes refresh it. */
  mapAll: (params: HouseListParams) => ["houses", "list", "map-all", params] as const,
  detail: (ref: HouseRef) =>
    "id" in ref
      ? (["houses", "detail", String(ref.id)] as const)
      : (["houses", "detail", ref.citySlug, ref.streetSlug] as const),
};
/** Alias the contribute screens use to invalidate one house page. */
export const houseDetailKey = houseKeys.detail;

/** Client params -> the query string of GET /api/houses (features as a comma list). */
export function houseListSearch(params: HouseListParams): HouseListSearch {
  // "Confirmed this season" sits among the chosen filters but is its own query parameter.
  const confirmedChosen = params.features?.includes(CONFIRMED_FILTER_ID) ?? false;
  const features = (params.features ?? []).filter((id) => id !== CONFIRMED_FILTER_ID);
  return {
    features: features.length ? features.join(",") : undefined,
    searchQuery: normalizeSearchQuery(params.searchQuery),
    latitude: params.latitude,
    longitude: params.longitude,
    maxDistance: params.latitude !== undefined ? params.maxDistance : undefined,
    sortBy: params.sortBy,
    limit: params.limit,
    offset: params.offset,
    litTonight: params.litTonight ? "true" : undefined,
    confirmed: params.confirmed || confirmedChosen ? "true" : undefined,
  };
}

export function fetchHouses(params: HouseListParams, signal?: AbortSignal) {
  return api("GET /api/houses", { query: houseListSearch(params), signal });
}

export const houseListQuery = (params: HouseListParams) =>
  queryOptions({
    queryKey: houseKeys.list(params),
    queryFn: ({ signal }) => fetchHouses(params, signal),
  });

/**
 * Offset pages of `pageSize`; the next page is fetched only when the last one was full
 * (docs/product.md, Houses, search and sorting).
 */
export const houseInfiniteQuery = (
  params: Omit<HouseListParams, "offset" | "limit">,
  pageSize: number,
) =>
  infiniteQueryOptions({
    queryKey: houseKeys.infinite({ ...params, limit: pageSize }),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchHouses({ ...params, limit: pageSize, offset: pageParam }, signal),
    getNextPageParam: (last, pages) =>
      last.houses.length === pageSize ? pages.length * pageSize : undefined,
  });

/**
 * The houses of every loaded page, each once. Pages are offsets into an order that can change
 * between two fetches (a new rating moves a house up or down), so a house can come back on the
 * next page; the first time it was shown wins.
 */
export function loadedHouses<T extends { id: number }>(
  data: { pages: { houses: T[] }[] } | undefined,
): T[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.houses.filter((house) => !seen.has(house.id) && Boolean(seen.add(house.id))),
  );
}

export const topRatedQuery = () =>
  queryOptions({
    queryKey: houseKeys.topRated(),
    queryFn: ({ signal }) => api("GET /api/houses/top-rated", { signal }),
  });

export const siteStatsQuery = () =>
  queryOptions({
    queryKey: houseKeys.stats(),
    queryFn: ({ signal }) => api("GET /api/houses/stats", { signal }),
    staleTime: 5 * 60_000,
  });

export function fetchHouseDetail(ref: HouseRef, signal?: AbortSignal) {
  return "id" in ref
    ? api("GET /api/houses/:id", { path: ref, signal })
    : api("GET /api/houses/:citySlug/:streetSlug", { path: ref, signal });
}

export const houseDetailQuery = (ref: HouseRef) =>
  queryOptions({
    queryKey: houseKeys.detail(ref),
    queryFn: ({ signal }) => fetchHouseDetail(ref, signal),
    // A house page's HTML carries the house: paint with it, then refetch (updated "long ago").
    initialData: () => takeEmbeddedHouse(ref),
    initialDataUpdatedAt: 0,
    // Asked even when the browser says it is offline: the service worker answers with the copy
    // it saved, or the request fails at once and the page says the house isn't saved. Left
    // "online", a house opened after the connection dropped showed its loading state until the
    // connection came back.
    networkMode: "offlineFirst",
  });

export function postPageView(houseId: number) {
  return api("POST /api/houses/:id/page-view", { path: { id: houseId } });
}

export function postVisit(houseId: number) {
  return api("POST /api/houses/:id/visit", { path: { id: houseId } });
}

export function postProximityVisit(houseId: number, body: ProximityVisitRequest) {
  return api("POST /api/houses/:id/proximity-visit", { path: { id: houseId }, body });
}

export const deleteHouse = (houseId: number) =>
  api("DELETE /api/houses/:id", { path: { id: houseId } });
