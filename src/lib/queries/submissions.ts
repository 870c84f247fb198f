/**
 * Calls of the submit page (docs/product.md, Submit): duplicate check and the submit steps.
 * Places (autocomplete, details) come from queries/places.ts.
 */
import type { HouseSubmission } from "@contract/house-submission";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";
import { addFavorite } from "./favorites";
import { houseKeys } from "./houses";
import { validateText } from "./moderation";
import { addPhoto, uploadPhoto } from "./photos";
import { submitRating } from "./reviews";
import { addVideo } from "./videos";

/**
 * The street line goes out USPS-normalised (suffix abbreviated, unit removed); the suffix table
 * loads with the first check, not with the submit screen. Keyed under the house list prefix, so
 * a newly submitted house makes older answers stale.
 */
export const duplicateCheckQuery = (address: string, city: string) =>
  queryOptions({
    queryKey: [...houseKeys.all, "check-duplicate", address.trim(), city.trim().toLowerCase()],
    queryFn: async ({ signal }) => {
      const { normalizeAddressForDuplicateCheck } = await import("@contract/address");
      return api("GET /api/houses/check-duplicate", {
        query: { address: normalizeAddressForDuplicateCheck(address), city: city.trim() },
        signal,
      });
    },
  });

/** The calls run-submission.ts makes, in the order it makes them. */
export const submissionApi = {
  uploadPhoto,
  validateText,
  createHouse: (body: HouseSubmission) => api("POST /api/houses", { body }),
  addPhoto,
  addVideo: (houseId: number, cloudflareStreamId: string) =>
    addVideo(houseId, { cloudflareStreamId }),
  rate: (houseId: number, rating: number, review: string | undefined) =>
    submitRating(houseId, { rating, review: review || undefined }),
  addFavorite,
};
