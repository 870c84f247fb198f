/**
 * A stand-in for Cloudflare Stream at the network edge, for the worker tests of the production
 * video host (vitest.config.ts, project `worker-stream`). It is that project's outbound service:
 * every fetch leaving workerd (the worker's and the test's own) comes here, in Node, so the real
 * adapter (worker/services/video/cloudflare-stream.ts) runs unchanged and nothing reaches the
 * network. It answers what the app uses of Stream's API, as Stream documents it:
 *
 *   POST   api.cloudflare.com/client/v4/accounts/{account}/stream?direct_user=true  (tus creation)
 *   GET    api.cloudflare.com/client/v4/accounts/{account}/stream/{uid}
 *   DELETE api.cloudflare.com/client/v4/accounts/{account}/stream/{uid}
 *   PATCH  upload.videodelivery.net/tus/{uid}  (the browser's bytes; ready once all are in)
 *
 * A video's details carry Stream's times: `created`, `modified` (each change, the last byte
 * included) and `readyToStreamAt` (playable, here as soon as its last byte is in). `uploaded`
 * is its creation: Stream's documentation does not say whether a direct creator upload's is its
 * start or its end, and the start is the reading the app must not rely on.
 *
 * Only STREAM_STAND_IN's account and token are let in (403 otherwise, as Stream answers a bad
 * token). `GET https://stream-stand-in.test/calls` lists the API calls it answered, oldest first,
 * as "METHOD /path": what Stream would have counted against the account's request budget.
 */

export const STREAM_STAND_IN = {
  accountId: "0123456789abcdef0123456789abcdef",
  apiToken: "stream-stand-in-token",
  callsUrl: "https://stream-stand-in.test/calls",
} as const;

interface StandInVideo {
  uid: string;
  creator: string | null;
  meta: Record<string, string>;
  maxDurationSeconds: number;
  size: number;
  received: number;
  created: string;
  modified: string;
  readyToStreamAt: string | null;
}

const videos = new Map<string, StandInVideo>();
const calls: string[] = [];

const API_PATH = `/client/v4/accounts/${STREAM_STAND_IN.accountId}/stream`;

function apiAnswer(status: number, result: unknown, init: ResponseInit = {}) {
  const ok = status < 400;
  return Response.json(
    {
      success: ok,
      errors: ok ? [] : [{ code: status === 404 ? 10005 : 10000, message: String(result) }],
      messages: [],
      result: ok ? result : null,
    },
    { ...init, status },
  );
}

/** Upload-Metadata: comma-separated "key base64(value)" pairs (tus 1.0.0). */
function readMetadata(header: string | null) {
  const meta: Record<string, string> = {};
  for (const pair of (header ?? "").split(",")) {
    const [key, value] = pair.trim().split(" ");
    if (key) meta[key] = value ? new TextDecoder().decode(base64Bytes(value)) : "";
  }
  return meta;
}

function base64Bytes(value: string) {
  return Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0));
}

function videoDetails(video: StandInVideo) {
  const ready = video.received === video.size;
  return {
    uid: video.uid,
    creator: video.creator,
    meta: video.meta,
    maxDurationSeconds: video.maxDurationSeconds,
    size: video.size,
    readyToStream: ready,
    status: { state: ready ? "ready" : "pendingupload" },
    created: video.created,
    uploaded: video.created,
    modified: video.modified,
    readyToStreamAt: video.readyToStreamAt,
  };
}

async function api(request: Request, url: URL) {
  calls.push(`${request.method} ${url.pathname}`);
  if (
    request.headers.get("Authorization") !== `Bearer ${STREAM_STAND_IN.apiToken}` ||
    !url.pathname.startsWith(API_PATH)
  ) {
    return apiAnswer(403, "Authentication error");
  }
  const uid = url.pathname.slice(API_PATH.length + 1);
  if (!uid && request.method === "POST" && url.searchParams.get("direct_user") === "true") {
    const size = Number(request.headers.get("Upload-Length"));
    const meta = readMetadata(request.headers.get("Upload-Metadata"));
    const maxDurationSeconds = Number(meta.maxDurationSeconds);
    if (request.headers.get("Tus-Resumable") !== "1.0.0" || !(size > 0) || !maxDurationSeconds) {
      return apiAnswer(400, "Tus-Resumable, Upload-Length and maxDurationSeconds are required");
    }
    const id = crypto.randomUUID().replaceAll("-", "");
    delete meta.maxDurationSeconds;
    const now = new Date().toISOString();
    videos.set(id, {
      uid: id,
      creator: request.headers.get("Upload-Creator"),
      meta,
      maxDurationSeconds,
      size,
      received: 0,
      created: now,
      modified: now,
      readyToStreamAt: null,
    });
    return new Response(null, {
      status: 201,
      headers: {
        "Tus-Resumable": "1.0.0",
        Location: `https://upload.videodelivery.net/tus/${id}?tusv2=true`,
        "stream-media-id": id,
      },
    });
  }
  const video = uid ? videos.get(uid) : undefined;
  if (uid && request.method === "GET") {
    return video ? apiAnswer(200, videoDetails(video)) : apiAnswer(404, "video not found");
  }
  if (uid && request.method === "DELETE") {
    if (!video) return apiAnswer(404, "video not found");
    videos.delete(uid);
    return apiAnswer(200, "");
  }
  return apiAnswer(405, `${request.method} ${url.pathname} is not part of the stand-in`);
}

/** The browser's side of a direct creator upload: tus PATCH to the one-time URL. */
async function tusUpload(request: Request, url: URL) {
  const video = videos.get(url.pathname.replace("/tus/", ""));
  if (!video) return new Response(null, { status: 404 });
  if (request.method !== "PATCH") return new Response(null, { status: 405 });
  const offset = Number(request.headers.get("Upload-Offset"));
  if (offset !== video.received) return new Response(null, { status: 409 });
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (video.received + bytes.byteLength > video.size) return new Response(null, { status: 413 });
  video.received += bytes.byteLength;
  video.modified = new Date().toISOString();
  if (video.received === video.size) video.readyToStreamAt = video.modified;
  return new Response(null, {
    status: 204,
    headers: { "Tus-Resumable": "1.0.0", "Upload-Offset": String(video.received) },
  });
}

/** The outbound service: Stream's two hosts and the list of calls; nothing else is reachable. */
export async function streamApiStandIn(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.href === STREAM_STAND_IN.callsUrl) return Response.json(calls);
  if (url.host === "api.cloudflare.com") return api(request, url);
  if (url.host === "upload.videodelivery.net") return tusUpload(request, url);
  return new Response(`No network in tests: ${request.method} ${url.origin}`, { status: 502 });
}
