/**
 * Admin area queries and mutations. Keys `["admin", resource, ...]`; every mutation invalidates
 * its resource by prefix (and the public caches it affects: houses, site content). Only admin
 * screens use these, and only after the caller is known to be an admin.
 */
import type {
  AdminContentCreate,
  AdminContentUpdate,
  AdminHouseUpdate,
  ContentPageFilter,
  DbSyncRun,
} from "@contract/admin";
import { ADMIN_PAGE_SIZE } from "@contract/admin-page-size";
import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../api";
import { useSingleFlightMutation } from "../use-single-flight-mutation";
import { deleteReviewAnswer } from "./homeowners";
import { siteContentKeys } from "./site-content";

export const adminKeys = {
  all: ["admin"] as const,
  houses: ["admin", "houses"] as const,
  housesList: (params: { page: number; limit: number; search?: string }) =>
    ["admin", "houses", "list", params] as const,
  users: ["admin", "users"] as const,
  usersList: (params: { page: number; limit: number }) =>
    ["admin", "users", "list", params] as const,
  content: ["admin", "content"] as const,
  contentList: (page: ContentPageFilter) => ["admin", "content", "list", { page }] as const,
  reviews: ["admin", "reviews"] as const,
  reviewsList: (params: { page: number; limit: number; search?: string }) =>
    ["admin", "reviews", "list", params] as const,
  dbSync: ["admin", "db-sync"] as const,
  heldImages: ["admin", "held-images"] as const,
  scheduledJobs: ["admin", "scheduled-jobs"] as const,
};

/**
 * Whether the list answered before searched for the same text. While another page of the same
 * search loads, that page stays shown, marked stale (StaleRows, decision 402); a new search keeps
 * no rows of the old one, which matched another text: the list shows it loading until the answer.
 */
function sameSearch(previous: { search?: string } | undefined, search: string) {
  return previous !== undefined && (previous.search ?? "") === search;
}

export const adminHousesQuery = (page: number, search = "", limit = ADMIN_PAGE_SIZE) =>
  queryOptions({
    queryKey: adminKeys.housesList({ page, limit, search }),
    queryFn: () =>
      api("GET /api/admin/houses", { query: { page, limit, search: search || undefined } }),
    placeholderData: (previous, previousQuery) =>
      sameSearch(previousQuery?.queryKey[3], search) ? previous : undefined,
  });

export const adminUsersQuery = (page: number, limit = ADMIN_PAGE_SIZE) =>
  queryOptions({
    queryKey: adminKeys.usersList({ page, limit }),
    queryFn: () => api("GET /api/admin/users", { query: { page, limit } }),
    placeholderData: (previous) => previous,
  });

export const adminContentQuery = (page: ContentPageFilter) =>
  queryOptions({
    queryKey: adminKeys.contentList(page),
    queryFn: () => api("GET /api/admin/content", { query: { page } }),
  });

/** A page of the reviews, newest first; `search` by house or by reviewer (decision 392). */
export const adminReviewsQuery = (page: number, search = "", limit = ADMIN_PAGE_SIZE) =>
  queryOptions({
    queryKey: adminKeys.reviewsList({ page, limit, search }),
    queryFn: () =>
      api("GET /api/admin/reviews", { query: { page, limit, search: search || undefined } }),
    placeholderData: (previous, previousQuery) =>
      sameSearch(previousQuery?.queryKey[3], search) ? previous : undefined,
  });

export const dbSyncStatusQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.dbSync, "status"] as const,
    queryFn: () => api("GET /api/admin/db-sync/status"),
  });

export const dbSyncCompareQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [...adminKeys.dbSync, "compare"] as const,
    queryFn: () => api("GET /api/admin/db-sync/compare/houses"),
    enabled,
  });

export const adminHeldImagesQuery = () =>
  queryOptions({
    queryKey: adminKeys.heldImages,
    queryFn: () => api("GET /api/admin/held-images"),
  });

export const adminHeldImagePreviewQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.heldImages, "image", id] as const,
    queryFn: () => api("GET /api/admin/held-images/:id/image", { path: { id } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

// ---------------------------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------------------------

export function useUpdateHouse() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ id, ...body }: AdminHouseUpdate & { id: number }) =>
      api("PUT /api/admin/houses/:id", { path: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.houses });
      void queryClient.invalidateQueries({ queryKey: ["houses"] });
    },
    onError: (error) => {
      // Saved since the edit's version (decision 365): the list reads the house's current values,
      // which the edit dialog then offers.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.houses });
      }
    },
  });
}

export function useDeleteHouse() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (id: number) => api("DELETE /api/admin/houses/:id", { path: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.houses });
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews });
      void queryClient.invalidateQueries({ queryKey: ["houses"] });
    },
  });
}

export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
      api("PUT /api/admin/users/:id", { path: { id }, body: { isAdmin } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

/** Any content change: the admin list and every page's public texts are refetched. */
function useInvalidateContent() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.content });
    void queryClient.invalidateQueries({ queryKey: siteContentKeys.all });
  };
}

export function useCreateContent() {
  const invalidate = useInvalidateContent();
  return useSingleFlightMutation({
    mutationFn: (body: AdminContentCreate) => api("POST /api/admin/content", { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateContent() {
  const invalidate = useInvalidateContent();
  return useSingleFlightMutation({
    mutationFn: ({ id, ...body }: AdminContentUpdate & { id: number }) =>
      api("PUT /api/admin/content/:id", { path: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteContent() {
  const invalidate = useInvalidateContent();
  return useSingleFlightMutation({
    mutationFn: (id: number) => api("DELETE /api/admin/content/:id", { path: { id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (id: number) => api("DELETE /api/admin/reviews/:id", { path: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews });
      void queryClient.invalidateQueries({ queryKey: ["houses"] });
      void queryClient.invalidateQueries({ queryKey: ["reviews"] });
    },
  });
}

/**
 * Removes the homeowner's answer under a review and keeps the review (decision 367), through the
 * owner's own delete route, so house pages update and purge as they do for the owner's delete.
 */
export function useRemoveOwnerAnswer() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({
      houseId,
      reviewId,
      reason,
    }: {
      houseId: number;
      reviewId: number;
      /** For the homeowner, who reads it under the review (decision 389). */
      reason: string;
    }) => deleteReviewAnswer(houseId, reviewId, reason),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews });
      void queryClient.invalidateQueries({ queryKey: ["houses"] });
      void queryClient.invalidateQueries({ queryKey: ["reviews"] });
    },
  });
}

/**
 * Drives a db-sync run batch by batch (docs/security.md, Db-sync): starts one (no runId) or
 * resumes it, reporting the run after every batch, until it is done. A failed call throws; the
 * run stays resumable from its last finished batch.
 */
export async function driveDbSync(
  action: "sync-house-images" | "sync-all-houses",
  runId: string | undefined,
  onProgress: (run: DbSyncRun) => void,
  shouldStop: () => boolean,
) {
  let run = await api(`POST /api/admin/db-sync/${action}`, { body: { runId } });
  onProgress(run);
  while (run.status === "running" && !shouldStop()) {
    run = await api(`POST /api/admin/db-sync/${action}`, { body: { runId: run.runId } });
    onProgress(run);
  }
  return run;
}

export const dbSyncRunsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [...adminKeys.dbSync, "runs"] as const,
    queryFn: () => api("GET /api/admin/db-sync/runs"),
    enabled,
  });

/** The newest run of each nightly job (backup, cleanup) for the dashboard. */
export const adminScheduledJobsQuery = () =>
  queryOptions({
    queryKey: adminKeys.scheduledJobs,
    queryFn: () => api("GET /api/admin/scheduled-jobs"),
  });

/** Approve or reject a held image; the queue and the public house caches are refetched. */
export function useDecideHeldImage() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ id, decision }: { id: number; decision: "approve" | "reject" }) =>
      decision === "approve"
        ? api("POST /api/admin/held-images/:id/approve", { path: { id } })
        : api("POST /api/admin/held-images/:id/reject", { path: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.heldImages });
      void queryClient.invalidateQueries({ queryKey: ["houses"] });
    },
  });
}
