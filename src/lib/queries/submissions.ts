/** Calls of the submit page (spec part2 §7): places, duplicate check and the submit steps. */
import { normalizeAddressForDuplicateCheck } from "@contract/address";
import type {
  DuplicateCheckResponse,
  HouseSubmission,
  HouseSubmissionResponse,
} from "@contract/house-submission";
import type { UploadImageResponse } from "@contract/media";
import type { AutocompleteResponse, PlaceDetails } from "@contract/places";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";

export const submissionKeys = {
  autocomplete: (input: string) => ["places", "autocomplete", input] as const,
  duplicate: (address: string, city: string) =>
    ["houses", "check-duplicate", { address, city }] as const,
};

export const autocompleteQuery = (input: string) =>
  queryOptions({
    queryKey: submissionKeys.autocomplete(input),
    queryFn: ({ signal }) => api.get<AutocompleteResponse>("/api/autocomplete", { input }, signal),
    staleTime: 60_000,
  });

export function fetchPlaceDetails(placeId: string) {
  return api.get<PlaceDetails>("/api/place-details", { placeId });
}

/** The street line goes out USPS-normalised (suffix abbreviated, unit removed), spec part2 §5. */
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
