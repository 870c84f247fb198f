/**
 * Reviews (ratings): request and answer shapes (docs/product.md, Favorites, reviews and visits).
 */
import { z } from "zod";
import { userNameSchema } from "./house";
import { MAX_DESCRIPTION_LENGTH, MAX_REVIEW_LENGTH } from "./limits";
import { visibleText } from "./visible-text";

export { MAX_REVIEW_LENGTH } from "./limits";

export const ratingValueSchema = z
  .number({ error: "rating must be a number from 1 to 5" })
  .int("rating must be a whole number")
  .min(1, "rating must be from 1 to 5")
  .max(5, "rating must be from 1 to 5");

/** Shown on the house page under the reviewer's name: several lines, nothing hidden (decision 335). */
const reviewTextSchema = visibleText(
  z
    .string()
    .trim()
    .max(MAX_REVIEW_LENGTH, `Review must be at most ${MAX_REVIEW_LENGTH} characters`),
  { lines: "several" },
);

/**
 * POST /api/houses/{id}/ratings: a first review (a rating left out is 5, text left out is none).
 * A second POST of the account on the house updates its review (decision 012) with what the body
 * gives: a field left out keeps its saved value, so a call that sends neither changes nothing
 * (decision 391); `review` null or "" removes the text. Unless `createOnly` is true
 * (the house page's "Leave a review" form, which wrote a first review): then an existing review
 * is 409 and nothing changes, so a review posted in another tab or on another device meanwhile
 * is never replaced unseen (decision 351).
 */
export const reviewRequestSchema = z.object({
  rating: ratingValueSchema.optional(),
  review: reviewTextSchema.nullish().transform((v) => (v === undefined ? undefined : v || null)),
  createOnly: z.boolean({ error: "createOnly must be true or false" }).optional(),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

/**
 * PATCH /api/reviews/{id}: what changes. A field left out keeps its saved value (an edit of the
 * text alone must not reset the stars); `review` null or "" removes the text. With
 * `expectedUpdatedAt` (the `updatedAt` of the review the edit started from) the change is made
 * only if the review was not saved since, in another tab or on another device: otherwise 409
 * (decision 347). Without it the edit replaces what is there.
 */
export const reviewEditRequestSchema = z
  .object({
    rating: ratingValueSchema.optional(),
    review: reviewTextSchema
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    expectedUpdatedAt: z.iso
      .datetime({ error: "expectedUpdatedAt must be the review's updatedAt (an ISO date-time)" })
      .optional(),
  })
  .refine((edit) => edit.rating !== undefined || edit.review !== undefined, {
    message: "Send a rating or a review to change",
  });
export type ReviewEditRequest = z.input<typeof reviewEditRequestSchema>;

export const reviewSchema = z.object({
  id: z.number(),
  houseId: z.number(),
  userId: z.string(),
  rating: z.number(),
  review: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: userNameSchema,
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/reviews/user: the caller's reviews with their house. */
export const userReviewSchema = reviewSchema.extend({
  house: z.object({
    id: z.number(),
    title: z.string(),
    address: z.string(),
    city: z.string(),
    mainImageUrl: z.string().nullable(),
    citySlug: z.string().nullable(),
    streetSlug: z.string().nullable(),
  }),
});
export type UserReview = z.infer<typeof userReviewSchema>;

/** POST /api/houses/{id}/ratings answer: the review plus the house's fresh figures. */
export const ratingResponseSchema = z.object({
  review: reviewSchema,
  house: z.object({ id: z.number(), avgRating: z.number(), reviewCount: z.number() }),
});
export type RatingResponse = z.infer<typeof ratingResponseSchema>;

export const featuresRequestSchema = z.object({
  features: z.array(z.string().trim().min(1)).min(1, "Select at least one feature").max(20),
});

/** The house page's text and its meta description: the submit form's rule (decisions 307, 335). */
export const descriptionRequestSchema = z.object({
  description: visibleText(
    z
      .string()
      .trim()
      .min(1, "Description is required")
      .max(
        MAX_DESCRIPTION_LENGTH,
        `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`,
      ),
    { lines: "several" },
  ),
});
export type FeaturesRequest = z.input<typeof featuresRequestSchema>;
export type DescriptionRequest = z.input<typeof descriptionRequestSchema>;

/** PUT /api/houses/{id}/features and DELETE .../features/{feature}: the house's features now. */
export const featuresResponseSchema = z.object({ features: z.array(z.string()) });
export type FeaturesResponse = z.infer<typeof featuresResponseSchema>;

/** PUT /api/houses/{id}/description */
export const descriptionResponseSchema = z.object({
  id: z.number(),
  description: z.string().nullable(),
});
export type DescriptionResponse = z.infer<typeof descriptionResponseSchema>;
