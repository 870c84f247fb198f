/**
 * Photos in R2, by key. No routes, no URLs, no database here: lib/media-urls.ts maps keys to
 * the URLs the worker serves them under.
 */
import type { ImageType } from "../moderation/image-inspect";
import { withoutMetadata } from "../moderation/image-structure";

export const PHOTO_KEY_PREFIX = "photos/";
/**
 * Short-lived with revalidation, not immutable: a deleted photo must stop being served from
 * browser and edge caches within minutes (a revalidation of a kept photo is a cheap 304).
 */
export const PHOTO_CACHE_CONTROL = "public, max-age=600, must-revalidate";

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

/**
 * Our keys are "photos/<uuid>.<ext>" (under 60 characters); R2 refuses keys over 1,024 bytes with
 * an error, so anything longer is simply not one of ours.
 */
const MAX_PHOTO_KEY_LENGTH = 256;

/** Whether `key` names a stored photo (and cannot climb out of the photo folder). */
export function isPhotoKey(key: string): boolean {
  return (
    key.length <= MAX_PHOTO_KEY_LENGTH && key.startsWith(PHOTO_KEY_PREFIX) && !key.includes("..")
  );
}

/**
 * Stores image bytes under a fresh key and returns the key. Identifying metadata (EXIF with GPS,
 * XMP, text chunks) is removed here, so no caller can store it by mistake.
 */
export async function storePhoto(
  bucket: R2Bucket,
  bytes: Uint8Array,
  contentType: keyof typeof EXTENSIONS | string,
  uploadedBy: string,
): Promise<string> {
  const key = `${PHOTO_KEY_PREFIX}${crypto.randomUUID()}.${EXTENSIONS[contentType] ?? "bin"}`;
  const stored =
    contentType in EXTENSIONS ? withoutMetadata(bytes, contentType as ImageType) : bytes;
  await bucket.put(key, stored, {
    httpMetadata: { contentType, cacheControl: PHOTO_CACHE_CONTROL },
    customMetadata: { uploadedBy },
  });
  return key;
}

/** Deletes the given R2 objects; returns how many keys were asked for. */
export async function deleteMediaKeys(bucket: R2Bucket, keys: string[]) {
  const unique = [...new Set(keys)];
  // R2 deletes up to 1000 keys per call.
  for (let i = 0; i < unique.length; i += 1000) await bucket.delete(unique.slice(i, i + 1000));
  return unique.length;
}
