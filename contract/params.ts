/**
 * Path parameters, declared once for every route. Numeric ids are positive integers (the
 * routes' `{[0-9]+}` patterns keep other text out before these run).
 */
import { z } from "zod";

/**
 * A positive integer id from a path segment or a query string: text, read as a number. Whatever
 * is wrong with it (0, a fraction, a number past the largest safe integer) answers one sentence
 * naming the field, "id must be a positive whole number", never the validator's own wording
 * ("Too big: expected int to be <=9007199254740991") (decision 406).
 */
export const positiveIdSchema = z.coerce
  .number({ error: notPositiveId })
  .int({ error: notPositiveId })
  .positive({ error: notPositiveId });

function notPositiveId(issue: { path?: readonly PropertyKey[] }) {
  return `${fieldName(issue, "id")} must be a positive whole number`;
}

function fieldName(issue: { path?: readonly PropertyKey[] }, fallback: string) {
  return issue.path?.map(String).join(".") || fallback;
}

/** 1000000 -> "1,000,000", -90 -> "-90". */
function numberText(value: number) {
  return value.toLocaleString("en-US");
}

/**
 * A whole number from a query string (a list's page, limit, offset), `min` to `max`. Whatever is
 * wrong with it (no number, a fraction, out of range, past the largest safe integer) answers one
 * sentence naming the parameter, "limit must be a whole number from 1 to 50", never the
 * validator's "expected number, received NaN" or two of its messages joined (decision 411).
 */
export function queryWholeNumber(min: number, max: number) {
  const error = (issue: { path?: readonly PropertyKey[] }) =>
    `${fieldName(issue, "value")} must be a whole number from ${numberText(min)} to ${numberText(max)}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/**
 * A number from a query string (a latitude, a distance), `min` to `max`; with `aboveMin` it must
 * be more than `min`. One sentence for whatever is wrong, as queryWholeNumber (decision 411).
 */
export function queryNumber(min: number, max: number, { aboveMin = false } = {}) {
  const range = aboveMin
    ? `over ${numberText(min)} and at most ${numberText(max)}`
    : `from ${numberText(min)} to ${numberText(max)}`;
  const error = (issue: { path?: readonly PropertyKey[] }) =>
    `${fieldName(issue, "value")} must be a number ${range}`;
  const number = z.coerce.number({ error });
  return (aboveMin ? number.gt(min, { error }) : number.min(min, { error })).max(max, { error });
}

/**
 * A positive integer id in a JSON body: a JSON number. Never coerced: coercion reads `true` as 1,
 * `"0x39"` and `[57]` as 57 and `" 5e1 "` as 50, so a malformed body would act on some house.
 */
export const bodyIdSchema = z.number().int().positive();

/** `:id` of a house, a review, a page text: every route whose own id is numeric. */
export const idParamSchema = z.object({ id: positiveIdSchema });
export const houseIdParamSchema = idParamSchema;
export const reviewIdParamSchema = idParamSchema;
export const contentIdParamSchema = idParamSchema;

/** `:houseId` where the house is not the route's own resource (favorites). */
export const favoriteHouseParamSchema = z.object({ houseId: positiveIdSchema });

export const housePhotoParamSchema = z.object({ id: positiveIdSchema, photoId: positiveIdSchema });
export const houseVideoParamSchema = z.object({ id: positiveIdSchema, videoId: positiveIdSchema });
export const houseFeatureParamSchema = z.object({
  id: positiveIdSchema,
  feature: z.string().min(1).max(100),
});

/** `:id` of a user: the Firebase uid. */
export const userIdParamSchema = z.object({
  id: z
    .string()
    .min(1, "id must be a user id of 1 to 128 characters")
    .max(128, "id must be a user id of 1 to 128 characters"),
});
