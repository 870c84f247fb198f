/**
 * House queries: list/search (paged, infinite), top rated, detail, landing stats, and the
 * counters (page view, directions visit, proximity visit). Keys: ["houses", "list", params],
 * ["houses", "detail", idOrSlugs], ... Mutations elsewhere invalidate by the ["houses"] prefix
 * or by houseDetailKey(...).
 */
import type {
  HouseDetail,
  HouseListItem,
  HouseListParams,
  HouseListResponse,
  ProximityVisitRequest,
  ProximityVisitResponse,
} from "@contract/house";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api } from "../api";

/** Route params of the house page: /house/{id} or /house/{citySlug}/{streetSlug}. */
export type HouseRef = { id: number } | { citySlug: string; streetSlug: string };

export const houseKeys = {
  all: ["houses"] as const,
  lists: () => ["houses", "list"] as const,
  list: (params: HouseListParams) => ["houses", "list", params] as const,
  infinite: (params: HouseListParams) => ["houses", "list", "infinite", params] as const,
  topRated: () => ["houses", "top-rated"] as const,
  stats: () => ["houses", "stats"] as const,
  details: () => ["houses", "detail"] as const,
  detail: (ref: HouseRef) =>
    "id" in ref
      ? (["houses", "detail", String(ref.id)] as const)
      : (["houses", "detail", ref.citySlug, ref.streetSlug] as const),
};
/** Alias the contribute screens use to invalidate one house page. */
export const houseDetailKey = houseKeys.detail;

/** Client params -> the query string of GET /api/houses (features as a comma list). */
export function houseListSearch(params: HouseListParams) {
  return {
    features: params.features?.length ? params.features.join(",") : undefined,
    searchQuery: params.searchQuery?.trim() || undefined,
    latitude: params.latitude,
    longitude: params.longitude,
    maxDistance: params.latitude !== undefined ? params.maxDistance : undefined,
    sortBy: params.sortBy,
    limit: params.limit,
    offset: params.offset,
  };
}

export function fetchHouses(params: HouseListParams, signal?: AbortSignal) {
  return api.get<HouseListResponse>("/api/houses", houseListSearch(params), signal);
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

export const topRatedQuery = () =>
  queryOptions({
    queryKey: houseKeys.topRated(),
    queryFn: ({ signal }) => api.get<HouseListItem[]>("/api/houses/top-rated", undefined, signal),
  });

export type SiteStats = { houses: number; users: number; photos: number };
export const siteStatsQuery = () =>
  queryOptions({
    queryKey: houseKeys.stats(),
    queryFn: ({ signal }) => api.get<SiteStats>("/api/houses/stats", undefined, signal),
    staleTime: 5 * 60_000,
  });

export function houseDetailPath(ref: HouseRef) {
  return "id" in ref
    ? `/api/houses/${ref.id}`
    : `/api/houses/${encodeURIComponent(ref.citySlug)}/${encodeURIComponent(ref.streetSlug)}`;
}

export const houseDetailQuery = (ref: HouseRef) =>
  queryOptions({
    queryKey: houseKeys.detail(ref),
    queryFn: ({ signal }) => api.get<HouseDetail>(houseDetailPath(ref), undefined, signal),
  });

export function postPageView(houseId: number) {
  return api.post<{ success: true; count: number }>(`/api/houses/${houseId}/page-view`);
}

export function postVisit(houseId: number) {
  return api.post<{ success: true; count: number }>(`/api/houses/${houseId}/visit`);
}

export function postProximityVisit(houseId: number, body: ProximityVisitRequest) {
  return api.post<ProximityVisitResponse>(`/api/houses/${houseId}/proximity-visit`, body);
}
