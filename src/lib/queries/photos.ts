/** Photos: upload a photo's bytes, attach the stored photo to a house, delete it. */
import { api } from "../api";

/** The bytes of a base64 data URL (what the image processing answers) as a typed Blob. */
function dataUrlBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(",");
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? "application/octet-stream";
  const binary = atob(dataUrl.slice(comma + 1));
  return new Blob([Uint8Array.from(binary, (ch) => ch.charCodeAt(0))], { type });
}

/**
 * Sends one processed photo (a JPEG data URL) as bytes; the server checks, moderates and stores
 * it in that request and answers its URL and whether it waits for review. The forms attach the
 * URL afterwards; an upload never attached is removed by the daily cleanup, so one stopped by
 * `signal` (a Cancel, decision 405) leaves nothing behind.
 */
export function uploadPhoto(dataUrl: string, signal?: AbortSignal) {
  const form = new FormData();
  form.set("image", dataUrlBlob(dataUrl), "photo.jpg");
  return api("POST /api/image-uploads", { body: form, signal });
}
export const addPhoto = (houseId: number, imageUrl: string) =>
  api("POST /api/houses/:id/photos", { path: { id: houseId }, body: { imageUrl } });
export const deletePhoto = (houseId: number, photoId: number) =>
  api("DELETE /api/houses/:id/photos/:photoId", { path: { id: houseId, photoId } });
