/**
 * Houses as the API answers them (docs/product.md, Houses, search and sorting: house, list answer,
 * proximity-visit answer) and the list query (GET /api/houses). Dates travel as ISO strings.
 */
import { z } from "zod";
import { FEATURE_IDS, TOP_HOUSES_FILTER } from "./features";
import { SEASON_PLANS } from "./homeowner-texts";
import { houseScheduleSchema, lightsReportsSchema } from "./house-schedule";
import {
  type HouseSort,
  MAX_LIST_LIMIT,
  MAX_SEARCH_QUERY_LENGTH,
  normalizeSearchQuery,
  SORT_VALUES,
} from "./limits";
import { queryNumber, queryWholeNumber } from "./params";

/** Declared with the other path parameters (params.ts); kept here for existing imports. */
export { houseIdParamSchema } from "./params";

const isoDate = z.string();

/**
 * A person as other people see them: first name and last initial. `email` is present only
 * when the viewer is that person or an admin; another person's e-mail never leaves the server.
 */
export const userNameSchema = z.object({
  firstName: z.string().nullable(),
  lastInitial: z.string().nullable(),
  email: z.string().nullable().optional(),
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
  /** The homeowner's one answer, shown under the review (docs/homeowners.md). */
  ownerAnswer: z.string().nullable(),
  ownerAnswerAt: isoDate.nullable(),
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
  /** Hours, season, show times and FM (docs/product.md, Lit tonight). */
  schedule: houseScheduleSchema,
  /** Lit now by its hours, or by a report of the last three hours. */
  litTonight: z.boolean(),
  /** The latest season (its November's year) someone confirmed the lights, else null. */
  confirmedSeason: z.number().int().nullable(),
  lastConfirmedAt: isoDate.nullable(),
  /** The owner's answer for the current season (contract/homeowner-texts.ts), else null. */
  seasonPlan: z.enum(SEASON_PLANS).nullable(),
  /**
   * True while a removal request waits: the address reads ADDRESS_HIDDEN_TEXT, the coordinates
   * are rounded to the map area and the street slug is null.
   */
  addressHidden: z.boolean(),
  /** Enough people reported it no longer decorates, and nobody has seen it lit since. */
  reportedDark: z.boolean(),
});
export type HouseListItem = z.infer<typeof houseListItemSchema>;

/** GET /api/houses/{id} and /api/houses/{citySlug}/{streetSlug}. */
export const houseDetailSchema = houseListItemSchema.extend({
  /** The signed-in caller's last GPS visit to this house (ISO), else null. */
  userLastProximityVisit: isoDate.nullable(),
  lastDescriptionEditAt: isoDate.nullable(),
  lastDescriptionEditUser: userNameSchema.nullable(),
  photos: z.array(housePhotoSchema),
  /**
   * The signed-in caller submitted the house and its main photo is still the one they sent: it
   * is no row of `photos`, so "Your Photos" says so beside the ones they can remove (decision 405).
   */
  mainImageByViewer: z.boolean(),
  videos: z.array(houseVideoSchema),
  /** Newest first. */
  reviews: z.array(houseReviewSchema),
  /** Tonight's "lights on" / "lights off" reports. */
  lightsReports: lightsReportsSchema,
  /** The approved homeowner's user id (docs/homeowners.md), else null. */
  ownerId: z.string().nullable(),
  /**
   * Taken off the directory (decision 168): out of search, the map and its town's page, while its
   * own page still answers.
   */
  archived: z.boolean(),
  /** Its town has a page (/lights/{town}): some house there is not archived. */
  townListed: z.boolean(),
});
export type HouseDetail = z.infer<typeof houseDetailSchema>;

/** The house's visit counters: they change with nearly every visit, the rest of it rarely. */
export type HouseCounters = Pick<
  HouseDetail,
  "pageViewCount" | "visitCount" | "proximityVisitCount"
>;
/** A house without its visit counters: what the house page's sections show. */
export type HouseContent = Omit<HouseDetail, keyof HouseCounters>;

export {
  DEFAULT_DISTANCE,
  DISTANCE_OPTIONS,
  effectiveSort,
  HOME_PAGE_SIZE,
  type HouseSort,
  MAP_PAGE_SIZE,
  MAX_LIST_LIMIT,
  PROXIMITY_MAX_ACCURACY_METERS,
  PROXIMITY_MAX_METERS,
  SIGNED_OUT_LIMIT,
  SORT_VALUES,
} from "./limits";

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
    /** Trimmed; blank = no search (normalizeSearchQuery, the client's rule too). */
    searchQuery: z.preprocess(
      (v) => (typeof v === "string" ? normalizeSearchQuery(v) : (v ?? undefined)),
      z.string().max(MAX_SEARCH_QUERY_LENGTH).optional(),
    ),
    latitude: optional(queryNumber(-90, 90)),
    longitude: optional(queryNumber(-180, 180)),
    /** Miles; absent = all of Long Island. */
    maxDistance: optional(queryNumber(0, 500, { aboveMin: true })),
    sortBy: optional(z.enum(SORT_VALUES)),
    limit: optional(queryWholeNumber(1, MAX_LIST_LIMIT)),
    offset: optional(queryWholeNumber(0, 1_000_000)),
    /** "true" keeps only houses lit tonight. */
    litTonight: optional(z.enum(["true", "false"]).transform((v) => v === "true")),
    /** "true" keeps only houses confirmed lit this season (contract/season.ts). */
    confirmed: optional(z.enum(["true", "false"]).transform((v) => v === "true")),
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
  litTonight?: boolean;
  confirmed?: boolean;
};

/** GET /api/houses's query string as the client writes it (features as a comma list). */
export type HouseListSearch = {
  features?: string;
  searchQuery?: string;
  latitude?: number;
  longitude?: number;
  maxDistance?: number;
  sortBy?: HouseSort;
  limit?: number;
  offset?: number;
  litTonight?: "true";
  confirmed?: "true";
};

export const houseListResponseSchema = z.object({
  houses: z.array(houseListItemSchema),
  totalCount: z.number().int(),
});
export type HouseListResponse = z.infer<typeof houseListResponseSchema>;

/** GET /api/houses/top-rated: a plain list. */
export const topRatedResponseSchema = z.array(houseListItemSchema);

export const houseSlugParamSchema = z.object({
  citySlug: z.string().min(1).max(200),
  streetSlug: z.string().min(1).max(300),
});

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
export type CounterResponse = z.infer<typeof counterResponseSchema>;

/** GET /api/houses/stats: the landing hero counts. */
export const siteStatsSchema = z.object({
  houses: z.number().int(),
  users: z.number().int(),
  photos: z.number().int(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;
