/**
 * Production video host: Cloudflare Stream, direct creator upload over tus.
 * https://developers.cloudflare.com/stream/uploading-videos/direct-creator-uploads/
 * The worker asks Stream for a one-time tus URL (Location header) and the video id
 * (stream-media-id header); the browser uploads straight to Stream. Needs CLOUDFLARE_ACCOUNT_ID
 * (var) and CLOUDFLARE_STREAM_API_TOKEN (secret, Stream:Edit).
 *
 * Every call here is a Stream API request, out of a budget the whole account shares with deploys
 * (about 1,200 per 5 minutes per token). So each upload is recorded in D1 when it is created
 * (decision 327): the pending limit and the uploader's delete read the record and never ask
 * Stream whether an upload finished, so a Stream upload holds its place for a day from its start.
 * Only the nightly cleanup asks, once per upload past that day, when its bytes arrived: one that
 * finished late is kept until a day from its end (decision 331).
 */
import { logEvent } from "../../lib/structured-log";
import type { ExpiredUploads, VideoProvider } from "./types";
import {
  PENDING_UPLOAD_TTL_MS,
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
 * Stream API calls one night's cleanup makes at most: the reads of when an upload's bytes arrived
 * and the deletes together (decision 331). Sequential, they take about a minute and leave most of
 * the 5-minute budget (about 1,200) to deploys and playback lookups. A night normally has a
 * handful of uploads (forms never sent), two calls each; a backlog (many accounts at their limit
 * every day, or nights the host refused) drains at this pace, and the pending limit keeps each
 * person's share to 3 a day.
 */
const MAX_STREAM_CALLS_PER_NIGHT = 200;

/** What the app reads of a video's details (GET /accounts/{id}/stream/{uid}). */
interface StreamVideo {
  uid: string;
  creator?: string | null;
  readyToStream?: boolean;
  status?: { state?: string };
  /** When the media item was uploaded, last modified, and became playable (ISO 8601). */
  uploaded?: string | null;
  modified?: string | null;
  readyToStreamAt?: string | null;
}

/**
 * Whether every byte of the upload arrived: Stream says "pendingupload" until the direct creator
 * upload has them all, and "error" for an upload it could not take (which cannot be attached).
 */
function bytesArrived(video: StreamVideo) {
  const state = video.status?.state;
  return Boolean(state) && state !== "pendingupload" && state !== "error";
}

/**
 * When the last byte of a finished upload arrived, as late as Stream's answer allows: its
 * documentation does not say whether `uploaded` is a direct creator upload's start or its end,
 * while `modified` (its last change) and `readyToStreamAt` (playable) are never before the end.
 * The latest of them can only lengthen the upload's day from its end, never shorten it. Null when
 * the answer has none of them.
 */
function bytesArrivedAt(video: StreamVideo): Date | null {
  const times = [video.uploaded, video.modified, video.readyToStreamAt]
    .map((value) => (value ? Date.parse(value) : Number.NaN))
    .filter((time) => Number.isFinite(time));
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

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
    const body = (await response.json()) as { result?: StreamVideo };
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
      return {
        ownerId: video.creator ?? null,
        ready: Boolean(video.readyToStream),
        uploaded: bytesArrived(video),
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
      // Listed by their start, unless an earlier night learnt their end. Each costs a read of its
      // details and a delete, or a delete alone once its end is known: the night's calls, reads
      // included, stay within MAX_STREAM_CALLS_PER_NIGHT, and the rest wait for the next night.
      const listed = await store.listExpired(before, MAX_STREAM_CALLS_PER_NIGHT);
      const expired: ExpiredUploads = { uploads: [], kept: 0 };
      let reads = 0;
      let goneAtStream = 0;
      const calls = () => reads + expired.uploads.length;
      try {
        for (const upload of listed) {
          if (upload.finished) {
            if (calls() + 1 > MAX_STREAM_CALLS_PER_NIGHT) break;
            expired.uploads.push(upload);
            continue;
          }
          if (calls() + 2 > MAX_STREAM_CALLS_PER_NIGHT) break;
          reads += 1;
          const video = await details(upload.id);
          if (!video) {
            // Deleted at Stream already (in its dashboard): only the record is left to remove.
            if (await store.deleteUnattached(upload.id)) goneAtStream += 1;
            continue;
          }
          if (!bytesArrived(video)) {
            expired.uploads.push({ id: upload.id, finished: false });
            continue;
          }
          // An answer without a time (none seen) counts as ending now: kept one more day, once.
          const end = bytesArrivedAt(video) ?? new Date(before.getTime() + PENDING_UPLOAD_TTL_MS);
          if (end <= before) {
            expired.uploads.push({ id: upload.id, finished: true });
            continue;
          }
          // Finished late in its day: it holds its place, and waits, until a day from its end.
          // With its end on the record, the next nights list it only then, and read it no more.
          const record = await store.get(upload.id);
          if (record) {
            await store.update(upload.id, {
              uploadOffset: record.uploadLength,
              parts: [],
              completedAt: end,
            });
          }
          expired.kept += 1;
        }
      } finally {
        // Also when a read failed: what the night learnt is on the records already.
        logEvent("video-upload-cleanup-checked", {
          provider: "cloudflare",
          listed: listed.length,
          reads,
          toDelete: expired.uploads.length,
          kept: expired.kept,
          goneAtStream,
          callLimit: MAX_STREAM_CALLS_PER_NIGHT,
        });
      }
      return expired;
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
