/**
 * Every limit and list rule the worker and the client share, in one zod-free module: the
 * client's first screens import these at runtime without pulling zod in. The schema modules
 * (house.ts, reviews.ts, media.ts, house-submission.ts) import them from here.
 */

// ---- Texts -----------------------------------------------------------------------------------

export const MAX_REVIEW_LENGTH = 5000;
export const MAX_DESCRIPTION_LENGTH = 5000;
export const MAX_SEARCH_QUERY_LENGTH = 200;

/** A search text as the API reads it: trimmed, and blank means no search at all. */
export function normalizeSearchQuery(raw: string | null | undefined): string | undefined {
  const text = raw?.trim();
  return text ? text : undefined;
}

// ---- House lists -----------------------------------------------------------------------------

export const SORT_VALUES = [
  "distance",
  "rating",
  "recentlyAdded",
  "pageViews",
  "visits",
  "topHouses",
] as const;
export type HouseSort = (typeof SORT_VALUES)[number];

/**
 * The one sort rule of house lists: the requested sort when it can apply, else nearest first
 * when a location is set, else highest rated. "distance" without a location cannot apply.
 */
export function effectiveSort(
  requested: HouseSort | null | undefined,
  hasLocation: boolean,
): HouseSort {
  if (requested && (requested !== "distance" || hasLocation)) return requested;
  return hasLocation ? "distance" : "rating";
}

/** The distance options in miles; "All of Long Island" = maxDistance absent. */
export const DISTANCE_OPTIONS = [5, 10, 25] as const;
export const DEFAULT_DISTANCE = 5;
/** Home page size (MAP_PAGE_SIZE in map view). */
export const HOME_PAGE_SIZE = 10;
export { MAP_PAGE_SIZE } from "./map-page-size";
/** Signed-out callers of list endpoints get at most this many houses per call. */
export const SIGNED_OUT_LIMIT = 3;
export const MAX_LIST_LIMIT = 100;

/** Proximity visit: within 30 m, accuracy no worse than 30 m. */
export const PROXIMITY_MAX_METERS = 30;
export const PROXIMITY_MAX_ACCURACY_METERS = 30;

// ---- Media and submissions -------------------------------------------------------------------

/** 10 MB per image after client compression. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Longest side accepted by the server (client sends at most 1920). */
export const MAX_IMAGE_DIMENSION_SERVER = 8000;
/**
 * The largest video accepted, one limit everywhere: 10 GB (10 GiB, as computers count file sizes).
 * The product states it both as "at most 10GB" and as "must be under 10GB"; a file of exactly
 * 10 GB is taken, as it always was (decision 326).
 */
export const MAX_VIDEO_BYTES = 10 * 1024 * 1024 * 1024;
export const VIDEO_TOO_LARGE_MESSAGE = "Video files must be under 10GB";
export const MAX_PHOTOS_PER_SUBMISSION = 5;
/** Videos one house may carry (links and uploads together); a submission attaches at most these. */
export const MAX_VIDEOS_PER_HOUSE = 3;
export const MAX_VIDEOS_PER_SUBMISSION = MAX_VIDEOS_PER_HOUSE;
export const TOO_MANY_VIDEOS_MESSAGE = "You can upload up to 3 videos per house";

export const SUBMISSION_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  addressMin: 5,
  addressMax: 200,
  /** The longest Long Island place name has 22 letters; a published tour's town has 60 too. */
  cityMax: 60,
  descriptionMax: MAX_DESCRIPTION_LENGTH,
  reviewMax: MAX_REVIEW_LENGTH,
  maxPhotos: MAX_PHOTOS_PER_SUBMISSION,
  maxVideos: MAX_VIDEOS_PER_SUBMISSION,
} as const;
