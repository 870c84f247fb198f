/**
 * Houses as the API answers them (docs/product.md, Houses, search and sorting: house, list answer,
 * proximity-visit answer) and the list query (GET /api/houses). Dates travel as ISO strings.
 */
import { z } from "zod";
import { FEATURE_IDS, TOP_HOUSES_FILTER } from "./features";

const isoDate = z.string();

export const userNameSchema = z.object({
  firstName: z.string().nullable(),
  email: z.string().nullable(),
});
export type UserName = z.infer<typeof userNameSchema>;

export const housePhotoSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  caption: z.string().nullable(),
  /** user id of the uploader (null when that user was deleted) */
  uploadedBy: z.string().nullable(),
  createdAt: isoDate,
});
export type HousePhoto = z.infer<typeof housePhotoSchema>;

export const houseVideoSchema = z.object({
  id: z.number().int(),
  cloudflareStreamId: z.string().nullable(),
  videoUrl: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  createdAt: isoDate,
});
export type HouseVideo = z.infer<typeof houseVideoSchema>;

export const houseReviewSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  rating: z.number().int().min(1).max(5),
  review: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  user: userNameSchema,
});
export type HouseReview = z.infer<typeof houseReviewSchema>;

/** One house in a list answer (cards, map markers): no photos, videos or reviews. */
export const houseListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** Street line (the part of a full address before the first comma). */
  address: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Feature ids of the catalogue (contract/features.ts). */
  features: z.array(z.string()),
  mainImageUrl: z.string().nullable(),
  createdAt: isoDate,
  citySlug: z.string().nullable(),
  streetSlug: z.string().nullable(),
  /** Great-circle miles from the searched point; present only when a location was given. */
  distance: z.number().optional(),
  isTopHouse: z.boolean(),
  avgRating: z.number(),
  reviewCount: z.number().int(),
  pageViewCount: z.number().int(),
  /** Directions clicks. */
  visitCount: z.number().int(),
  /** GPS-detected visits. */
  proximityVisitCount: z.number().int(),
});
export type HouseListItem = z.infer<typeof houseListItemSchema>;

/** GET /api/houses/{id} and /api/houses/{citySlug}/{streetSlug}. */
export const houseDetailSchema = houseListItemSchema.extend({
  /** The signed-in caller's last GPS visit to this house (ISO), else null. */
  userLastProximityVisit: isoDate.nullable(),
  lastDescriptionEditAt: isoDate.nullable(),
  lastDescriptionEditUser: userNameSchema.nullable(),
  photos: z.array(housePhotoSchema),
  videos: z.array(houseVideoSchema),
  /** Newest first. */
  reviews: z.array(houseReviewSchema),
});
export type HouseDetail = z.infer<typeof houseDetailSchema>;

/** Any house shape a card or link can render. */
export type HouseLike = Pick<HouseListItem, "id" | "citySlug" | "streetSlug">;

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

const FILTER_IDS = new Set<string>([TOP_HOUSES_FILTER.id, ...FEATURE_IDS]);

/** Empty query values ("?searchQuery=") count as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

/** GET /api/houses query string. */
export const houseListQuerySchema = z
  .object({
    /** Comma list of feature ids (AND); "top-houses" selects isTopHouse. */
    features: optional(
      z
        .string()
        .transform((s) =>
          s
            .split(",")
            .map((f) => f.trim())
            .filter(Boolean),
        )
        .refine((list) => list.every((f) => FILTER_IDS.has(f)), {
          message: `Unknown feature; use ${[...FILTER_IDS].join(", ")}`,
        })
        .refine((list) => list.length <= FILTER_IDS.size, { message: "Too many features" }),
    ),
    searchQuery: optional(z.string().trim().max(200)),
    latitude: optional(z.coerce.number().min(-90).max(90)),
    longitude: optional(z.coerce.number().min(-180).max(180)),
    /** Miles; absent = all of Long Island. */
    maxDistance: optional(z.coerce.number().positive().max(500)),
    sortBy: optional(z.enum(SORT_VALUES)),
    limit: optional(z.coerce.number().int().min(1).max(MAX_LIST_LIMIT)),
    offset: optional(z.coerce.number().int().min(0).max(1_000_000)),
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    message: "latitude and longitude must be given together",
    path: ["latitude"],
  })
  .refine((q) => q.maxDistance === undefined || q.latitude !== undefined, {
    message: "maxDistance needs latitude and longitude",
    path: ["maxDistance"],
  })
  .refine((q) => q.sortBy !== "distance" || q.latitude !== undefined, {
    message: "sortBy=distance needs latitude and longitude",
    path: ["sortBy"],
  });
export type HouseListQuery = z.infer<typeof houseListQuerySchema>;
/** What the client sends (before parsing): features as an array is joined by the query helper. */
export type HouseListParams = {
  features?: string[];
  searchQuery?: string;
  latitude?: number;
  longitude?: number;
  maxDistance?: number;
  sortBy?: HouseSort;
  limit?: number;
  offset?: number;
};

export const houseListResponseSchema = z.object({
  houses: z.array(houseListItemSchema),
  totalCount: z.number().int(),
});
export type HouseListResponse = z.infer<typeof houseListResponseSchema>;

/** GET /api/houses/top-rated: a plain list. */
export const topRatedResponseSchema = z.array(houseListItemSchema);

export const houseIdParamSchema = z.object({ id: z.coerce.number().int().positive() });
export const houseSlugParamSchema = z.object({
  citySlug: z.string().min(1).max(200),
  streetSlug: z.string().min(1).max(300),
});

/** Proximity visit: within 30 m, accuracy no worse than 30 m. */
export const PROXIMITY_MAX_METERS = 30;
export const PROXIMITY_MAX_ACCURACY_METERS = 30;

export const proximityVisitRequestSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Reported accuracy radius in metres. */
  accuracy: z.number().nonnegative(),
});
export type ProximityVisitRequest = z.infer<typeof proximityVisitRequestSchema>;

export const proximityVisitResponseSchema = z.object({
  success: z.boolean(),
  alreadyVisited: z.boolean(),
  message: z.string(),
});
export type ProximityVisitResponse = z.infer<typeof proximityVisitResponseSchema>;

/** Answer of POST /api/houses/{id}/page-view and /visit. */
export const counterResponseSchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
});
