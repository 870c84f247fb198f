/**
 * What the home screen searches for, built in one place: the screen builds its search from what
 * the visitor picked, and a restored session asks for the first search (the one the address names,
 * else the screen's defaults) while the screen's code still loads (src/routes/app-routes.tsx).
 */
import type { HouseListParams } from "@contract/house";
import {
  DEFAULT_DISTANCE,
  effectiveSort,
  HOME_PAGE_SIZE,
  type HouseSort,
  MAP_PAGE_SIZE,
} from "@contract/limits";
import type { QueryClient } from "@tanstack/react-query";
import type { DistanceValue } from "@/components/search/distance-label";
import { houseInfiniteQuery } from "@/lib/queries/houses";
import { siteContentQuery } from "@/lib/queries/site-content";
import { readHomeUrl } from "./home-url";
import type { HomeViewMode } from "./view-toggle";

export type SearchTarget =
  | { kind: "none" }
  | { kind: "point"; latitude: number; longitude: number; label: string }
  | { kind: "text"; searchQuery: string };

/** The visitor's choices the search depends on. */
export interface HomeSearchChoices {
  target: SearchTarget;
  distance: DistanceValue;
  features: string[];
  litTonight: boolean;
  /** The sort picked, or null for the default of the search (nearest first near a place). */
  sort: HouseSort | null;
  viewMode: HomeViewMode;
}

export const INITIAL_CHOICES: HomeSearchChoices = {
  target: { kind: "none" },
  distance: DEFAULT_DISTANCE,
  features: [],
  litTonight: false,
  sort: null,
  viewMode: "grid",
};

/** The filters sent to GET /api/houses, and the page size of the view showing them. */
export interface HomeSearch {
  params: Omit<HouseListParams, "limit" | "offset"> & { sortBy: HouseSort };
  pageSize: number;
}

export function homeSearch(choices: HomeSearchChoices): HomeSearch {
  const { target, distance, features, litTonight, sort, viewMode } = choices;
  return {
    params: {
      features,
      sortBy: effectiveSort(sort, target.kind === "point"),
      ...(litTonight ? { litTonight } : {}),
      ...(target.kind === "point"
        ? {
            latitude: target.latitude,
            longitude: target.longitude,
            ...(distance !== null ? { maxDistance: distance } : {}),
          }
        : {}),
      ...(target.kind === "text" ? { searchQuery: target.searchQuery } : {}),
    },
    pageSize: viewMode === "map" ? MAP_PAGE_SIZE : HOME_PAGE_SIZE,
  };
}

/**
 * Asks for what the home screen first shows: its texts and the first page of its default search.
 * Answers already cached and fresh are not asked again. Not the top rated houses: they are below
 * the results and asked for once needed soon (decision 299).
 */
export function prefetchHomeAnswers(queryClient: QueryClient) {
  // The search the address names (decision 379): plain /home is the screen's defaults.
  const { params, pageSize } = homeSearch(readHomeUrl(new URLSearchParams(window.location.search)));
  void queryClient.prefetchInfiniteQuery(houseInfiniteQuery(params, pageSize));
  void queryClient.prefetchQuery(siteContentQuery("home"));
}
