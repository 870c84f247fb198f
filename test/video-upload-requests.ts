/**
 * Requests of the local video upload (tus) the worker tests share: the upload URL for a signed-in
 * caller, a PATCH of bytes at an offset, and bytes the upload takes for a video.
 */
import { exports } from "cloudflare:workers";
import { api, type TestCaller } from "./factories";

/** `length` bytes that start like an MP4 file (the upload checks a file's first bytes). */
export function mp4(length: number) {
  const out = new Uint8Array(length);
  out.set(new TextEncoder().encode("ftypisom"), 4);
  return out;
}

export function startUpload(caller: TestCaller, size: number) {
  return api("/api/get-upload-url", {
    method: "POST",
    token: caller.token,
    body: { fileSize: size, fileName: "lights.mp4" },
  });
}

export function patch(uploadUrl: string, offset: number, body: Uint8Array) {
  return exports.default.fetch(
    new Request(`http://localhost${new URL(uploadUrl).pathname}`, {
      method: "PATCH",
      headers: {
        "Tus-Resumable": "1.0.0",
        "Upload-Offset": String(offset),
        "Content-Type": "application/offset+octet-stream",
      },
      body,
    }),
  );
}
