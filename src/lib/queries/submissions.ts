/**
 * Calls of the submit page (docs/product.md, Submit): duplicate check and the submit steps.
 * Places (autocomplete, details) come from queries/places.ts.
 */
import { normalizeAddressForDuplicateCheck } from "@contract/address";
import type {
  DuplicateCheckResponse,
  HouseSubmission,
  HouseSubmissionResponse,
} from "@contract/house-submission";
import type { UploadImageResponse } from "@contract/media";
import { api } from "../api";

/** The street line goes out USPS-normalised (suffix abbreviated, unit removed). */
export function checkDuplicateAddress(address: string, city: string) {
  return api.get<DuplicateCheckResponse>("/api/houses/check-duplicate", {
    address: normalizeAddressForDuplicateCheck(address),
    city: city.trim(),
  });
}

export const submissionApi = {
  validateImage: (imageUrl: string) => api.post("/api/validate-image", { imageUrl }),
  validateText: (text: string) => api.post("/api/validate-text", { text }),
  uploadImage: (imageData: string) =>
    api.post<UploadImageResponse>("/api/upload-image", { imageData, contentType: "image/jpeg" }),
  createHouse: (body: HouseSubmission) => api.post<HouseSubmissionResponse>("/api/houses", body),
  addPhoto: (houseId: number, imageUrl: string) =>
    api.post(`/api/houses/${houseId}/photos`, { imageUrl }),
  addVideo: (houseId: number, cloudflareStreamId: string) =>
    api.post(`/api/houses/${houseId}/videos`, { cloudflareStreamId }),
  rate: (houseId: number, rating: number, review: string | undefined) =>
    api.post(`/api/houses/${houseId}/ratings`, { rating, review: review || undefined }),
  addFavorite: (houseId: number) => api.post("/api/favorites", { houseId }),
};
