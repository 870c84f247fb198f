/** Videos of a house (a YouTube/Vimeo link or an uploaded stream). */
import type { AddVideoRequest } from "@contract/media";
import { api } from "../api";

export const addVideo = (houseId: number, body: AddVideoRequest) =>
  api("POST /api/houses/:id/videos", { path: { id: houseId }, body });
export const deleteVideo = (houseId: number, videoId: number) =>
  api("DELETE /api/houses/:id/videos/:videoId", { path: { id: houseId, videoId } });
