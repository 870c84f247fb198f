/**
 * Video uploads (tus, local video host) and playback. The tus URLs are capabilities (unguessable
 * ids, as Stream's one-time URLs are): tus-js-client sends no bearer token, so PATCH and HEAD do
 * not ask for one. Creating them does.
 */
import { MAX_VIDEO_BYTES, uploadUrlRequestSchema, type VideoPlayback } from "@contract/media";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../../factory";
import { factory } from "../../factory";
import { validate } from "../../lib/http/validate";
import { streamState } from "../../lib/video-playback";
import { videoProvider } from "../../lib/video-provider";
import { currentUser, requireUser } from "../../middleware/auth";
import {
  type LocalVideoProvider,
  UploadConflictError,
  UploadGoneError,
  UploadNotFoundError,
  UploadNotVideoError,
  UploadQuotaError,
  UploadTooLargeError,
} from "../../services/video";

const TUS_VERSION = "1.0.0";
const tusHeaders = { "Tus-Resumable": TUS_VERSION, "Cache-Control": "no-store" };

function localProvider(c: Context<AppEnv>): LocalVideoProvider {
  const provider = videoProvider(c);
  if (provider.name !== "local") {
    throw new HTTPException(404, { message: "Uploads go to the video host directly" });
  }
  return provider as LocalVideoProvider;
}

/** The answer to each refusal of the upload adapter. */
function tusFailure(error: unknown): never {
  const status =
    error instanceof UploadNotFoundError
      ? 404
      : error instanceof UploadConflictError
        ? 409
        : error instanceof UploadGoneError
          ? 410
          : error instanceof UploadTooLargeError
            ? 413
            : error instanceof UploadNotVideoError
              ? 415
              : error instanceof UploadQuotaError
                ? 429
                : null;
  if (status && error instanceof Error) throw new HTTPException(status, { message: error.message });
  throw error;
}

/** Parses one "bytes=" range against a size; null = whole file; "invalid" = 416. */
export function parseRange(header: string | undefined, size: number) {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return "invalid" as const;
  let start: number;
  let end: number;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0) return "invalid" as const;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start >= size || start > end) return "invalid" as const;
  return { start, end };
}

/** tus Upload-Metadata: "key base64value,key2 base64value2"; broken base64 is a 400. */
function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const pair of (header ?? "").split(",")) {
    const [key, value] = pair.trim().split(" ");
    if (!key) continue;
    try {
      meta[key] = value ? new TextDecoder().decode(base64Bytes(value)) : "";
    } catch {
      throw new HTTPException(400, { message: "Upload-Metadata values must be base64" });
    }
  }
  return meta;
}

function base64Bytes(value: string) {
  return Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0));
}

export const videoRoutes = factory
  .createApp()
  .post("/get-upload-url", requireUser, validate("json", uploadUrlRequestSchema), async (c) => {
    const user = currentUser(c);
    const { fileSize, fileName } = c.req.valid("json");
    const answer = await videoProvider(c)
      .createUpload({ fileSize, fileName, userId: user.id })
      .catch(tusFailure);
    return c.json(answer, 200);
  })
  // tus creation: Upload-Length required; answers 201 with Location.
  .post("/video-uploads", requireUser, async (c) => {
    const user = currentUser(c);
    const length = Number(c.req.header("Upload-Length"));
    if (!Number.isSafeInteger(length) || length <= 0) {
      throw new HTTPException(400, { message: "Upload-Length header is required" });
    }
    if (length > MAX_VIDEO_BYTES) {
      throw new HTTPException(413, { message: "Video files must be under 10GB" });
    }
    const meta = parseUploadMetadata(c.req.header("Upload-Metadata"));
    const { uploadUrl, streamId } = await localProvider(c)
      .createUpload({
        fileSize: length,
        fileName: meta.filename ?? meta.name ?? "video",
        userId: user.id,
      })
      .catch(tusFailure);
    return c.body(null, 201, {
      ...tusHeaders,
      Location: uploadUrl,
      "stream-media-id": streamId,
    });
  })
  .options("/video-uploads/*", (c) =>
    c.body(null, 204, {
      "Tus-Resumable": TUS_VERSION,
      "Tus-Version": TUS_VERSION,
      "Tus-Extension": "creation",
      "Tus-Max-Size": String(MAX_VIDEO_BYTES),
    }),
  )
  // HEAD lands here too (Hono serves HEAD from GET and drops the body).
  .get("/video-uploads/:id{[a-f0-9]{32}}", async (c) => {
    const status = await localProvider(c).status(c.req.param("id")).catch(tusFailure);
    return c.body(null, 200, {
      ...tusHeaders,
      "Upload-Offset": String(status.uploadOffset),
      "Upload-Length": String(status.uploadLength),
    });
  })
  .patch("/video-uploads/:id{[a-f0-9]{32}}", async (c) => {
    if (c.req.header("Content-Type") !== "application/offset+octet-stream") {
      throw new HTTPException(415, {
        message: "Content-Type must be application/offset+octet-stream",
      });
    }
    const offset = Number(c.req.header("Upload-Offset"));
    if (!Number.isSafeInteger(offset) || offset < 0) {
      throw new HTTPException(400, { message: "Upload-Offset header is required" });
    }
    const newOffset = await localProvider(c)
      .append(c.req.param("id"), offset, c.req.raw.body)
      .catch(tusFailure);
    return c.body(null, 204, { ...tusHeaders, "Upload-Offset": String(newOffset) });
  })
  // Public and polled by every viewer of a processing video: only videos attached to a house
  // reach the host, and its answer is cached (lib/video-playback.ts).
  .get("/videos/:streamId{[A-Za-z0-9_-]{8,64}}/playback", async (c) => {
    const streamId = c.req.param("streamId");
    const provider = videoProvider(c);
    const state = await streamState(c.var.db, provider, streamId);
    if (state === null || state === "missing") {
      throw new HTTPException(404, { message: "Video not found" });
    }
    if (state === "failed") {
      throw new HTTPException(502, {
        message: "The video host is not answering. Please try again in a minute.",
      });
    }
    const playback: VideoPlayback = { ...provider.player(streamId), ready: state === "ready" };
    return c.json(playback, 200);
  })
  .get("/videos/:streamId{[A-Za-z0-9_-]{8,64}}", async (c) => {
    const provider = localProvider(c);
    const id = c.req.param("streamId");
    const head = await provider.head(id);
    if (!head) throw new HTTPException(404, { message: "Video not found or still processing" });
    const size = head.size;
    const storedType = head.httpMetadata?.contentType;
    const range = parseRange(c.req.header("Range"), size);
    const headers = new Headers({
      "Accept-Ranges": "bytes",
      // Only ever a video type (uploads are checked for a video container when they start).
      "Content-Type": storedType?.startsWith("video/") ? storedType : "video/mp4",
      "Content-Disposition": `inline; filename="video-${id}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: head.httpEtag,
    });
    if (range === "invalid") {
      headers.set("Content-Range", `bytes */${size}`);
      return new Response(null, { status: 416, headers });
    }
    if (!range) {
      const object = await provider.read(id);
      if (!object) throw new HTTPException(404, { message: "Video not found" });
      headers.set("Content-Length", String(size));
      return new Response(object.body, { status: 200, headers });
    }
    const length = range.end - range.start + 1;
    const object = await provider.read(id, { offset: range.start, length });
    if (!object) throw new HTTPException(404, { message: "Video not found" });
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
    headers.set("Content-Length", String(length));
    return new Response(object.body, { status: 206, headers });
  });
