import type { Context } from "hono";
import type { Db } from "../db/client";
import { askMediaDeletion, askStreamDeletionRetry } from "../db/media-deletions";
import { videoUploadStore } from "../db/video-uploads";
import type { AppEnv } from "../factory";
import { videoProviderFor } from "../services/video";
import { logError } from "./structured-log";

/**
 * The configured video host. `origin` makes the local tus upload URL absolute (tus clients
 * need that); jobs without a request (deleting a house) leave it empty. The URLs are the ones
 * routes/media/videos.ts serves.
 */
export function videoProviderForEnv(env: Env, db: Db, origin = "") {
  return videoProviderFor(env, {
    uploads: (host) => videoUploadStore(db, host),
    urls: {
      upload: (id) => `${origin}/api/video-uploads/${id}`,
      playback: (id) => `/api/videos/${encodeURIComponent(id)}`,
    },
    deleteFileLater: (key) => askMediaDeletion(db, [key], new Date()),
  });
}

/** The configured video host for this request (local tus URLs are absolute, on this origin). */
export function videoProvider(c: Context<AppEnv>) {
  return videoProviderForEnv(c.env, c.var.db, new URL(c.req.url).origin);
}

/**
 * Deletes from the video host the videos a house no longer has (taken off it, or deleted with
 * it); the caller's rows are gone and its answer stands whatever the host says. A delete the host
 * refuses is logged, and on Stream recorded for the nightly cleanup to try again (decision 355):
 * a video left at Stream is billed every month and nobody can see it. The local host's delete
 * only writes rows (its file waits out the restore window in media_deletions), so when that
 * fails there is nothing more that could be written.
 */
export async function deleteRemovedVideos(env: Env, db: Db, houseId: number, streamIds: string[]) {
  if (streamIds.length === 0) return;
  let provider: ReturnType<typeof videoProviderForEnv>;
  try {
    provider = videoProviderForEnv(env, db);
  } catch (error) {
    logError("house-media-cleanup-failed", error, { houseId, media: "video" });
    return;
  }
  const retried = provider.name === "cloudflare";
  await Promise.all(
    streamIds.map(async (streamId) => {
      try {
        await provider.delete(streamId);
      } catch (error) {
        // The line names the video; the nightly cleanup's lines say what became of it.
        logError("house-media-cleanup-failed", error, {
          houseId,
          media: "video",
          streamId,
          attempt: 1,
          retried,
        });
        if (!retried) return;
        const message = error instanceof Error ? error.message : String(error);
        await askStreamDeletionRetry(db, streamId, new Date(), message).catch(
          (recordError: unknown) =>
            logError("video-delete-retry-not-recorded", recordError, { houseId, streamId }),
        );
      }
    }),
  );
}
