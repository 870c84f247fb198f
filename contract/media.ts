/**
 * Photos and videos: request and answer shapes shared by the worker and the client
 * (docs/product.md, Media and moderation).
 */
import { z } from "zod";
import { MAX_VIDEO_BYTES, VIDEO_TOO_LARGE_MESSAGE } from "./limits";
import { normalizedVideoUrl, VIDEO_URL_UNSUPPORTED, validateVideoUrl } from "./video-links";
import { visibleText } from "./visible-text";

/**
 * Decoded size limit: 40 megapixels (about 160 MB as RGBA), far above the client's 1920 x 1920
 * and a 12 MP phone photo, far below the 64 MP of an 8000 x 8000 image compressed to a few KB.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_DIMENSION_SERVER,
  MAX_VIDEO_BYTES,
  MAX_VIDEOS_PER_SUBMISSION,
  VIDEO_TOO_LARGE_MESSAGE,
} from "./limits";

/** data:image/...;base64,... (inline image data). */
export const imageDataUrlSchema = z
  .string()
  .trim()
  .regex(
    /^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=\s]+$/,
    "Must be inline image data (data URL)",
  );

export const uploadImageRequestSchema = z.object({
  imageData: z.string().min(1, "imageData is required"),
  contentType: z.string().optional(),
});
export type UploadImageRequest = z.infer<typeof uploadImageRequestSchema>;
/**
 * `pendingReview`: image moderation could not judge the image (docs/security.md), so it waits
 * for an admin; until then everyone else sees a "waiting for review" placeholder.
 */
export const uploadImageResponseSchema = z.object({
  imageUrl: z.string(),
  pendingReview: z.boolean(),
});
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

/** POST /api/houses/{id}/photos: inline data (stored in R2) or a URL this server already serves. */
export const addPhotoRequestSchema = z.object({
  imageUrl: z.string().trim().min(1, "imageUrl is required"),
  /** Shown under the photo and read as its alt text: one line, nothing hidden (decision 335). */
  caption: visibleText(z.string().trim().max(500)).optional().nullable(),
});
export type AddPhotoRequest = z.infer<typeof addPhotoRequestSchema>;

export const validateImageRequestSchema = z.object({
  imageUrl: z.string().min(1, "imageUrl is required"),
});
export const validateTextRequestSchema = z.object({
  text: z.string().max(20_000, "Text is too long"),
});
/** `pendingReview`: the image is acceptable but will wait for admin review once stored. */
export const validationOkSchema = z.object({
  ok: z.literal(true),
  pendingReview: z.boolean().optional(),
});
export type ValidationOk = z.infer<typeof validationOkSchema>;

export const uploadUrlRequestSchema = z.object({
  fileSize: z
    .number()
    .int()
    .positive("fileSize must be positive")
    .max(MAX_VIDEO_BYTES, VIDEO_TOO_LARGE_MESSAGE),
  fileName: z.string().trim().min(1, "fileName is required").max(255),
});
export type UploadUrlRequest = z.infer<typeof uploadUrlRequestSchema>;
export const uploadUrlResponseSchema = z.object({ uploadUrl: z.string(), streamId: z.string() });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/**
 * A YouTube or Vimeo link as the API takes it (POST /api/houses and /api/houses/{id}/videos):
 * the forms' own rule and messages (validateVideoUrl), then stored normalised (normalizedVideoUrl).
 */
export const videoLinkSchema = z
  .string()
  .trim()
  .max(2048, "The video link is too long")
  .transform((raw, ctx) => {
    const problem = validateVideoUrl(raw);
    const link = problem ? null : normalizedVideoUrl(raw);
    if (link) return link;
    ctx.addIssue({ code: "custom", message: problem ?? VIDEO_URL_UNSUPPORTED });
    return z.NEVER;
  });

/** POST /api/houses/{id}/videos: exactly one of the two. */
export const addVideoRequestSchema = z
  .object({
    videoUrl: videoLinkSchema.optional(),
    cloudflareStreamId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid stream id")
      .optional(),
  })
  .refine((v) => Boolean(v.videoUrl) !== Boolean(v.cloudflareStreamId), {
    message: "Give either videoUrl or cloudflareStreamId",
  });
export type AddVideoRequest = z.infer<typeof addVideoRequestSchema>;

export const photoSchema = z.object({
  id: z.number(),
  imageUrl: z.string(),
  caption: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;
/** POST /api/houses/{id}/photos answer: the new photo with its house (and review state). */
export const addedPhotoSchema = photoSchema.extend({
  houseId: z.number(),
  pendingReview: z.boolean(),
});
export type AddedPhoto = z.infer<typeof addedPhotoSchema>;
/**
 * POST /api/houses/{id}/photos/{photoId}/restore answer (the Undo, decision 373): the photo as it
 * was, with its house. A video's Undo answers as adding one does (addedVideoSchema).
 */
export const restoredPhotoSchema = photoSchema.extend({ houseId: z.number() });
export type RestoredPhoto = z.infer<typeof restoredPhotoSchema>;

export const videoSchema = z.object({
  id: z.number(),
  cloudflareStreamId: z.string().nullable(),
  videoUrl: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Video = z.infer<typeof videoSchema>;
/** POST /api/houses/{id}/videos answer: the new video with its house. */
export const addedVideoSchema = videoSchema.extend({ houseId: z.number() });
export type AddedVideo = z.infer<typeof addedVideoSchema>;

/** GET /api/videos/{streamId}/playback: how the browser plays an uploaded video. */
export const videoPlaybackSchema = z.object({
  kind: z.enum(["file", "iframe"]),
  src: z.string(),
  ready: z.boolean(),
});
export type VideoPlayback = z.infer<typeof videoPlaybackSchema>;
