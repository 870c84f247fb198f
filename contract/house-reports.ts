/**
 * "Report a problem" on the wire (docs/house-reports.md): a signed-in user's report about one
 * house, the admin's queue of open reports grouped by house with its one-click actions, and the
 * reporter's "My Reports" with each outcome.
 */
import { z } from "zod";
import {
  MAX_REPORT_NOTE_LENGTH,
  REPORT_MESSAGES,
  REPORT_OUTCOMES,
  REPORT_REASONS,
} from "./house-report-texts";
import { bodyIdSchema } from "./params";
import { visibleText } from "./visible-text";

export * from "./house-report-texts";

/** POST /api/houses/{id}/reports */
export const houseReportRequestSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, {
      error: `reason must be one of ${REPORT_REASONS.join(", ")}`,
    }),
    /** Read by the admins in the report queue: several lines, nothing hidden (decision 335). */
    note: visibleText(
      z
        .string()
        .trim()
        .max(MAX_REPORT_NOTE_LENGTH, `Keep the note under ${MAX_REPORT_NOTE_LENGTH} characters`),
      { lines: "several" },
    )
      .optional()
      .transform((note) => note || undefined),
    duplicateOfHouseId: bodyIdSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.reason === "duplicate" && body.duplicateOfHouseId === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["duplicateOfHouseId"],
        message: REPORT_MESSAGES.duplicateNeedsHouse,
      });
    }
  });

const isoDate = z.string();

/** A house as the report screens name it. */
export const reportedHouseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  city: z.string(),
  citySlug: z.string().nullable(),
  streetSlug: z.string().nullable(),
});

/** One report as its reporter sees it (the 201 answer and "My Reports"). */
export const myReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(["open", "resolved"]),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  createdAt: isoDate,
  resolvedAt: isoDate.nullable(),
  /** Null when the house has since been deleted. */
  house: reportedHouseSchema.nullable(),
});
export const myReportsSchema = z.array(myReportSchema);
// The zod-free MyReport (house-report-texts.ts) and this schema describe the same answer.
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const myReportMatchesSchema: SameShape<
  z.infer<typeof myReportSchema>,
  import("./house-report-texts").MyReport
> = true;

/** GET /api/admin/reports: one house with its open reports. */
export const adminReportGroupSchema = z.object({
  house: reportedHouseSchema.extend({
    latitude: z.number(),
    longitude: z.number(),
    description: z.string().nullable(),
    reportedDark: z.boolean(),
    archived: z.boolean(),
    photos: z.array(z.object({ id: z.number().int(), imageUrl: z.string() })),
    /**
     * The main photo, when it is an upload we host and no row of `photos` (a submitted house's
     * first photo is only this), else null: removable with `mainImage` below.
     */
    mainImageUrl: z.string().nullable(),
  }),
  counts: z.record(z.enum(REPORT_REASONS), z.number().int()),
  reports: z.array(
    z.object({
      id: z.number().int(),
      reason: z.enum(REPORT_REASONS),
      note: z.string().nullable(),
      reporterName: z.string(),
      createdAt: isoDate,
      /** For "duplicate": the other house, when it still exists. */
      duplicateOf: reportedHouseSchema.nullable(),
    }),
  ),
});
export type AdminReportGroup = z.infer<typeof adminReportGroupSchema>;
export const adminReportListSchema = z.object({
  groups: z.array(adminReportGroupSchema),
  /** Houses with open reports in all (the list shows the oldest-reported first). */
  totalHouses: z.number().int().nonnegative(),
});
export type AdminReportList = z.infer<typeof adminReportListSchema>;
export const ADMIN_REPORT_GROUPS_LIMIT = 50;

/** POST /api/admin/reports/houses/{id}/move */
export const reportMovePinSchema = z
  .object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .strict();
export type ReportMovePin = z.infer<typeof reportMovePinSchema>;

/** POST /api/admin/reports/houses/{id}/merge: this house goes into `intoHouseId`, which stays. */
export const reportMergeSchema = z.object({ intoHouseId: bodyIdSchema }).strict();
export type ReportMerge = z.infer<typeof reportMergeSchema>;

/**
 * Photos one removal may name. A house's photos have no limit and the admin may tick every one
 * of them; the ids reach D1 as one bound list (decision 371), so this only bounds the body.
 */
export const MAX_REMOVED_PHOTOS = 1000;

/**
 * POST /api/admin/reports/houses/{id}/remove-content: the photos, the main photo listed as the
 * group's `mainImageUrl`, and/or the description.
 */
export const reportRemoveContentSchema = z
  .object({
    photoIds: z
      .array(bodyIdSchema)
      .max(MAX_REMOVED_PHOTOS, `At most ${MAX_REMOVED_PHOTOS} photos at once`)
      .default([]),
    mainImage: z.boolean().default(false),
    description: z.boolean().default(false),
  })
  .strict()
  .refine((body) => body.photoIds.length > 0 || body.mainImage || body.description, {
    message: "Choose the photos or the description to remove",
  });
export type ReportRemoveContent = z.input<typeof reportRemoveContentSchema>;

/** Every admin action answers how many reports it closed. */
export const reportActionResponseSchema = z.object({
  resolved: z.number().int().nonnegative(),
  outcome: z.enum(REPORT_OUTCOMES),
});
export type ReportActionResponse = z.infer<typeof reportActionResponseSchema>;
