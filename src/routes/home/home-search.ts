/**
 * What the home screen searches for, built in one place: the screen builds its search from what
 * the visitor picked, and a restored session asks for the first search while the screen's code
 * still loads (home-prefetch.ts).
 */
import type { HouseListParams } from "@contract/house";
import { effectiveSort, HOME_PAGE_SIZE, type HouseSort, MAP_PAGE_SIZE } from "@contract/limits";
import type { DistanceValue } from "@/components/search/distance-label";
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
