/**
 * The URLs under which routes/media/images.ts serves photos stored in R2 (/api/media/<key>). The
 * database holds these URLs; the storage adapter only knows keys.
 */
import { MEDIA_PATH_PREFIX } from "@contract/photo-sizes";
import type { Db } from "../db/client";
import { askMediaDeletion } from "../db/media-deletions";
import { isPhotoKey } from "../services/media-storage";

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

/**
 * Deletes the photos behind the given URLs (other URLs are ignored) the way the app deletes
 * stored files (decision 338): from now on they are not served, and the nightly cleanup deletes
 * them, with their smaller copies, once the restore window is over and no row points at them.
 * Callers pass only URLs no row points at any more.
 */
export async function deleteMediaUrls(db: Db, urls: Array<string | null | undefined>) {
  const keys = [...new Set(urls.map(keyFromMediaUrl).filter((k): k is string => k !== null))];
  await askMediaDeletion(db, keys, new Date());
}
