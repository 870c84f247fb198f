/**
 * Photos in R2. The database only ever holds the URL (/api/media/<key>); the worker serves the
 * bytes back (routes/media.ts). No routes, no database here.
 */
import type { ImageType } from "../moderation/image-inspect";
import { withoutMetadata } from "../moderation/image-structure";

export const MEDIA_URL_PREFIX = "/api/media/";
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
 * Stores image bytes under a fresh key and returns the URL to save in D1. Identifying metadata
 * (EXIF with GPS, XMP, text chunks) is removed here, so no caller can store it by mistake.
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
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** The R2 key behind one of our media URLs, else null (demo /demo/*.svg files, outside URLs). */
export function keyFromMediaUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith(MEDIA_URL_PREFIX)) return null;
  return mediaKeyFromPath(path.slice(MEDIA_URL_PREFIX.length));
}

/**
 * The R2 key of a percent-encoded path below /api/media/, or null when the encoding is broken
 * ("%", "%zz") or the key is not a photo key.
 */
export function mediaKeyFromPath(encoded: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (!key.startsWith(PHOTO_KEY_PREFIX) || key.includes("..")) return null;
  return key;
}

/** Deletes the R2 objects behind the given URLs; other URLs are ignored. */
export async function deleteMediaUrls(bucket: R2Bucket, urls: Array<string | null | undefined>) {
  const keys = [...new Set(urls.map(keyFromMediaUrl).filter((k): k is string => k !== null))];
  // R2 deletes up to 1000 keys per call.
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
  return keys.length;
}
