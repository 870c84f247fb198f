/**
 * The moderation rules every write path applies (not only /api/validate-*): family-friendly
 * text, and images that are structurally valid, moderated, and stored in R2 (only URLs in D1).
 */
import { HTTPException } from "hono/http-exception";
import type { Db } from "../../db/client";
import { insertHeldImage } from "../../db/held-images";
import { isMediaDeleted } from "../../db/media-deletions";
import { isHeldPhoto, storePhoto } from "../../services/media-storage";
import {
  decodeDataUrl,
  type HoldReason,
  ImageRejected,
  imageModeratorFor,
  inspectImage,
  isFamilyFriendlyText,
  TEXT_REJECTED_MESSAGE,
} from "../../services/moderation";
import { storePhotoSizes } from "../../services/photo-sizes";
import { keyFromMediaUrl, mediaUrlForKey } from "../media-urls";

/** 400 {message} when any of the texts is not family-friendly. */
export function requireFamilyFriendly(...texts: Array<string | null | undefined>) {
  for (const text of texts) {
    if (!isFamilyFriendlyText(text)) {
      throw new HTTPException(400, { message: TEXT_REJECTED_MESSAGE });
    }
  }
}

/** 400 "<Field> was rejected: ..." naming the first field whose text is not family-friendly. */
export function requireFamilyFriendlyFields(fields: Record<string, string | null | undefined>) {
  for (const [field, text] of Object.entries(fields)) {
    if (!isFamilyFriendlyText(text)) {
      throw new HTTPException(400, { message: `${field} was rejected: ${TEXT_REJECTED_MESSAGE}` });
    }
  }
}

/**
 * Structural checks + the moderation adapter; returns the cleaned bytes and sniffed type, and
 * `held` when the moderator could not judge the image (it is then stored held), or throws 400.
 */
export async function checkImageBytes(
  env: Env,
  bytes: Uint8Array,
): Promise<ReturnType<typeof inspectImage> & { held?: HoldReason }> {
  let info: ReturnType<typeof inspectImage>;
  try {
    info = inspectImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejected) throw new HTTPException(400, { message: error.message });
    throw error;
  }
  const verdict = await imageModeratorFor(env).check(bytes, info.type);
  if ("held" in verdict) return { ...info, held: verdict.reason };
  if (!verdict.ok) throw new HTTPException(400, { message: verdict.message });
  return info;
}

/** A stored image's URL, and whether it waits for admin review before anyone else sees it. */
export interface AcceptedImage {
  imageUrl: string;
  pendingReview: boolean;
}

/** Checks and stores inline image bytes; a held image is stored held and queued for admins. */
export async function storeCheckedImage(
  env: Env,
  db: Db,
  bytes: Uint8Array,
  uploadedBy: string,
): Promise<AcceptedImage> {
  const info = await checkImageBytes(env, bytes);
  const held = Boolean(info.held);
  const { key, stored } = await storePhoto(env.MEDIA, bytes, info.type, uploadedBy, { held });
  const imageUrl = mediaUrlForKey(key);
  // A held photo gets its smaller copies when an admin approves it (routes/admin/held-images.ts).
  if (info.held) await insertHeldImage(db, { imageUrl, uploadedBy, reason: info.held });
  else await storePhotoSizes(env.IMAGES, env.MEDIA, key, stored);
  return { imageUrl, pendingReview: held };
}

export function decodeImage(dataUrl: string) {
  try {
    return decodeDataUrl(dataUrl);
  } catch (error) {
    if (error instanceof ImageRejected) throw new HTTPException(400, { message: error.message });
    throw error;
  }
}

/**
 * What an image field holds: inline data (decoded, 400 when broken), the R2 key of an image we
 * host (from /api/upload-image), or neither (null; each caller words its own 400).
 */
export function resolveImageField(
  imageUrl: string,
): { bytes: Uint8Array } | { key: string } | null {
  if (imageUrl.trim().startsWith("data:")) return { bytes: decodeImage(imageUrl) };
  const key = keyFromMediaUrl(imageUrl);
  return key ? { key } : null;
}

/**
 * An image given as inline data or as a URL we already host (from /api/upload-image).
 * Inline data is checked and stored; a hosted URL must exist in R2, not be deleted in the app,
 * and have been uploaded by this same user (recorded in the object's customMetadata on upload),
 * so nobody can attach another house's photo and later take it down with their own house.
 * Returns the URL to save and whether the image is held for review.
 */
export async function acceptImage(
  env: Env,
  db: Db,
  imageUrl: string,
  uploadedBy: string,
): Promise<AcceptedImage> {
  const image = resolveImageField(imageUrl);
  if (image && "bytes" in image) return storeCheckedImage(env, db, image.bytes, uploadedBy);
  if (!image) {
    throw new HTTPException(400, {
      message: "imageUrl must be inline image data or an image uploaded with /api/upload-image",
    });
  }
  // A photo the app deleted is gone, though its file waits out the restore window (decision 338).
  const [head, deleted] = await Promise.all([
    env.MEDIA.head(image.key),
    isMediaDeleted(db, image.key),
  ]);
  if (!head || deleted) {
    throw new HTTPException(400, { message: "imageUrl: uploaded image not found" });
  }
  if (head.customMetadata?.uploadedBy !== uploadedBy) {
    throw new HTTPException(400, {
      message: "imageUrl: only images you uploaded yourself can be attached",
    });
  }
  return { imageUrl: mediaUrlForKey(image.key), pendingReview: isHeldPhoto(head) };
}
