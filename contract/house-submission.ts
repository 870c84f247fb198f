/**
 * Submitting a house (docs/product.md, Submit): the field rules shared by the submit form and
 * POST /api/houses, so both say the same thing in the same words.
 */
import { z } from "zod";
import {
  isEnglishText,
  isOnLongIsland,
  isTownName,
  plainCharacters,
  stripTownStateZip,
} from "./address";
import { FEATURE_IDS, isFeatureId } from "./features";
import { SUBMISSION_LIMITS } from "./limits";
import { videoLinkSchema } from "./media";
import { SUBMISSION_MESSAGES } from "./submission-messages";
import { visibleLength, visibleText } from "./visible-text";

export { SUBMISSION_LIMITS } from "./limits";
export { SUBMISSION_MESSAGES } from "./submission-messages";

/** "" and null become absent: an empty video field means no video. */
const optionalText = <Text extends z.ZodType>(text: Text) =>
  z.preprocess(
    (v) => ((typeof v === "string" && v.trim() === "") || v === null ? undefined : v),
    text.optional(),
  );

/**
 * A one-line text that others read, at least `min` characters long: characters that show no
 * glyph (zero-width spaces) do not count towards it, and hidden ones are refused (decision 307).
 */
const visibleLine = (min: number, tooShort: string, max: number, tooLong: string) =>
  visibleText(z.string().trim().max(max, tooLong), { min: { length: min, message: tooShort } });

export const submissionFields = {
  title: visibleLine(
    SUBMISSION_LIMITS.titleMin,
    SUBMISSION_MESSAGES.title,
    SUBMISSION_LIMITS.titleMax,
    `Title must be at most ${SUBMISSION_LIMITS.titleMax} characters`,
  ),
  /**
   * In English letters (accents and fullwidth forms are read as their plain letters), and kept
   * in its plain form: "１９ Secret Court" is stored as "19 Secret Court" (decision 334).
   */
  address: visibleLine(
    SUBMISSION_LIMITS.addressMin,
    SUBMISSION_MESSAGES.address,
    SUBMISSION_LIMITS.addressMax,
    `Address must be at most ${SUBMISSION_LIMITS.addressMax} characters`,
  )
    .refine(isEnglishText, SUBMISSION_MESSAGES.addressLetters)
    .transform(plainCharacters),
  /**
   * The town's name, which names its page and its slug (/lights/{citySlug}): letters, so that
   * neither can be made of punctuation ("../../admin"), and English ones, as the address's
   * (decision 334). Its rule already refuses every invisible character.
   */
  city: z
    .string()
    .trim()
    .min(1, SUBMISSION_MESSAGES.city)
    .max(SUBMISSION_LIMITS.cityMax, `City must be at most ${SUBMISSION_LIMITS.cityMax} characters`)
    .superRefine((city, ctx) => {
      if (city === "") return;
      if (!isEnglishText(city)) {
        ctx.addIssue({ code: "custom", message: SUBMISSION_MESSAGES.cityLetters, input: city });
      } else if (!isTownName(city)) {
        ctx.addIssue({ code: "custom", message: SUBMISSION_MESSAGES.cityName, input: city });
      }
    })
    .transform(plainCharacters),
  state: optionalText(visibleText(z.string().trim().max(60))),
  description: optionalText(
    visibleText(z.string().trim().max(SUBMISSION_LIMITS.descriptionMax), {
      lines: "several",
    }),
  ),
  features: z
    .array(z.string())
    .min(1, SUBMISSION_MESSAGES.features)
    .max(FEATURE_IDS.length, "Too many features")
    .refine((list): boolean => list.every((id) => isFeatureId(id)), {
      message: `Unknown feature; use ${FEATURE_IDS.join(", ")}`,
    }),
  latitude: z.number({ message: "Latitude must be a number" }).min(-90).max(90),
  longitude: z.number({ message: "Longitude must be a number" }).min(-180).max(180),
  rating: z.number().int().min(1).max(5),
  review: optionalText(
    visibleText(z.string().trim().max(SUBMISSION_LIMITS.reviewMax), { lines: "several" }),
  ),
} as const;

/**
 * A full address typed or pasted into the street field ("12 Oak St, Dix Hills, NY 11746, USA")
 * is kept as its street line, the part the address search fills in: the town, state and ZIP have
 * fields of their own (decision 307). What is left must still be an address. For `.transform`
 * of a body with an address and a city (the admin's edit: when it has them).
 */
export function toStreetLine<Body extends { address: string; city: string }>(
  body: Body,
  ctx: Pick<z.core.$RefinementCtx<unknown>, "addIssue">,
): Body {
  const address = stripTownStateZip(body.address, body.city);
  if (visibleLength(address) < SUBMISSION_LIMITS.addressMin) {
    ctx.addIssue({ code: "custom", message: SUBMISSION_MESSAGES.address, path: ["address"] });
    return z.NEVER;
  }
  return { ...body, address };
}

/** The longest link a house keeps (a photo's URL, as a video link's). */
const MAX_LINK_LENGTH = 2048;

/** POST /api/houses body. */
export const houseSubmissionSchema = z
  .object({
    title: submissionFields.title,
    address: submissionFields.address,
    description: submissionFields.description,
    /**
     * The URL of the submitter's upload, at most as long as any link; or, for API callers, the
     * photo itself as inline data (a data URL), which is held to the image's own limits when it
     * is decoded (10 MB and the pixel limits), as on the photo call (docs/media-and-moderation.md).
     */
    mainImageUrl: z
      .string()
      .trim()
      .min(1, SUBMISSION_MESSAGES.mainImageUrl)
      .refine((image) => image.startsWith("data:") || image.length <= MAX_LINK_LENGTH, {
        message: "mainImageUrl is too long",
      }),
    features: submissionFields.features,
    latitude: submissionFields.latitude,
    longitude: submissionFields.longitude,
    city: submissionFields.city,
    state: submissionFields.state,
    videoUrl: optionalText(videoLinkSchema),
  })
  .refine((v) => isOnLongIsland(v.latitude, v.longitude), {
    message: SUBMISSION_MESSAGES.notOnLongIsland,
    path: ["latitude"],
  })
  .transform(toStreetLine);
export type HouseSubmission = z.input<typeof houseSubmissionSchema>;

export const houseSubmissionResponseSchema = z.object({
  id: z.number(),
  /** "{citySlug}/{streetSlug}": the page is /house/{fullSlug}. */
  fullSlug: z.string(),
  /** The main photo waits for admin review (image moderation could not judge it). */
  mainImagePendingReview: z.boolean(),
  citySlug: z.string(),
  streetSlug: z.string(),
});
export type HouseSubmissionResponse = z.infer<typeof houseSubmissionResponseSchema>;

/**
 * GET /api/houses/check-duplicate?address=&city=: in English letters, as a submission must be
 * (an address in another script is never listed; decision 334).
 */
export const duplicateCheckQuerySchema = z.object({
  address: z
    .string()
    .trim()
    .min(1, "address is required")
    .max(SUBMISSION_LIMITS.addressMax)
    .refine(isEnglishText, SUBMISSION_MESSAGES.addressLetters),
  city: z
    .string()
    .trim()
    .min(1, "city is required")
    .max(SUBMISSION_LIMITS.cityMax)
    .refine(isEnglishText, SUBMISSION_MESSAGES.cityLetters),
});
export const duplicateCheckResponseSchema = z.object({
  exists: z.boolean(),
  house: z
    .object({
      id: z.number(),
      title: z.string(),
      address: z.string(),
      city: z.string(),
      citySlug: z.string().nullable(),
      streetSlug: z.string().nullable(),
    })
    .nullable(),
});
export type DuplicateCheckResponse = z.infer<typeof duplicateCheckResponseSchema>;

/**
 * The submit form (docs/product.md, Submit). Photos, videos and the duplicate flag live beside the
 * form; mainImageUrl holds the first photo's preview so "Please upload at least one photo" shows
 * through the same validation as the other fields.
 */
export const houseSubmissionFormSchema = z.object({
  title: submissionFields.title,
  address: submissionFields.address,
  city: submissionFields.city,
  state: z.string().optional(),
  latitude: z.number({ message: "Please pick the address from the list or drop a pin" }),
  longitude: z.number({ message: "Please pick the address from the list or drop a pin" }),
  mainImageUrl: z.string().min(1, SUBMISSION_MESSAGES.mainImageUrl),
  features: submissionFields.features,
  description: visibleText(z.string().trim().max(SUBMISSION_LIMITS.descriptionMax), {
    lines: "several",
  }).optional(),
  videoUrl: z.string().optional(),
  rating: submissionFields.rating,
  review: visibleText(z.string().trim().max(SUBMISSION_LIMITS.reviewMax), {
    lines: "several",
  }).optional(),
  addToFavorites: z.boolean(),
});
export type HouseSubmissionForm = z.infer<typeof houseSubmissionFormSchema>;
