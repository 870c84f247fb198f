/**
 * Reviews (rate, edit, delete, the caller's list). Keys: ["reviews", "user"]. Every house-page
 * write (here and in features, description, photos, videos) invalidates ["houses"] (detail and
 * lists: avgRating, counts, photos) and ["reviews"] by prefix: invalidateAfterContribution.
 */
import type { ReviewEditRequest, ReviewRequest } from "@contract/reviews";
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
export const updateReview = (reviewId: number, body: ReviewEditRequest) =>
  api("PATCH /api/reviews/:id", { path: { id: reviewId }, body });
export const deleteReview = (reviewId: number) =>
  api("DELETE /api/reviews/:id", { path: { id: reviewId } });
