/**
 * Production video host: Cloudflare Stream, direct creator upload over tus.
 * https://developers.cloudflare.com/stream/uploading-videos/direct-creator-uploads/
 * The worker asks Stream for a one-time tus URL (Location header) and the video id
 * (stream-media-id header); the browser uploads straight to Stream. Needs CLOUDFLARE_ACCOUNT_ID
 * (var) and CLOUDFLARE_STREAM_API_TOKEN (secret, Stream:Edit).
 */
import type { VideoProvider } from "./types";

export interface CloudflareStreamConfig {
  accountId: string;
  apiToken: string;
  /** Injected for tests (recorded answers); defaults to global fetch. */
  fetch?: typeof fetch;
  /** Longest video accepted, seconds. */
  maxDurationSeconds?: number;
}

const API = "https://api.cloudflare.com/client/v4";

/** tus Upload-Metadata: comma-separated "key base64(value)" pairs. */
export function tusMetadata(entries: Record<string, string>) {
  const encode = (value: string) => btoa(String.fromCharCode(...new TextEncoder().encode(value)));
  return Object.entries(entries)
    .map(([key, value]) => `${key} ${encode(value)}`)
    .join(",");
}

export function createCloudflareStreamProvider(config: CloudflareStreamConfig): VideoProvider {
  const doFetch = config.fetch ?? fetch;
  const auth = { Authorization: `Bearer ${config.apiToken}` };
  const base = `${API}/accounts/${encodeURIComponent(config.accountId)}/stream`;

  /**
   * One Stream API call, out of the budget the whole account shares with deploys (about 1,200
   * per 5 minutes per token): callers that serve visitors go through lib/video-playback.ts.
   */
  async function details(streamId: string) {
    const response = await doFetch(`${base}/${encodeURIComponent(streamId)}`, { headers: auth });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Stream lookup failed: ${response.status}`);
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

  return {
    name: "cloudflare",
    async createUpload({ fileSize, fileName, userId }) {
      const response = await doFetch(`${base}?direct_user=true`, {
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
        throw new Error(`Stream direct upload failed: ${response.status}`);
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
    player(streamId) {
      return {
        kind: "iframe",
        src: `https://iframe.videodelivery.net/${encodeURIComponent(streamId)}`,
      };
    },
    async delete(streamId) {
      const response = await doFetch(`${base}/${encodeURIComponent(streamId)}`, {
        method: "DELETE",
        headers: auth,
      });
      if (!response.ok && response.status !== 404) {
        throw new Error(`Stream delete failed: ${response.status}`);
      }
    },
  };
}
