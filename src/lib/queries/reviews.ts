/**
 * Reviews and the other house-page writes. Keys: ["reviews", "user"].
 * Every write invalidates ["houses"] (detail and lists: avgRating, counts, photos) and
 * ["reviews"] by prefix.
 */
import type { HouseDetail } from "@contract/house";
import type { AddVideoRequest, Photo, Video } from "@contract/media";
import type { RatingResponse, Review, ReviewRequest, UserReview } from "@contract/reviews";
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
    queryFn: ({ signal }) => api.get<UserReview[]>("/api/reviews/user", undefined, signal),
  });

/** After any contribution: the house page, house lists and review lists refetch. */
export function invalidateAfterContribution(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: houseKeys.all }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  ]);
}

export const submitRating = (houseId: number, body: ReviewRequest) =>
  api.post<RatingResponse>(`/api/houses/${houseId}/ratings`, body);
export const updateReview = (reviewId: number, body: ReviewRequest) =>
  api.patch<Review>(`/api/reviews/${reviewId}`, body);
export const deleteReview = (reviewId: number) =>
  api.delete<{ success: true }>(`/api/reviews/${reviewId}`);

export const addFeatures = (houseId: number, features: string[]) =>
  api.put<{ features: string[] }>(`/api/houses/${houseId}/features`, { features });
export const removeFeature = (houseId: number, feature: string) =>
  api.delete<{ features: string[] }>(
    `/api/houses/${houseId}/features/${encodeURIComponent(feature)}`,
  );
export const updateDescription = (houseId: number, description: string) =>
  api.put<Pick<HouseDetail, "id" | "description">>(`/api/houses/${houseId}/description`, {
    description,
  });
export const validateImage = (imageUrl: string) =>
  api.post<{ ok: true }>("/api/validate-image", { imageUrl });
export const validateText = (text: string) =>
  api.post<{ ok: true }>("/api/validate-text", { text });
export const addPhoto = (houseId: number, imageUrl: string) =>
  api.post<Photo>(`/api/houses/${houseId}/photos`, { imageUrl });
export const deletePhoto = (houseId: number, photoId: number) =>
  api.delete<{ success: true }>(`/api/houses/${houseId}/photos/${photoId}`);
export const addVideo = (houseId: number, body: AddVideoRequest) =>
  api.post<Video>(`/api/houses/${houseId}/videos`, body);
export const deleteVideo = (houseId: number, videoId: number) =>
  api.delete<{ success: true }>(`/api/houses/${houseId}/videos/${videoId}`);
export const deleteHouse = (houseId: number) =>
  api.delete<{ success: true }>(`/api/houses/${houseId}`);
