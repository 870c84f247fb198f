import { MAX_POPULAR_TOURS } from "@contract/tour-limits";
import type { CreateTourRequest, PublishTourRequest, UpdateTourRequest } from "@contract/tours";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, api } from "../api";
import { takeEmbeddedPopularTours } from "../embedded-popular-tours";
import { SAVED_ANSWER_PATH } from "../offline/connection";

export const tourKeys = {
  all: ["tours"] as const,
  list: () => ["tours", "list"] as const,
  shared: (shareId: string) => ["tours", "shared", shareId] as const,
  popular: (limit: number) => ["tours", "popular", limit] as const,
};

/** Published tours, most opened this season first (the landing shows 3). */
export const popularToursQuery = (limit = MAX_POPULAR_TOURS) =>
  queryOptions({
    queryKey: tourKeys.popular(limit),
    queryFn: ({ signal }) => api("GET /api/tours/popular", { query: { limit }, signal }),
    // The /tours/popular HTML carries the whole list: paint with it, then refetch ("long ago").
    initialData: () => (limit === MAX_POPULAR_TOURS ? takeEmbeddedPopularTours() : undefined),
    initialDataUpdatedAt: 0,
  });

export const toursQuery = () =>
  queryOptions({
    queryKey: tourKeys.list(),
    queryFn: ({ signal }) => api("GET /api/tours", { signal }),
    // Kept by the service worker: asked for offline too, as a house is (decision 297).
    networkMode: "offlineFirst",
    // A late network answer replaces the saved copy (decision 342).
    meta: { [SAVED_ANSWER_PATH]: "/api/tours" },
  });

export const sharedTourQuery = (shareId: string) =>
  queryOptions({
    queryKey: tourKeys.shared(shareId),
    queryFn: ({ signal }) => api("GET /api/tours/shared/:shareId", { path: { shareId }, signal }),
    retry: false,
    networkMode: "offlineFirst",
  });

/**
 * A My Tours card's action refused because the card no longer shows the tour as it is: gone (404),
 * taken off Popular Tours by an admin (403), or changed since (409), in another tab or on another
 * device. The screen reads the list again (decision 410).
 */
export function isStaleCardRefusal(error: unknown) {
  return error instanceof ApiError && [403, 404, 409].includes(error.status);
}

export function createTour(body: CreateTourRequest) {
  return api("POST /api/tours", { body });
}

export function updateTour(id: number, body: UpdateTourRequest) {
  return api("PATCH /api/tours/:id", { path: { id }, body });
}

export function deleteTour(id: number) {
  return api("DELETE /api/tours/:id", { path: { id } });
}

/** The read-only link anyone can open. */
export function tourShareUrl(shareId: string) {
  return `${window.location.origin}/tours/shared/${shareId}`;
}

export function publishTour(id: number, body: PublishTourRequest) {
  return api("PUT /api/tours/:id/publish", { path: { id }, body });
}

/** The owner's unpublish, or an admin's. */
export function unpublishTour(id: number) {
  return api("DELETE /api/tours/:id/publish", { path: { id } });
}

/** Counts this visit of a shared tour for the popular list (once a day per person). */
export function recordTourOpen(shareId: string) {
  return api("POST /api/tours/shared/:shareId/open", { path: { shareId } });
}

/** "Save a copy": the tour becomes one of the caller's. */
export function copySharedTour(shareId: string) {
  return api("POST /api/tours/shared/:shareId/copy", { path: { shareId } });
}
