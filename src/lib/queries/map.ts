import type { HouseListItem, HouseListParams } from "@contract/house";
import { MAP_PAGE_SIZE } from "@contract/limits";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";
import { houseKeys, houseListSearch } from "./houses";

export const mapKeys = {
  config: ["map", "config"] as const,
};

export const mapConfigQuery = queryOptions({
  queryKey: mapKeys.config,
  queryFn: () => api("GET /api/map-config"),
  staleTime: Number.POSITIVE_INFINITY,
});

/** A safety stop: 50 pages = 5,000 houses. */
const MAX_PAGES = 50;

/** Every house for /map: GET /api/houses 100 at a time until a short page. */
export const allMapHousesQuery = (params: HouseListParams = {}) =>
  queryOptions({
    queryKey: houseKeys.mapAll(params),
    queryFn: async ({ signal }) => {
      const houses: HouseListItem[] = [];
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await api("GET /api/houses", {
          query: houseListSearch({ ...params, limit: MAP_PAGE_SIZE, offset: page * MAP_PAGE_SIZE }),
          signal,
        });
        houses.push(...result.houses);
        if (result.houses.length < MAP_PAGE_SIZE) break;
      }
      return houses;
    },
  });
