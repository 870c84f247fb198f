/**
 * Video uploads (tus, local video host; on Stream the browser uploads to Stream's URL) and
 * playback. The tus URLs are capabilities (unguessable ids, as Stream's one-time URLs are):
 * tus-js-client sends no bearer token, so PATCH and HEAD do not ask for one. Creating them does.
 */
import {
  MAX_VIDEO_BYTES,
  uploadUrlRequestSchema,
  VIDEO_TOO_LARGE_MESSAGE,
  type VideoPlayback,
} from "@contract/media";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { attachedStream } from "../../db/videos";
import type { AppEnv } from "../../factory";
import { factory } from "../../factory";
import { validate } from "../../lib/http/validate";
import { logError } from "../../lib/structured-log";
import { streamState } from "../../lib/video-playback";
import { videoProvider } from "../../lib/video-provider";
import { currentUser, requireUser } from "../../middleware/auth";
import { PHOTO_CACHE_CONTROL } from "../../services/media-storage";
import {
  type LocalVideoProvider,
  UploadConflictError,
  UploadGoneError,
  UploadNotFoundError,
  UploadNotVideoError,
  UploadQuotaError,
  UploadTooLargeError,
  VIDEO_HOST_FAILED_MESSAGE,
  VideoHostError,
} from "../../services/video";

const TUS_VERSION = "1.0.0";
const UPLOAD_ON_A_HOUSE_MESSAGE = "This video is on a house. Remove it from the house instead.";
const tusHeaders = { "Tus-Resumable": TUS_VERSION, "Cache-Control": "no-store" };

function localProvider(c: Context<AppEnv>): LocalVideoProvider {
  const provider = videoProvider(c);
  if (provider.name !== "local") {
    throw new HTTPException(404, { message: "Uploads go to the video host directly" });
  }
  return provider as LocalVideoProvider;
}

/**
 * The answer to each refusal of a video host's adapter. A host that failed is a 502 with our
 * words; its own (the call and status) go to the log.
 */
export function uploadFailure(error: unknown): never {
  if (error instanceof VideoHostError) {
    logError("video-host-call-failed", error);
    throw new HTTPException(502, { message: VIDEO_HOST_FAILED_MESSAGE });
  }
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

/**
 * The one byte range a Range header asks for (RFC 9110, 14.2). Null = send the whole file: no
 * header, one that is not a valid single "bytes=" range (ignored, as a server may), or several
 * ranges (answered whole, which a client must accept). "unsatisfiable" = 416: a valid range that
 * starts past the end, or an empty suffix.
 */
export function parseRange(header: string | undefined, size: number) {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  let start: number;
  let end: number;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable" as const;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    if (match[2] && Number(match[2]) < start) return null;
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start >= size) return "unsatisfiable" as const;
  return { start, end };
}

/** If-None-Match names the file's current ETag (or any, "*"): the browser's copy is current. */
function matchesETag(header: string | undefined, etag: string) {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
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
      .catch(uploadFailure);
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
      throw new HTTPException(413, { message: VIDEO_TOO_LARGE_MESSAGE });
    }
    const meta = parseUploadMetadata(c.req.header("Upload-Metadata"));
    const { uploadUrl, streamId } = await localProvider(c)
      .createUpload({
        fileSize: length,
        fileName: meta.filename ?? meta.name ?? "video",
        userId: user.id,
      })
      .catch(uploadFailure);
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
    const status = await localProvider(c).status(c.req.param("id")).catch(uploadFailure);
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
      .catch(uploadFailure);
    return c.body(null, 204, { ...tusHeaders, "Upload-Offset": String(newOffset) });
  })
  // The uploader deletes an upload no house has (a video deleted from the submit form before it
  // was sent): it stops counting towards their uploads in progress at once. Not tus (whose URLs
  // need no sign-in): the upload's id is public once attached, so this asks for its owner. Either
  // host's id (a local upload id, a Stream uid) is 32 hex digits. The owner comes from the video
  // row or the upload record (a Stream upload on a house has none), so on Stream only the delete
  // itself is a call.
  .delete("/video-uploads/:id{[a-f0-9]{32}}", requireUser, async (c) => {
    const user = currentUser(c);
    const id = c.req.param("id");
    const provider = videoProvider(c);
    const attached = await attachedStream(c.var.db, id);
    const uploader = attached ? attached.uploadedBy : await provider.uploader(id);
    if (!attached && !uploader) throw new HTTPException(404, { message: "Upload not found" });
    if (uploader !== user.id) {
      throw new HTTPException(403, { message: "You can only delete videos you uploaded" });
    }
    if (attached) throw new HTTPException(409, { message: UPLOAD_ON_A_HOUSE_MESSAGE });
    // Only while no house has it, checked in the write that removes the record: a video attached
    // at this moment stays.
    if (await provider.deleteUnattached(id).catch(uploadFailure)) {
      return c.json({ success: true }, 200);
    }
    // Attached at this very moment, or deleted by another request.
    if (await attachedStream(c.var.db, id)) {
      throw new HTTPException(409, { message: UPLOAD_ON_A_HOUSE_MESSAGE });
    }
    throw new HTTPException(404, { message: "Upload not found" });
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
    if (state === "failed") throw new HTTPException(502, { message: VIDEO_HOST_FAILED_MESSAGE });
    const playback: VideoPlayback = { ...provider.player(streamId), ready: state === "ready" };
    return c.json(playback, 200);
  })
  // Only videos on a house are served: an upload nobody attached is no file for anyone to share.
  .get("/videos/:streamId{[A-Za-z0-9_-]{8,64}}", async (c) => {
    const provider = localProvider(c);
    const id = c.req.param("streamId");
    const head = (await attachedStream(c.var.db, id)) ? await provider.head(id) : null;
    if (!head) throw new HTTPException(404, { message: "Video not found or still processing" });
    const size = head.size;
    const storedType = head.httpMetadata?.contentType;
    const headers = new Headers({
      "Accept-Ranges": "bytes",
      // Only ever a video type (uploads are checked for a video container when they start).
      "Content-Type": storedType?.startsWith("video/") ? storedType : "video/mp4",
      "Content-Disposition": `inline; filename="video-${id}"`,
      "X-Content-Type-Options": "nosniff",
      // The photos' rule: a removed video must stop playing from caches within minutes.
      "Cache-Control": PHOTO_CACHE_CONTROL,
      ETag: head.httpEtag,
    });
    if (matchesETag(c.req.header("If-None-Match"), head.httpEtag)) {
      return new Response(null, { status: 304, headers });
    }
    const range = parseRange(c.req.header("Range"), size);
    if (range === "unsatisfiable") {
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
