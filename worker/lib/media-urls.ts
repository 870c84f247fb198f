/**
 * The URLs under which routes/media/images.ts serves photos stored in R2 (/api/media/<key>). The
 * database holds these URLs; the storage adapter only knows keys.
 */
import { MEDIA_PATH_PREFIX } from "@contract/photo-sizes";
import { deleteMediaKeys, isPhotoKey } from "../services/media-storage";

export function mediaUrlForKey(key: string): string {
  return `${MEDIA_PATH_PREFIX}${key}`;
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
  if (!path.startsWith(MEDIA_PATH_PREFIX)) return null;
  return mediaKeyFromPath(path.slice(MEDIA_PATH_PREFIX.length));
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
  return isPhotoKey(key) ? key : null;
}

/** Deletes the R2 objects behind the given URLs; other URLs are ignored. */
export async function deleteMediaUrls(bucket: R2Bucket, urls: Array<string | null | undefined>) {
  const keys = [...new Set(urls.map(keyFromMediaUrl).filter((k): k is string => k !== null))];
  return deleteMediaKeys(bucket, keys);
}
