/**
 * The moderation rules every write path applies (not only /api/validate-*): family-friendly
 * text, and images that are structurally valid, moderated, and stored in R2 (only URLs in D1).
 */
import { HTTPException } from "hono/http-exception";
import { keyFromMediaUrl, storePhoto } from "../services/media-storage";
import {
  decodeDataUrl,
  ImageRejected,
  imageModeratorFor,
  inspectImage,
  isFamilyFriendlyText,
  TEXT_REJECTED_MESSAGE,
} from "../services/moderation";

/** 400 {message} when any of the texts is not family-friendly. */
export function requireFamilyFriendly(...texts: Array<string | null | undefined>) {
  for (const text of texts) {
    if (!isFamilyFriendlyText(text)) {
      throw new HTTPException(400, { message: TEXT_REJECTED_MESSAGE });
    }
  }
}

/** Structural checks + the moderation adapter; returns bytes and sniffed type, or throws 400. */
export async function checkImageBytes(env: Env, bytes: Uint8Array) {
  let info: ReturnType<typeof inspectImage>;
  try {
    info = inspectImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejected) throw new HTTPException(400, { message: error.message });
    throw error;
  }
  const verdict = await imageModeratorFor(env).check(bytes, info.type);
  if (!verdict.ok) throw new HTTPException(400, { message: verdict.message });
  return info;
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
 * An image given as inline data or as a URL we already host (from /api/upload-image).
 * Inline data is checked and stored; a hosted URL must exist in R2 and have been uploaded by
 * this same user (recorded in the object's customMetadata on upload), so nobody can attach
 * another house's photo and later take it down with their own house. Returns the URL to save.
 */
export async function acceptImage(env: Env, imageUrl: string, uploadedBy: string) {
  if (imageUrl.trim().startsWith("data:")) {
    const bytes = decodeImage(imageUrl);
    const info = await checkImageBytes(env, bytes);
    return storePhoto(env.MEDIA, bytes, info.type, uploadedBy);
  }
  const key = keyFromMediaUrl(imageUrl);
  if (!key) {
    throw new HTTPException(400, {
      message: "imageUrl must be inline image data or an image uploaded with /api/upload-image",
    });
  }
  const head = await env.MEDIA.head(key);
  if (!head) throw new HTTPException(400, { message: "imageUrl: uploaded image not found" });
  if (head.customMetadata?.uploadedBy !== uploadedBy) {
    throw new HTTPException(400, {
      message: "imageUrl: only images you uploaded yourself can be attached",
    });
  }
  return `/api/media/${key}`;
}
