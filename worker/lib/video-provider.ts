import type { Context } from "hono";
import type { Db } from "../db/client";
import { askMediaDeletion } from "../db/media-deletions";
import { videoUploadStore } from "../db/video-uploads";
import type { AppEnv } from "../factory";
import { videoProviderFor } from "../services/video";

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
