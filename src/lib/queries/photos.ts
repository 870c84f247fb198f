/** Photos: upload the image data, attach it to a house, delete it. */
import { api } from "../api";

/** Stores inline image data (a JPEG data URL) and answers its hosted URL. */
export const uploadImage = (imageData: string) =>
  api("POST /api/upload-image", { body: { imageData, contentType: "image/jpeg" } });
export const addPhoto = (houseId: number, imageUrl: string) =>
  api("POST /api/houses/:id/photos", { path: { id: houseId }, body: { imageUrl } });
export const deletePhoto = (houseId: number, photoId: number) =>
  api("DELETE /api/houses/:id/photos/:photoId", { path: { id: houseId, photoId } });
