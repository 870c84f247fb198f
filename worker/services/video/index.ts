/**
 * Picks the video host from configuration (VIDEO_PROVIDER): "local" = this worker is the tus
 * endpoint and keeps files in R2; "cloudflare" = Cloudflare Stream direct creator uploads. Either
 * records its uploads through the store it is given, bound to its host.
 */
import { createCloudflareStreamProvider } from "./cloudflare-stream";
import { createLocalVideoProvider, type VideoUrls } from "./local-tus";
import type { VideoProvider } from "./types";
import type { VideoHost, VideoUploadStore } from "./uploads";

export {
  createLocalVideoProvider,
  LOCAL_VIDEO_KEY_PREFIX,
  type LocalVideoProvider,
  localHostLookups,
  type VideoUrls,
} from "./local-tus";
export type { ExpiredUploads, VideoPlayer, VideoProvider } from "./types";
export {
  MAX_PENDING_UPLOADS,
  PENDING_UPLOAD_TTL_MS,
  type PendingLimit,
  TOO_MANY_PENDING_UPLOADS_MESSAGE,
  UploadConflictError,
  UploadError,
  UploadGoneError,
  UploadNotFoundError,
  UploadNotVideoError,
  UploadQuotaError,
  UploadTooLargeError,
  VIDEO_HOST_FAILED_MESSAGE,
  type VideoHost,
  VideoHostError,
  type VideoUploadRecord,
  type VideoUploadStore,
} from "./uploads";

export function videoProviderFor(
  env: Env,
  deps: {
    uploads: (host: VideoHost) => VideoUploadStore;
    urls: VideoUrls;
    /** The local host's removed files wait out the restore window (decision 338). */
    deleteFileLater: (key: string) => Promise<void>;
  },
): VideoProvider {
  if (env.VIDEO_PROVIDER === "cloudflare") {
    // The token is a production secret (absent locally); the account id is a var, empty locally.
    const { CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_STREAM_API_TOKEN } = env;
    if (!CLOUDFLARE_ACCOUNT_ID || !CLOUDFLARE_STREAM_API_TOKEN) {
      throw new Error(
        "VIDEO_PROVIDER=cloudflare needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_STREAM_API_TOKEN",
      );
    }
    return createCloudflareStreamProvider({
      accountId: CLOUDFLARE_ACCOUNT_ID,
      apiToken: CLOUDFLARE_STREAM_API_TOKEN,
      store: deps.uploads("cloudflare"),
    });
  }
  const processingSeconds = Number(env.LOCAL_VIDEO_PROCESSING_SECONDS || 0);
  return createLocalVideoProvider({
    bucket: env.MEDIA,
    store: deps.uploads("local"),
    urls: deps.urls,
    deleteFileLater: deps.deleteFileLater,
    processingMs: Number.isFinite(processingSeconds) ? Math.max(0, processingSeconds) * 1000 : 0,
  });
}
