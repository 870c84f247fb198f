/**
 * Homeowners in control on the wire (docs/homeowners.md): "This is my house" claims and
 * "Remove my house" requests, the admin queue that decides them, the owner's season answer and
 * the owner's answer to a review.
 */
import { z } from "zod";
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from "./admin-page-size";
import {
  HOMEOWNER_NOTE_MAX,
  OWNER_ANSWER_MAX,
  OWNER_ANSWER_REMOVAL_REASON_MAX,
  SEASON_PLANS,
} from "./homeowner-texts";
import { positiveIdSchema, queryWholeNumber } from "./params";
import { personForAdminsSchema } from "./user";
import { visibleText } from "./visible-text";

export * from "./homeowner-texts";

const isoDate = z.string();

export const HOMEOWNER_REQUEST_KINDS = ["claim", "removal"] as const;
export type HomeownerRequestKind = (typeof HOMEOWNER_REQUEST_KINDS)[number];
export const HOMEOWNER_REQUEST_STATUSES = ["pending", "approved", "declined"] as const;
export type HomeownerRequestStatus = (typeof HOMEOWNER_REQUEST_STATUSES)[number];

/** Read by the admins who decide the request: several lines, nothing hidden (decision 335). */
const note = visibleText(
  z
    .string({ message: "Tell us a little about your request" })
    .trim()
    .min(1, "Tell us a little about your request")
    .max(HOMEOWNER_NOTE_MAX, `At most ${HOMEOWNER_NOTE_MAX} characters`),
  { lines: "several" },
);

/** POST /api/houses/{id}/claim: the note, and where the claimant stands (as for visits). */
export const claimRequestSchema = z.object({
  note,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().nonnegative(),
});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

/** POST /api/houses/{id}/removal-request */
export const removalRequestSchema = z.object({ note });
export type RemovalRequest = z.infer<typeof removalRequestSchema>;

export const homeownerRequestCreatedSchema = z.object({
  id: z.number().int(),
  kind: z.enum(HOMEOWNER_REQUEST_KINDS),
  status: z.literal("pending"),
  message: z.string(),
});
export type HomeownerRequestCreated = z.infer<typeof homeownerRequestCreatedSchema>;

/** GET /api/houses/{id}/homeowner-status: the caller's standing with this house. */
export const homeownerStatusSchema = z.object({
  isOwner: z.boolean(),
  /** The caller's latest claim and removal request on this house, if any. */
  claim: z.enum(HOMEOWNER_REQUEST_STATUSES).nullable(),
  removal: z.enum(HOMEOWNER_REQUEST_STATUSES).nullable(),
  /**
   * The owner's answers on this house that an admin removed (decision 389), for the owner only
   * (empty for anyone else): which review, when, and the admin's reason (null when none given).
   * An answer written again since is no longer listed.
   */
  removedAnswers: z.array(
    z.object({
      reviewId: z.number().int(),
      removedAt: isoDate,
      reason: z.string().nullable(),
    }),
  ),
});
export type HomeownerStatus = z.infer<typeof homeownerStatusSchema>;

/** PUT /api/houses/{id}/season-plan (the owner) */
export const seasonPlanRequestSchema = z.object({
  plan: z.enum(SEASON_PLANS, { message: 'plan: Use "decorating" or "not-this-year"' }),
});
export type SeasonPlanRequest = z.infer<typeof seasonPlanRequestSchema>;
export const seasonPlanResponseSchema = z.object({
  plan: z.enum(SEASON_PLANS),
  season: z.number().int(),
});
export type SeasonPlanResponse = z.infer<typeof seasonPlanResponseSchema>;

/**
 * POST /api/houses/{id}/reviews/{reviewId}/owner-answer (the house's owner, once per review, not
 * to their own review), and PATCH of the same to edit it (DELETE takes it back).
 */
export const ownerAnswerRequestSchema = z.object({
  /** Shown under the review on the house page: several lines, nothing hidden (decision 335). */
  answer: visibleText(
    z
      .string({ message: "Write your answer" })
      .trim()
      .min(1, "Write your answer")
      .max(OWNER_ANSWER_MAX, `At most ${OWNER_ANSWER_MAX} characters`),
    { lines: "several" },
  ),
});
export type OwnerAnswerRequest = z.infer<typeof ownerAnswerRequestSchema>;
export const ownerAnswerResponseSchema = z.object({
  reviewId: z.number().int(),
  ownerAnswer: z.string(),
  ownerAnswerAt: isoDate,
});
export type OwnerAnswerResponse = z.infer<typeof ownerAnswerResponseSchema>;

/**
 * DELETE /api/houses/{id}/reviews/{reviewId}/owner-answer: no body from the owner; an admin may
 * say why (decision 389), which only the homeowner reads. An empty reason is none.
 */
export const ownerAnswerRemovalSchema = z.object({
  reason: visibleText(
    z
      .string()
      .trim()
      .max(
        OWNER_ANSWER_REMOVAL_REASON_MAX,
        `At most ${OWNER_ANSWER_REMOVAL_REASON_MAX} characters`,
      ),
    { lines: "several" },
  ).optional(),
});
export type OwnerAnswerRemoval = z.infer<typeof ownerAnswerRemovalSchema>;

export const houseReviewParamSchema = z.object({
  id: positiveIdSchema,
  reviewId: positiveIdSchema,
});

/** GET /api/admin/homeowner-requests */
export const homeownerQueueQuerySchema = z.object({
  page: queryWholeNumber(1, 1_000_000).default(1),
  limit: queryWholeNumber(1, ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  status: z.enum(HOMEOWNER_REQUEST_STATUSES).default("pending"),
});

export const homeownerQueueItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(HOMEOWNER_REQUEST_KINDS),
  status: z.enum(HOMEOWNER_REQUEST_STATUSES),
  note: z.string(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  house: z.object({
    id: z.number().int(),
    title: z.string(),
    /** The exact address: admins see it even while a removal waits. */
    address: z.string(),
    city: z.string(),
    citySlug: z.string().nullable(),
    streetSlug: z.string().nullable(),
    ownerId: z.string().nullable(),
  }),
  requester: personForAdminsSchema,
});
export type HomeownerQueueItem = z.infer<typeof homeownerQueueItemSchema>;

export const homeownerQueueSchema = z.object({
  items: z.array(homeownerQueueItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  totalPages: z.number().int().positive(),
});
export type HomeownerQueue = z.infer<typeof homeownerQueueSchema>;

/** POST /api/admin/homeowner-requests/{id}/approve|decline */
export const homeownerDecisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(["approved", "declined"]),
  /** True when approving a removal deleted the house. */
  houseDeleted: z.boolean(),
});
export type HomeownerDecision = z.infer<typeof homeownerDecisionSchema>;
