/**
 * Calls of the submit page (spec part2 §7): duplicate check and the submit steps.
 * Places (autocomplete, details) come from queries/places.ts.
 */
import { normalizeAddressForDuplicateCheck } from "@contract/address";
import type { HouseSubmission } from "@contract/house-submission";
import { api } from "../api";

/** The street line goes out USPS-normalised (suffix abbreviated, unit removed), spec part2 §5. */
export function checkDuplicateAddress(address: string, city: string) {
  return api("GET /api/houses/check-duplicate", {
    query: { address: normalizeAddressForDuplicateCheck(address), city: city.trim() },
  });
}

export const submissionApi = {
  validateImage: (imageUrl: string) => api("POST /api/validate-image", { body: { imageUrl } }),
  validateText: (text: string) => api("POST /api/validate-text", { body: { text } }),
  uploadImage: (imageData: string) =>
    api("POST /api/upload-image", { body: { imageData, contentType: "image/jpeg" } }),
  createHouse: (body: HouseSubmission) => api("POST /api/houses", { body }),
  addPhoto: (houseId: number, imageUrl: string) =>
    api("POST /api/houses/:id/photos", { path: { id: houseId }, body: { imageUrl } }),
  addVideo: (houseId: number, cloudflareStreamId: string) =>
    api("POST /api/houses/:id/videos", { path: { id: houseId }, body: { cloudflareStreamId } }),
  rate: (houseId: number, rating: number, review: string | undefined) =>
    api("POST /api/houses/:id/ratings", {
      path: { id: houseId },
      body: { rating, review: review || undefined },
    }),
  addFavorite: (houseId: number) => api("POST /api/favorites", { body: { houseId } }),
};
