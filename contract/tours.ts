/** Tours (docs/product.md, Tours): requests and answers of /api/tours. */
import { z } from "zod";
import { houseScheduleSchema } from "./house-schedule";
import { bodyIdSchema, positiveIdSchema, queryWholeNumber } from "./params";
import {
  MAX_POPULAR_TOURS,
  MAX_TOUR_BUDGET_MINUTES,
  MAX_TOUR_NAME_LENGTH,
  MAX_TOUR_START_LABEL_LENGTH,
  MAX_TOUR_STOPS,
  MAX_TOWN_NAME_LENGTH,
  MIN_TOUR_BUDGET_MINUTES,
  TOUR_NAME_REQUIRED,
  TOUR_TOWN_REQUIRED,
} from "./tour-limits";
import { visibleText } from "./visible-text";

/**
 * Where the route begins. "myLocation" stores no coordinates: whoever opens the tour starts
 * from where they are (and a shared link never reveals the owner's position).
 */
export const tourStartSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("none") }),
  z.object({ kind: z.literal("myLocation") }),
  z.object({
    kind: z.literal("place"),
    /** Shown on the shared tour's page and its HTML: one line, nothing hidden (decision 335). */
    label: visibleText(z.string().trim().min(1).max(MAX_TOUR_START_LABEL_LENGTH)),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
]);
export type TourStart = z.infer<typeof tourStartSchema>;

/** What a tour shows of a house (the browser's draft tour keeps the same fields). */
export const tourHouseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  avgRating: z.number(),
  reviewCount: z.number().int(),
  mainImageUrl: z.string().nullable(),
  citySlug: z.string().nullable(),
  streetSlug: z.string().nullable(),
  /**
   * Saved and shared tours always carry these; a stop the planner added from a card carries
   * what the card knew (an older draft may lack them).
   */
  features: z.array(z.string()).optional(),
  schedule: houseScheduleSchema.nullable().optional(),
  /** Lit tonight at the moment of the answer (contract/lit-tonight.ts). */
  litTonight: z.boolean().optional(),
  /**
   * Saved and shared tours carry it: true when an admin archived the house (decision 168). The
   * stop stays in the list flagged ARCHIVED_TEXT and is off the route (decision 324).
   */
  archived: z.boolean().optional(),
});
export type TourHouse = z.infer<typeof tourHouseSchema>;

/** How a published tour appears on /tours/popular. */
export const tourPublicationSchema = z.object({
  name: z.string(),
  town: z.string(),
  publishedAt: z.string(),
});
export type TourPublication = z.infer<typeof tourPublicationSchema>;

export const tourSchema = z.object({
  id: z.number().int(),
  /** The read-only share link is /tours/shared/{shareId}. */
  shareId: z.string(),
  name: z.string(),
  start: tourStartSchema,
  budgetMinutes: z.number().int().nullable(),
  /** In route order. */
  stops: z.array(tourHouseSchema),
  /**
   * The totals by contract/tour-totals.ts: the stops kept by the budget, in order, from the start
   * when it is a place (from the first stop otherwise: "My Location" differs per viewer, and
   * `startLeg` says "notIncluded").
   */
  estimate: z.object({
    miles: z.number(),
    minutes: z.number().int(),
    stopCount: z.number().int(),
    totalStops: z.number().int(),
    startLeg: z.enum(["included", "notIncluded", "noStart"]),
  }),
  /** Set while the tour is on /tours/popular. */
  published: tourPublicationSchema.nullable(),
  /**
   * In the owner's answers only: true once an admin took the tour off Popular Tours, which its
   * owner cannot publish again (decision 294). The share link's public answer leaves it out.
   */
  takenDown: z.boolean().optional(),
  createdAt: z.string(),
  /** The tour's version: a save sends it back as `expectedUpdatedAt` (decision 322). */
  updatedAt: z.string(),
});
export type Tour = z.infer<typeof tourSchema>;

/** GET /api/tours: the caller's tours, last changed first. */
export const tourListSchema = z.array(tourSchema);

const tourNameSchema = visibleText(
  z
    .string()
    .trim()
    .min(1, TOUR_NAME_REQUIRED)
    .max(MAX_TOUR_NAME_LENGTH, `A tour name has at most ${MAX_TOUR_NAME_LENGTH} characters`),
);

const stopIdsSchema = z
  .array(bodyIdSchema)
  .max(MAX_TOUR_STOPS, `A tour holds at most ${MAX_TOUR_STOPS} stops`)
  .refine((ids) => new Set(ids).size === ids.length, "Each house can be in a tour only once");

const budgetSchema = z
  .number()
  .int()
  .min(MIN_TOUR_BUDGET_MINUTES)
  .max(MAX_TOUR_BUDGET_MINUTES)
  .nullable();

/** POST /api/tours */
export const createTourRequestSchema = z.object({
  name: tourNameSchema,
  start: tourStartSchema.default({ kind: "none" }),
  budgetMinutes: budgetSchema.default(null),
  /** House ids in route order. */
  stopIds: stopIdsSchema,
});
export type CreateTourRequest = z.input<typeof createTourRequestSchema>;

/**
 * PATCH /api/tours/{id}: any of the fields; stopIds replaces the whole list. With
 * `expectedUpdatedAt` (the `updatedAt` of the copy the edit started from) the change is made only
 * if nobody saved the tour since: otherwise 409 (decision 322).
 */
export const updateTourRequestSchema = z
  .object({
    name: tourNameSchema,
    start: tourStartSchema,
    budgetMinutes: budgetSchema,
    stopIds: stopIdsSchema,
    expectedUpdatedAt: z.iso.datetime(),
  })
  .partial()
  .refine(
    ({ expectedUpdatedAt: _version, ...changes }) => Object.keys(changes).length > 0,
    "Nothing to change",
  );
export type UpdateTourRequest = z.input<typeof updateTourRequestSchema>;

export const tourIdParamSchema = z.object({ id: positiveIdSchema });
/** 16 random bytes, base64url. */
export const SHARE_ID_PATTERN = "[A-Za-z0-9_-]{22}";
export const tourShareParamSchema = z.object({
  shareId: z.string().regex(new RegExp(`^${SHARE_ID_PATTERN}$`)),
});

export { MAX_TOWN_NAME_LENGTH };

/** PUT /api/tours/{id}/publish: the name and town the popular list shows. */
export const publishTourRequestSchema = z.object({
  name: tourNameSchema,
  town: visibleText(
    z
      .string()
      .trim()
      .min(1, TOUR_TOWN_REQUIRED)
      .max(MAX_TOWN_NAME_LENGTH, `A town has at most ${MAX_TOWN_NAME_LENGTH} characters`),
  ),
});
export type PublishTourRequest = z.input<typeof publishTourRequestSchema>;

/** An entry of GET /api/tours/popular. */
export const popularTourSchema = z.object({
  tourId: z.number().int(),
  shareId: z.string(),
  name: z.string(),
  town: z.string(),
  /** The listed stops (archived ones left out: decision 324), as many as `stopIds` names. */
  stopCount: z.number().int(),
  /**
   * The houses of those stops, so a copy the service worker saved can let go of a house the app
   * learns is gone, as the server's next answer would (decision 377). The shared tour's own answer
   * names them too.
   */
  stopIds: z.array(z.number().int()),
  /** People who opened it or saved a copy this season, each once a day. */
  opensThisSeason: z.number().int(),
  publishedAt: z.string(),
});
export type PopularTour = z.infer<typeof popularTourSchema>;
export const popularTourListSchema = z.array(popularTourSchema);

/** GET /api/tours/popular?limit= (the landing asks for 3). */
export const popularToursQuerySchema = z.object({
  limit: queryWholeNumber(1, MAX_POPULAR_TOURS).default(MAX_POPULAR_TOURS),
});
