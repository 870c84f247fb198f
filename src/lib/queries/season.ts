/**
 * "Still lit this year?": the one-tap confirmation, the admin's list of houses not confirmed
 * this season with its bulk actions, and the landing's "Help us check" strip.
 */
import type { ConfirmLitRequest } from "@contract/season-check";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";

export const confirmLit = (houseId: number, body: ConfirmLitRequest) =>
  api("POST /api/houses/:id/confirm-lit", { path: { id: houseId }, body });

export const seasonKeys = {
  unconfirmed: ["admin", "season"] as const,
  unconfirmedPage: (page: number, archived: boolean) =>
    ["admin", "season", { page, archived }] as const,
  helpUsCheck: ["houses", "help-us-check"] as const,
};

export const unconfirmedQuery = (page: number, archived: boolean) =>
  queryOptions({
    queryKey: seasonKeys.unconfirmedPage(page, archived),
    queryFn: () =>
      api("GET /api/admin/season/unconfirmed", {
        query: { page, archived: archived ? "true" : "false" },
      }),
  });

export type SeasonAction = "archive" | "restore" | "ask-community" | "stop-asking" | "confirm";

export const applySeasonAction = (action: SeasonAction, ids: number[]) =>
  api(`POST /api/admin/season/${action}`, { body: { ids } });

export const helpUsCheckQuery = queryOptions({
  queryKey: seasonKeys.helpUsCheck,
  queryFn: () => api("GET /api/houses/help-us-check"),
});
