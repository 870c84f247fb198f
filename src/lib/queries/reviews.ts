/**
 * Reviews and the other house-page writes (part1 §7). Keys: ["reviews", "user"].
 * Every write invalidates ["houses"] (detail and lists: avgRating, counts, photos) and
 * ["reviews"] by prefix.
 */
import type { AddVideoRequest } from "@contract/media";
import type { ReviewRequest } from "@contract/reviews";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../api";
import { houseKeys } from "./houses";

export const reviewKeys = {
  all: ["reviews"] as const,
  user: () => ["reviews", "user"] as const,
};

export const userReviewsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.user(),
    queryFn: ({ signal }) => api("GET /api/reviews/user", { signal }),
  });

/** After any contribution: the house page, house lists and review lists refetch. */
export function invalidateAfterContribution(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: houseKeys.all }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  ]);
}

export const submitRating = (houseId: number, body: ReviewRequest) =>
  api("POST /api/houses/:id/ratings", { path: { id: houseId }, body });
export const updateReview = (reviewId: number, body: ReviewRequest) =>
  api("PATCH /api/reviews/:id", { path: { id: reviewId }, body });
export const deleteReview = (reviewId: number) =>
  api("DELETE /api/reviews/:id", { path: { id: reviewId } });

export const addFeatures = (houseId: number, features: string[]) =>
  api("PUT /api/houses/:id/features", { path: { id: houseId }, body: { features } });
export const removeFeature = (houseId: number, feature: string) =>
  api("DELETE /api/houses/:id/features/:feature", { path: { id: houseId, feature } });
export const updateDescription = (houseId: number, description: string) =>
  api("PUT /api/houses/:id/description", { path: { id: houseId }, body: { description } });
export const validateImage = (imageUrl: string) =>
  api("POST /api/validate-image", { body: { imageUrl } });
export const validateText = (text: string) => api("POST /api/validate-text", { body: { text } });
export const addPhoto = (houseId: number, imageUrl: string) =>
  api("POST /api/houses/:id/photos", { path: { id: houseId }, body: { imageUrl } });
export const deletePhoto = (houseId: number, photoId: number) =>
  api("DELETE /api/houses/:id/photos/:photoId", { path: { id: houseId, photoId } });
export const addVideo = (houseId: number, body: AddVideoRequest) =>
  api("POST /api/houses/:id/videos", { path: { id: houseId }, body });
export const deleteVideo = (houseId: number, videoId: number) =>
  api("DELETE /api/houses/:id/videos/:videoId", { path: { id: houseId, videoId } });
export const deleteHouse = (houseId: number) =>
  api("DELETE /api/houses/:id", { path: { id: houseId } });
