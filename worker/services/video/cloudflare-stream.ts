/**
 * Production video host: Cloudflare Stream, direct creator upload over tus.
 * https://developers.cloudflare.com/stream/uploading-videos/direct-creator-uploads/
 * The worker asks Stream for a one-time tus URL (Location header) and the video id
 * (stream-media-id header); the browser uploads straight to Stream. Needs CLOUDFLARE_ACCOUNT_ID
 * (var) and CLOUDFLARE_STREAM_API_TOKEN (secret, Stream:Edit).
 *
 * Every call here is a Stream API request, out of a budget the whole account shares with deploys
 * (about 1,200 per 5 minutes per token). So each upload is recorded in D1 when it is created
 * (decision 327): the pending limit, the uploader's delete and the nightly cleanup read the record
 * and never ask Stream whether an upload finished. Without asking, a Stream upload holds its place
 * for a day from its start, unless a house has it or it is deleted.
 */
import type { VideoProvider } from "./types";
import {
  pendingLimit,
  TOO_MANY_PENDING_UPLOADS_MESSAGE,
  UploadQuotaError,
  VideoHostError,
  type VideoUploadStore,
} from "./uploads";

export interface CloudflareStreamConfig {
  accountId: string;
  apiToken: string;
  /** The upload records of this host (worker/db/video-uploads.ts). */
  store: VideoUploadStore;
  /** Longest video accepted, seconds. */
  maxDurationSeconds?: number;
}

const API = "https://api.cloudflare.com/client/v4";

/**
 * Stream uploads one night's cleanup deletes at most, one API call each. Sequential, they take
 * about a minute and leave most of the 5-minute budget (about 1,200) to deploys and playback
 * lookups. A night normally has a handful (forms never sent); a backlog (many accounts at their
 * limit every day, or nights the host refused) drains at this pace, and the pending limit keeps
 * each person's share to 3 a day.
 */
const MAX_STREAM_DELETES_PER_NIGHT = 200;

/** tus Upload-Metadata: comma-separated "key base64(value)" pairs. */
export function tusMetadata(entries: Record<string, string>) {
  const encode = (value: string) => btoa(String.fromCharCode(...new TextEncoder().encode(value)));
  return Object.entries(entries)
    .map(([key, value]) => `${key} ${encode(value)}`)
    .join(",");
}

/** A refused or failed Stream call (routes log it and answer that the host is not answering). */
function hostFailure(call: string, status: number) {
  return new VideoHostError(`Stream ${call} failed: ${status}`);
}

export function createCloudflareStreamProvider(config: CloudflareStreamConfig): VideoProvider {
  const { store } = config;
  const auth = { Authorization: `Bearer ${config.apiToken}` };
  const base = `${API}/accounts/${encodeURIComponent(config.accountId)}/stream`;

  /** One Stream API call: callers that serve visitors go through lib/video-playback.ts. */
  async function details(streamId: string) {
    const response = await fetch(`${base}/${encodeURIComponent(streamId)}`, { headers: auth });
    if (response.status === 404) return null;
    if (!response.ok) throw hostFailure("lookup", response.status);
    const body = (await response.json()) as {
      result?: {
        uid: string;
        creator?: string | null;
        readyToStream?: boolean;
        status?: { state?: string };
      };
    };
    return body.result ?? null;
  }

  /** One Stream API call; a video Stream no longer has counts as deleted. */
  async function deleteAtStream(streamId: string) {
    const response = await fetch(`${base}/${encodeURIComponent(streamId)}`, {
      method: "DELETE",
      headers: auth,
    });
    if (!response.ok && response.status !== 404) throw hostFailure("delete", response.status);
  }

  return {
    name: "cloudflare",
    async createUpload({ fileSize, fileName, userId }) {
      const limit = pendingLimit();
      // Someone at the limit costs no call.
      if (!(await store.hasRoom(userId, limit))) {
        throw new UploadQuotaError(TOO_MANY_PENDING_UPLOADS_MESSAGE);
      }
      const response = await fetch(`${base}?direct_user=true`, {
        method: "POST",
        headers: {
          ...auth,
          "Tus-Resumable": "1.0.0",
          "Upload-Length": String(fileSize),
          "Upload-Creator": userId,
          "Upload-Metadata": tusMetadata({
            name: fileName,
            maxDurationSeconds: String(config.maxDurationSeconds ?? 3600),
          }),
        },
      });
      const uploadUrl = response.headers.get("Location");
      const streamId = response.headers.get("stream-media-id");
      if (!response.ok || !uploadUrl || !streamId) {
        throw hostFailure("direct upload", response.status);
      }
      const record = {
        id: streamId,
        userId,
        fileName,
        uploadLength: fileSize,
        uploadOffset: 0,
        r2Key: null,
        r2UploadId: null,
        parts: [],
        contentType: null,
        completedAt: null,
      };
      // Checked again in the write: two starts at the same moment cannot both take the last
      // place. The one that lost (or a failed write) takes its Stream upload back.
      let stored: boolean;
      try {
        stored = await store.createWithinLimit(record, limit);
      } catch (error) {
        await deleteAtStream(streamId).catch(() => undefined);
        throw error;
      }
      if (!stored) {
        await deleteAtStream(streamId);
        throw new UploadQuotaError(TOO_MANY_PENDING_UPLOADS_MESSAGE);
      }
      return { uploadUrl, streamId };
    },
    async describe(streamId) {
      const video = await details(streamId);
      if (!video) return null;
      // Stream says "pendingupload" until the direct creator upload has all its bytes.
      const state = video.status?.state;
      return {
        ownerId: video.creator ?? null,
        ready: Boolean(video.readyToStream),
        uploaded: Boolean(state) && state !== "pendingupload" && state !== "error",
      };
    },
    async uploader(streamId) {
      return (await store.get(streamId))?.userId ?? null;
    },
    async attached(streamId) {
      // It only held a place. Gone, it cannot make the cleanup delete a video on a house, even
      // if the videos rows were lost (a bad db-sync): Stream keeps no copy of a deleted video.
      await store.delete(streamId);
    },
    player(streamId) {
      return {
        kind: "iframe",
        src: `https://iframe.videodelivery.net/${encodeURIComponent(streamId)}`,
      };
    },
    async delete(streamId) {
      await deleteAtStream(streamId);
      await store.delete(streamId);
    },
    async expiredUploads(before) {
      const expired = await store.listExpired(before, MAX_STREAM_DELETES_PER_NIGHT);
      // Whether it finished is Stream's to say, at a call each: not asked.
      return expired.map(({ id }) => ({ id, finished: null }));
    },
    async deleteUnattached(streamId) {
      const record = await store.get(streamId);
      // The record goes first, in a write that checks no house has the video: a video attached
      // at this moment stays at Stream.
      if (!record || !(await store.deleteUnattached(streamId))) return false;
      try {
        await deleteAtStream(streamId);
      } catch (error) {
        // Kept for the next night: without its record the video would stay at Stream for good.
        await store.restore(record);
        throw error;
      }
      return true;
    },
  };
}
