/**
 * Zod-free constants and helpers for listing and linking houses, so the landing page can use them
 * without loading zod (docs/performance.md). contract/house.ts re-exports them for the worker.
 */

/** Any house shape a card or link can render. */
export interface HouseLike {
  id: number;
  citySlug: string | null;
  streetSlug: string | null;
}

/** /house/{citySlug}/{streetSlug}, or /house/{id} when either slug is missing. */
export function housePath(house: HouseLike): string {
  return house.citySlug && house.streetSlug
    ? `/house/${house.citySlug}/${house.streetSlug}`
    : `/house/${house.id}`;
}

export const SORT_VALUES = [
  "distance",
  "rating",
  "recentlyAdded",
  "pageViews",
  "visits",
  "topHouses",
] as const;
export type HouseSort = (typeof SORT_VALUES)[number];

/** The spec's distance options in miles; "All of Long Island" = maxDistance absent. */
export const DISTANCE_OPTIONS = [5, 10, 25] as const;
export const DEFAULT_DISTANCE = 5;
/** Home page size (100 in map view). */
export const HOME_PAGE_SIZE = 10;
export const MAP_PAGE_SIZE = 100;
/** Signed-out callers of list endpoints get at most this many houses per call. */
export const SIGNED_OUT_LIMIT = 3;
export const MAX_LIST_LIMIT = 100;

export const PROXIMITY_MAX_METERS = 30;
export const PROXIMITY_MAX_ACCURACY_METERS = 30;
