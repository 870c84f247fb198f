import type { Context } from "hono";
import { videoUploadStore } from "../db/video-uploads";
import type { AppEnv } from "../factory";
import { videoProviderFor } from "../services/video";

/** The configured video host for this request (local tus URLs are absolute, on this origin). */
export function videoProvider(c: Context<AppEnv>) {
  return videoProviderFor(c.env, {
    store: videoUploadStore(c.var.db),
    origin: new URL(c.req.url).origin,
  });
}
