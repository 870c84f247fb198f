/**
 * Calls of the submit page (spec part2 §7): duplicate check and the submit steps.
 * Places (autocomplete, details) come from queries/places.ts.
 */
import { normalizeAddressForDuplicateCheck } from "@contract/address";
import type { HouseSubmission } from "@contract/house-submission";
import { api } from "../api";
import { addFavorite } from "./favorites";
import { validateImage, validateText } from "./moderation";
import { addPhoto, uploadImage } from "./photos";
import { submitRating } from "./reviews";
import { addVideo } from "./videos";

/** The street line goes out USPS-normalised (suffix abbreviated, unit removed), spec part2 §5. */
export function checkDuplicateAddress(address: string, city: string) {
  return api("GET /api/houses/check-duplicate", {
    query: { address: normalizeAddressForDuplicateCheck(address), city: city.trim() },
  });
}

/** The calls run-submission.ts makes, in the order it makes them. */
export const submissionApi = {
  validateImage,
  validateText,
  uploadImage,
  createHouse: (body: HouseSubmission) => api("POST /api/houses", { body }),
  addPhoto,
  addVideo: (houseId: number, cloudflareStreamId: string) =>
    addVideo(houseId, { cloudflareStreamId }),
  rate: (houseId: number, rating: number, review: string | undefined) =>
    submitRating(houseId, { rating, review: review || undefined }),
  addFavorite,
};
