/**
 * "Report a problem" (docs/house-reports.md): filing a report from the house page, the
 * reporter's "My Reports", the admin queue and its actions.
 */
import type { HouseReportRequest } from "@contract/house-report-texts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";

export const reportKeys = {
  mine: ["me", "reports"] as const,
  queue: ["admin", "reports"] as const,
  duplicateSearch: (text: string) => ["houses", "report-duplicate-search", text] as const,
};

export const fileReport = (houseId: number, body: HouseReportRequest) =>
  api("POST /api/houses/:id/reports", { path: { id: houseId }, body });

export const myReportsQuery = queryOptions({
  queryKey: reportKeys.mine,
  queryFn: ({ signal }) => api("GET /api/me/reports", { signal }),
});

/** The houses a "Duplicate" report may name: a text search over titles and addresses. */
export const duplicateSearchQuery = (text: string) =>
  queryOptions({
    queryKey: reportKeys.duplicateSearch(text),
    queryFn: ({ signal }) =>
      api("GET /api/houses", { query: { searchQuery: text, limit: 6 }, signal }),
    enabled: text.length >= 2,
  });

export const reportQueueQuery = queryOptions({
  queryKey: reportKeys.queue,
  queryFn: ({ signal }) => api("GET /api/admin/reports", { signal }),
});

export const archiveReportedHouse = (houseId: number) =>
  api("POST /api/admin/reports/houses/:id/archive", { path: { id: houseId } });

export const moveReportedPin = (houseId: number, pin: { latitude: number; longitude: number }) =>
  api("POST /api/admin/reports/houses/:id/move", { path: { id: houseId }, body: pin });

export const mergeReportedHouse = (houseId: number, intoHouseId: number) =>
  api("POST /api/admin/reports/houses/:id/merge", { path: { id: houseId }, body: { intoHouseId } });

export const removeReportedContent = (
  houseId: number,
  body: { photoIds: number[]; mainImage: boolean; description: boolean },
) => api("POST /api/admin/reports/houses/:id/remove-content", { path: { id: houseId }, body });

export const dismissReports = (houseId: number) =>
  api("POST /api/admin/reports/houses/:id/dismiss", { path: { id: houseId } });
