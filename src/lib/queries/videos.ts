/** Videos of a house (a YouTube/Vimeo link or an uploaded stream). */
import type { AddVideoRequest } from "@contract/media";
import { api } from "../api";

export const addVideo = (houseId: number, body: AddVideoRequest) =>
  api("POST /api/houses/:id/videos", { path: { id: houseId }, body });
export const deleteVideo = (houseId: number, videoId: number) =>
  api("DELETE /api/houses/:id/videos/:videoId", { path: { id: houseId, videoId } });
/**
 * Deletes an upload no house has yet (a video deleted from the submit form, or one its house
 * refused), so it stops counting towards the uploader's uploads in progress.
 */
export const deleteVideoUpload = (streamId: string) =>
  api("DELETE /api/video-uploads/:id", { path: { id: streamId } });
