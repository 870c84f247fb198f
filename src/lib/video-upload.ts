/**
 * Resumable video upload (docs/product.md, Media and moderation): ask the server for a one-time
 * upload URL, then send the file over tus (chunk 100 MB, retry waits 0, 1, 3, 5 s). The same code
 * talks to Cloudflare Stream in production and to the worker's own tus endpoint locally.
 * tus-js-client is imported lazily, on first upload.
 */

import { MAX_VIDEO_BYTES, VIDEO_TOO_LARGE_MESSAGE } from "@contract/limits";
import type { DetailedError } from "tus-js-client";
import { api } from "./api";
import { appCheckHeader } from "./app-check";

export const VIDEO_CHUNK_SIZE = 100 * 1024 * 1024;
export const VIDEO_RETRY_DELAYS = [0, 1000, 3000, 5000];

export const VIDEO_TOO_LARGE = {
  title: "File too large",
  description: VIDEO_TOO_LARGE_MESSAGE,
} as const;

/** The spec's text for a failed upload when the server gave no reason. */
export const VIDEO_UPLOAD_FAILED = "Failed to upload video. Please try again.";

/**
 * A failed tus upload in words for people: the server's {message} when it refused the file
 * ("Only video files can be uploaded"), else the spec's text. tus-js-client's own message names
 * methods, URLs and response codes, which no user should read; it stays on `cause` for the log.
 */
function uploadFailure(error: Error | DetailedError): Error {
  let message = VIDEO_UPLOAD_FAILED;
  const body = "originalResponse" in error ? error.originalResponse?.getBody() : undefined;
  try {
    const answer: unknown = body ? JSON.parse(body) : null;
    if (
      typeof answer === "object" &&
      answer !== null &&
      "message" in answer &&
      typeof answer.message === "string" &&
      answer.message
    ) {
      message = answer.message;
    }
  } catch {
    // Not our JSON (another host's text, or no answer at all): the spec's text.
  }
  return new Error(message, { cause: error });
}

export interface VideoUploadOptions {
  /** Percent 0-100, whole numbers. */
  onProgress?: (percent: number) => void;
  /** Aborts the tus upload (the promise then rejects with an AbortError). */
  signal?: AbortSignal;
}

export function isVideoTooLarge(file: File) {
  return file.size > MAX_VIDEO_BYTES;
}

/** Uploads one video file and resolves with its stream id (for POST /api/houses/{id}/videos). */
export async function uploadVideo(file: File, options: VideoUploadOptions = {}): Promise<string> {
  const { uploadUrl, streamId } = await api("POST /api/get-upload-url", {
    body: { fileSize: file.size, fileName: file.name },
  });
  const { Upload } = await import("tus-js-client");

  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(file, {
      uploadUrl,
      chunkSize: VIDEO_CHUNK_SIZE,
      retryDelays: VIDEO_RETRY_DELAYS,
      metadata: { name: file.name, filetype: file.type || "application/octet-stream" },
      // One-time URLs: resuming from localStorage across page loads would point at a used URL.
      storeFingerprintForResuming: false,
      // Our own tus endpoint (local) checks App Check on writes like every API route; Stream's
      // (production, another origin) must not get a header its CORS rules do not list.
      async onBeforeRequest(request) {
        if (new URL(request.getURL(), window.location.href).origin !== window.location.origin)
          return;
        for (const [name, value] of Object.entries(await appCheckHeader())) {
          request.setHeader(name, value);
        }
      },
      onProgress(sent, total) {
        options.onProgress?.(total > 0 ? Math.round((sent / total) * 100) : 0);
      },
      onSuccess() {
        options.onProgress?.(100);
        resolve();
      },
      onError(error) {
        reject(uploadFailure(error));
      },
    });
    options.signal?.addEventListener("abort", () => {
      void upload.abort();
      reject(new DOMException("Upload aborted", "AbortError"));
    });
    upload.start();
  });
  return streamId;
}
