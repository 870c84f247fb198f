/**
 * Photos in R2, by key. No routes, no URLs, no database here: lib/media-urls.ts maps keys to
 * the URLs the worker serves them under.
 */

export const PHOTO_KEY_PREFIX = "photos/";

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

/** Whether `key` names a stored photo (and cannot climb out of the photo folder). */
export function isPhotoKey(key: string): boolean {
  return key.startsWith(PHOTO_KEY_PREFIX) && !key.includes("..");
}

/** Stores image bytes under a fresh key and returns the key. */
export async function storePhoto(
  bucket: R2Bucket,
  bytes: Uint8Array,
  contentType: keyof typeof EXTENSIONS | string,
  uploadedBy: string,
): Promise<string> {
  const key = `${PHOTO_KEY_PREFIX}${crypto.randomUUID()}.${EXTENSIONS[contentType] ?? "bin"}`;
  await bucket.put(key, bytes, {
    httpMetadata: { contentType, cacheControl: "public, max-age=31536000, immutable" },
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
