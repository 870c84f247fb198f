import type { CreateTourRequest, UpdateTourRequest } from "@contract/tours";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";

export const tourKeys = {
  all: ["tours"] as const,
  list: () => ["tours", "list"] as const,
  shared: (shareId: string) => ["tours", "shared", shareId] as const,
};

export const toursQuery = () =>
  queryOptions({
    queryKey: tourKeys.list(),
    queryFn: ({ signal }) => api("GET /api/tours", { signal }),
  });

export const sharedTourQuery = (shareId: string) =>
  queryOptions({
    queryKey: tourKeys.shared(shareId),
    queryFn: ({ signal }) => api("GET /api/tours/shared/:shareId", { path: { shareId }, signal }),
    retry: false,
  });

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
