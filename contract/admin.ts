/**
 * Admin area contract (docs/product.md, Admin): list queries, answers, edits, db-sync.
 * Admin lists are page-based: {items, total, page, totalPages}, 20 per page by default.
 */
import { z } from "zod";
import { isOnLongIsland } from "./address";
import {
  CONTENT_KEY_PATTERN,
  CONTENT_MAX_LENGTH,
  CONTENT_REQUIRED_MESSAGE,
} from "./admin-content-rules";
import type { AdminFeatureFlag } from "./admin-feature-flags";
import {
  ADMIN_HOUSE_CHECKED_FIELDS,
  type AdminHouseCheckedField,
  HOUSE_CHANGED_SINCE_OPENED,
} from "./admin-house-texts";
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from "./admin-page-size";
import { CONTENT_PAGE_FILTERS, type ContentPageFilter, SITE_CONTENT_PAGES } from "./content-order";
import { FEATURE_IDS } from "./features";
import { SUBMISSION_MESSAGES, submissionFields, toStreetLine } from "./house-submission";
import { queryWholeNumber } from "./params";
import { personForAdminsSchema, type User, userSchema } from "./user";
import { visibleText } from "./visible-text";

export { ADMIN_FEATURE_FLAGS, type AdminFeatureFlag, adminFlagsFor } from "./admin-feature-flags";
export { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE };

export const adminListQuerySchema = z.object({
  page: queryWholeNumber(1, 1_000_000).default(1),
  limit: queryWholeNumber(1, ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** Page count for "Page X of Y": never 0, so an empty list still reads "Page 1 of 1". */
export function totalPagesFor(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

const pagedShape = {
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  totalPages: z.number().int().positive(),
};

// ---- Houses ----------------------------------------------------------------------------------

export const adminHouseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  description: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  isTopHouse: z.boolean(),
  features: z.array(z.string()),
  mainImageUrl: z.string().nullable(),
  citySlug: z.string().nullable(),
  streetSlug: z.string().nullable(),
  avgRating: z.number(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
  /**
   * When the house last changed in any way (a rating too); a page from before decision 369 sends
   * it back as `expectedUpdatedAt` (decision 365).
   */
  updatedAt: z.string(),
  /** The file an admin imported the house from, else null (contract/house-import.ts). */
  importSource: z.string().nullable(),
  hasBlowUps: z.boolean(),
  hasMusicSync: z.boolean(),
  hasAnimations: z.boolean(),
  hasSantaSleigh: z.boolean(),
  hasNativityScene: z.boolean(),
} satisfies Record<AdminFeatureFlag, z.ZodBoolean> & Record<string, z.ZodType>);
export type AdminHouse = z.infer<typeof adminHouseSchema>;

export const adminHouseListSchema = z.object({ ...pagedShape, houses: z.array(adminHouseSchema) });
export type AdminHouseList = z.infer<typeof adminHouseListSchema>;
/** PUT /api/admin/houses/:id answers the saved house. */
export const adminHouseAnswerSchema = z.object({ house: adminHouseSchema });

/** A text that may be cleared (null or ""), or left out: then it is not written. */
const optionalText = (max: number, lines: "one" | "several") =>
  visibleText(z.string().trim().max(max), { lines })
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

/** A house's stored text, as an admin answer gave it (never longer than this). */
const storedText = z.string().max(20_000);

/**
 * What the edit started from: the value each field it changes had when the edit read the house
 * (an admin answer's), checked against the house's current value (decision 369).
 */
const adminHouseStartSchema = z
  .strictObject({
    title: storedText,
    address: storedText,
    city: storedText,
    state: storedText.nullable(),
    description: storedText.nullable(),
    isTopHouse: z.boolean(),
    features: z.array(z.string().max(100)).max(FEATURE_IDS.length * 4),
    latitude: z.number(),
    longitude: z.number(),
  } satisfies Record<AdminHouseCheckedField | "features", z.ZodType>)
  .partial();

/**
 * PUT /api/admin/houses/:id writes the fields it is sent; a field left out stays as it is. The
 * texts follow the submit form's rules: admins' edits show on the same pages (decision 307). The
 * address and the town go together (they make the house's link), as the pin's latitude and
 * longitude do. The feature list may be empty, as an imported house's is (decision 167).
 *
 * `expected` holds, for fields the edit sends, the values they had when the edit read the house.
 * Nothing changes unless each is still the house's value: otherwise 409 HOUSE_CHANGED_SINCE_OPENED
 * with the fields changed since and the house as it is now (`adminHouseChangedAnswerSchema`), so
 * an edit never puts back an older value of a field someone else changed, and a change of any
 * other field (a rating, the owner's description) does not stop it (decision 369). The features
 * are the exception: with `expected.features` (the list the edit started from) the features the
 * edit switched on are added and the ones it switched off are deleted, the others stay as they
 * are now; without it the list replaces them all.
 *
 * `expectedUpdatedAt` (the house's `updatedAt`, decision 365) is what a page from before decision
 * 369 sends with every field: nothing changes unless the house is still that version.
 */
export const adminHouseUpdateSchema = z
  .object({
    title: submissionFields.title.optional(),
    address: submissionFields.address.optional(),
    city: submissionFields.city.optional(),
    state: optionalText(60, "one"),
    description: optionalText(5000, "several"),
    isTopHouse: z.boolean().optional(),
    features: z
      .array(z.enum(FEATURE_IDS, { error: "Unknown feature" }))
      .max(FEATURE_IDS.length)
      .transform((list) => [...new Set(list)])
      .optional(),
    /** The house's pin, moved by the admin; absent = the pin stays where it is. */
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    expected: adminHouseStartSchema.optional(),
    expectedUpdatedAt: z.iso
      .datetime({ error: "expectedUpdatedAt must be the house's updatedAt (an ISO date-time)" })
      .optional(),
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: "Latitude and longitude go together",
    path: ["latitude"],
  })
  .refine((v) => (v.address === undefined) === (v.city === undefined), {
    message: "Address and city go together",
    path: ["address"],
  })
  .refine(
    (v) =>
      v.latitude === undefined ||
      v.longitude === undefined ||
      isOnLongIsland(v.latitude, v.longitude),
    { message: SUBMISSION_MESSAGES.notOnLongIsland, path: ["latitude"] },
  )
  .superRefine((v, ctx) => {
    for (const field of Object.keys(v.expected ?? {}) as Array<keyof typeof v & string>) {
      if (v[field] !== undefined) continue;
      ctx.addIssue({
        code: "custom",
        message: "A starting value goes with the field it was changed to",
        path: ["expected", field],
      });
    }
  })
  .transform((body, ctx) =>
    body.address === undefined || body.city === undefined
      ? body
      : toStreetLine({ ...body, address: body.address, city: body.city }, ctx),
  );

export type AdminHouseUpdate = z.input<typeof adminHouseUpdateSchema>;
export type AdminHouseStart = z.input<typeof adminHouseStartSchema>;

/**
 * The 409 of an edit whose `expected` values are no longer the house's: the fields changed since
 * (empty when only `expectedUpdatedAt` was stale) and the house as it is now (decision 369).
 */
export const adminHouseChangedAnswerSchema = z.object({
  message: z.literal(HOUSE_CHANGED_SINCE_OPENED),
  fields: z.array(z.enum(ADMIN_HOUSE_CHECKED_FIELDS)),
  house: adminHouseSchema,
});
export type AdminHouseChangedAnswer = z.infer<typeof adminHouseChangedAnswerSchema>;

// ---- Users -----------------------------------------------------------------------------------

/** The admin list shows the same account record a user reads about themself. */
export const adminUserSchema = userSchema;
export type AdminUser = User;
export const adminUserListSchema = z.object({ ...pagedShape, users: z.array(adminUserSchema) });
export type AdminUserList = z.infer<typeof adminUserListSchema>;
/** PUT /api/admin/users/:id answers the changed user. */
export const adminUserAnswerSchema = z.object({ user: adminUserSchema });

export const adminUserUpdateSchema = z.object({ isAdmin: z.boolean() });

// ---- Site content ----------------------------------------------------------------------------

export { CONTENT_PAGE_FILTERS, type ContentPageFilter };

export const adminContentQuerySchema = z.object({
  page: z.enum(CONTENT_PAGE_FILTERS).default("all"),
});

export const adminContentBlockSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  content: z.string(),
  page: z.string(),
  section: z.string(),
  updatedAt: z.string(),
});
export type AdminContentBlock = z.infer<typeof adminContentBlockSchema>;
/** GET /api/admin/content. */
export const adminContentListSchema = z.object({ content: z.array(adminContentBlockSchema) });
/** POST and PUT /api/admin/content answer the saved block. */
export const adminContentAnswerSchema = z.object({ content: adminContentBlockSchema });

export { CONTENT_KEY_PATTERN, CONTENT_MAX_LENGTH, CONTENT_REQUIRED_MESSAGE };

const sectionSchema = z
  .string()
  .trim()
  .max(60)
  .regex(
    /^[A-Za-z0-9_.-]*$/,
    "Section may contain only letters, digits, dots, dashes and underscores",
  )
  .nullish()
  .transform((value) => value || "default");

/**
 * A block's title and content are site texts everyone reads: the rule of texts others read
 * (contract/visible-text.ts, decision 335), the content keeping its lines.
 *
 * Create: the "All fields are required" check runs first in the route (one message for any
 * missing field); this schema then checks formats.
 */
export const adminContentCreateSchema = z.object({
  key: z
    .string()
    .trim()
    .max(120)
    .regex(
      CONTENT_KEY_PATTERN,
      "Key may contain only letters, digits, dashes and underscores, separated by dots",
    ),
  title: visibleText(z.string().trim().min(1, CONTENT_REQUIRED_MESSAGE).max(200)),
  content: visibleText(z.string().min(1, CONTENT_REQUIRED_MESSAGE).max(CONTENT_MAX_LENGTH), {
    lines: "several",
  }),
  page: z.enum(SITE_CONTENT_PAGES, { error: "Unknown page" }),
  section: sectionSchema,
});
export type AdminContentCreate = z.input<typeof adminContentCreateSchema>;

export const adminContentUpdateSchema = z.object({
  title: visibleText(z.string().trim().min(1, "Title is required").max(200)),
  content: visibleText(z.string().min(1, "Content is required").max(CONTENT_MAX_LENGTH), {
    lines: "several",
  }),
  section: sectionSchema,
});
export type AdminContentUpdate = z.input<typeof adminContentUpdateSchema>;

// ---- Reviews ---------------------------------------------------------------------------------

export const adminReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  review: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The homeowner's answer under the review and when it was last written (null: none). */
  ownerAnswer: z.string().nullable(),
  ownerAnswerAt: z.string().nullable(),
  /**
   * An admin's latest removal of a homeowner's answer to the review, kept after the homeowner
   * answered again (decision 402): when, by which admin (e-mail included: admins only), and the
   * reason given to the homeowner. Null when no answer to it was ever removed by an admin.
   */
  answerRemoval: z
    .object({
      removedAt: z.string(),
      reason: z.string().nullable(),
      /** Null once that admin's account is gone. */
      removedBy: personForAdminsSchema.nullable(),
    })
    .nullable(),
  user: personForAdminsSchema.nullable(),
  house: z.object({
    id: z.number().int(),
    title: z.string(),
    address: z.string(),
    city: z.string(),
    citySlug: z.string().nullable(),
    streetSlug: z.string().nullable(),
  }),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = z.object({
  ...pagedShape,
  reviews: z.array(adminReviewSchema),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

// ---- Db-sync ---------------------------------------------------------------------------------

export const dbSyncStatusSchema = z.object({ available: z.boolean() });
export type DbSyncStatus = z.infer<typeof dbSyncStatusSchema>;
const countSchema = z.object({ count: z.number().int().nonnegative() });
export const dbSyncComparisonSchema = z.object({
  development: countSchema,
  production: countSchema,
});
export type DbSyncComparison = z.infer<typeof dbSyncComparisonSchema>;
const dbSyncResultShape = {
  updated: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  errors: z.array(z.string()),
};
export type DbSyncResult = z.infer<z.ZodObject<typeof dbSyncResultShape>>;

/**
 * Db-sync runs in bounded batches (docs/security.md, Db-sync): each POST syncs at most
 * DB_SYNC_BATCH_SIZE development houses and answers the run's progress; the admin screen calls
 * again with the run id until `status` is "done". A run cut off between calls stays "running"
 * and is resumed from its cursor.
 */
export const DB_SYNC_BATCH_SIZE = 25;
export const DB_SYNC_KINDS = ["houses", "images"] as const;
export type DbSyncKind = (typeof DB_SYNC_KINDS)[number];

export const dbSyncStepRequestSchema = z.object({
  /** Continue this run; without it a new run starts. */
  runId: z.uuid("runId must be a sync run id").optional(),
});
export type DbSyncStepRequest = z.infer<typeof dbSyncStepRequestSchema>;

/** A run: totals so far (DbSyncResult fields), progress and the cursor it resumes from. */
export const dbSyncRunSchema = z.object({
  ...dbSyncResultShape,
  runId: z.string(),
  kind: z.enum(DB_SYNC_KINDS),
  status: z.enum(["running", "done"]),
  /** Development houses handled so far, of `total` (the houses that existed when it started). */
  processed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Development house id the next batch starts after. */
  cursor: z.number().int().nonnegative(),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type DbSyncRun = z.infer<typeof dbSyncRunSchema>;
/** GET /api/admin/db-sync/runs: the latest run of each kind (null when there was none). */
export const dbSyncRunsSchema = z.object({
  houses: dbSyncRunSchema.nullable(),
  images: dbSyncRunSchema.nullable(),
} satisfies Record<DbSyncKind, z.ZodType>);
export type DbSyncRuns = z.infer<typeof dbSyncRunsSchema>;

// ---- Held images (image moderation could not judge them) -------------------------------------

/** At most this many held images per answer, oldest first (`total` counts them all). */
export const HELD_IMAGES_PAGE_SIZE = 50;

export const adminHeldImageSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  /** "moderation-unavailable" (no model configured) or "model-error" (the model call failed). */
  reason: z.string(),
  createdAt: z.string(),
  uploaderEmail: z.string().nullable(),
  /** The house that shows it (as a photo or its main image); null when not attached yet. */
  houseId: z.number().int().nullable(),
});
export type AdminHeldImage = z.infer<typeof adminHeldImageSchema>;
export const adminHeldImagesSchema = z.object({
  /** Which image moderator this worker runs: the model, the local demo one, or none. */
  moderation: z.enum(["workers-ai", "local", "unavailable"]),
  total: z.number().int().nonnegative(),
  images: z.array(adminHeldImageSchema),
});
export type AdminHeldImages = z.infer<typeof adminHeldImagesSchema>;
/** GET /api/admin/held-images/:id/image: the held image itself, for the reviewer only. */
export const adminHeldImagePreviewSchema = z.object({ dataUrl: z.string() });
export type AdminHeldImagePreview = z.infer<typeof adminHeldImagePreviewSchema>;
