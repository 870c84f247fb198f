/**
 * Homeowners in control (docs/homeowners.md): claims and removal requests from the house page,
 * the owner's season answer and review answers, and the admin queue.
 */
import type { ClaimRequest, HomeownerRequestStatus, SeasonPlanRequest } from "@contract/homeowners";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";

export const homeownerKeys = {
  status: (houseId: number) => ["houses", houseId, "homeowner-status"] as const,
  queue: ["admin", "homeowner-requests"] as const,
  queuePage: (page: number, status: HomeownerRequestStatus) =>
    ["admin", "homeowner-requests", { page, status }] as const,
};

export const homeownerStatusQuery = (houseId: number) =>
  queryOptions({
    queryKey: homeownerKeys.status(houseId),
    queryFn: ({ signal }) =>
      api("GET /api/houses/:id/homeowner-status", { path: { id: houseId }, signal }),
  });

export const claimHouse = (houseId: number, body: ClaimRequest) =>
  api("POST /api/houses/:id/claim", { path: { id: houseId }, body });

export const requestRemoval = (houseId: number, note: string) =>
  api("POST /api/houses/:id/removal-request", { path: { id: houseId }, body: { note } });

export const setSeasonPlan = (houseId: number, body: SeasonPlanRequest) =>
  api("PUT /api/houses/:id/season-plan", { path: { id: houseId }, body });

export const answerReview = (houseId: number, reviewId: number, answer: string) =>
  api("POST /api/houses/:id/reviews/:reviewId/owner-answer", {
    path: { id: houseId, reviewId },
    body: { answer },
  });

export const editReviewAnswer = (houseId: number, reviewId: number, answer: string) =>
  api("PATCH /api/houses/:id/reviews/:reviewId/owner-answer", {
    path: { id: houseId, reviewId },
    body: { answer },
  });

/** The owner's take-back, or an admin's removal with the reason the owner reads (decision 389). */
export const deleteReviewAnswer = (houseId: number, reviewId: number, reason?: string) =>
  api("DELETE /api/houses/:id/reviews/:reviewId/owner-answer", {
    path: { id: houseId, reviewId },
    body: reason ? { reason } : {},
  });

export const homeownerQueueQuery = (page: number, status: HomeownerRequestStatus) =>
  queryOptions({
    queryKey: homeownerKeys.queuePage(page, status),
    queryFn: ({ signal }) =>
      api("GET /api/admin/homeowner-requests", { query: { page, status }, signal }),
    // Another page of the same view keeps the page before shown, stale and inert, while it loads,
    // and the pager with it (decisions 402, 416); another view shows its own loading.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].status === status ? previous : undefined,
  });

export const decideHomeownerRequest = (id: number, decision: "approve" | "decline") =>
  api(`POST /api/admin/homeowner-requests/:id/${decision}`, { path: { id } });
