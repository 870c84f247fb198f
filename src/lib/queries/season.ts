/**
 * "Still lit this year?": the admin's list of houses not confirmed this season with its bulk
 * actions, and the landing's "Help us check" strip. The one-tap confirmation at a house is with
 * the house's other lights reports (lit-tonight.ts).
 */
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";

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
    // Another page of the same view keeps the page before shown, stale and inert, while it loads,
    // and the pager with it (decisions 402, 416); the other view shows its own loading.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].archived === archived ? previous : undefined,
  });

export type SeasonAction = "archive" | "restore" | "ask-community" | "stop-asking" | "confirm";

export const applySeasonAction = (action: SeasonAction, ids: number[]) =>
  api(`POST /api/admin/season/${action}`, { body: { ids } });

export const helpUsCheckQuery = queryOptions({
  queryKey: seasonKeys.helpUsCheck,
  queryFn: () => api("GET /api/houses/help-us-check"),
});
