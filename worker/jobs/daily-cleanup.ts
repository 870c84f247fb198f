/**
 * Daily cleanup (a scheduled job, worker/scheduled.ts): storage nobody uses any more.
 *   - unfinished local video uploads started more than a day ago (multipart aborted, row gone);
 *   - photos in R2 uploaded more than a day ago that no house or photo row references (uploads
 *     whose form was abandoned, or left behind by a failed write).
 * Each run does a bounded amount of work; what is left waits for the next day.
 */
import { createDb } from "../db/client";
import { forgetHeldImages } from "../db/held-images";
import { unreferencedImageUrls } from "../db/photos";
import { videoUploadStore } from "../db/video-uploads";
import { keyFromMediaUrl, mediaUrlForKey } from "../lib/media-urls";
import { deleteMediaKeys, PHOTO_KEY_PREFIX } from "../services/media-storage";
import { createLocalVideoProvider, UNFINISHED_UPLOAD_TTL_MS } from "../services/video";

const MAX_UPLOADS_PER_RUN = 500;
const MAX_LIST_PAGES_PER_RUN = 20;

export interface CleanupReport {
  unfinishedUploads: number;
  unattachedPhotos: number;
}

export async function dailyCleanup(env: Env, now: Date): Promise<CleanupReport> {
  const before = new Date(now.getTime() - UNFINISHED_UPLOAD_TTL_MS);
  const db = createDb(env.DB);
  const store = videoUploadStore(db);
  // Only the local host keeps upload rows; deleting through it aborts the R2 multipart upload.
  // No URLs are handed out here, so the URL builders are never called.
  const local = createLocalVideoProvider({
    bucket: env.MEDIA,
    store,
    urls: { upload: () => "", playback: () => "" },
  });
  const stale = await store.listUnfinished(before, MAX_UPLOADS_PER_RUN);
  for (const id of stale) await local.delete(id);

  let unattachedPhotos = 0;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES_PER_RUN; page++) {
    const listing = await env.MEDIA.list({ prefix: PHOTO_KEY_PREFIX, cursor, limit: 1000 });
    const old = listing.objects.filter((o) => o.uploaded < before).map((o) => o.key);
    if (old.length > 0) {
      const unreferenced = await unreferencedImageUrls(db, old.map(mediaUrlForKey));
      const orphans = unreferenced.map(keyFromMediaUrl).filter((key): key is string => !!key);
      if (orphans.length > 0) {
        await deleteMediaKeys(env.MEDIA, orphans);
        await forgetHeldImages(db, orphans.map(mediaUrlForKey));
      }
      unattachedPhotos += orphans.length;
    }
    if (!listing.truncated) break;
    cursor = listing.cursor;
  }
  return { unfinishedUploads: stale.length, unattachedPhotos };
}
