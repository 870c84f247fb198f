/**
 * "Still lit this year?" on the wire (docs/decisions/168-still-lit-this-year.md): the one-tap confirmation on the
 * house page, the admin list of houses not confirmed this season with its bulk actions, and the
 * landing's "Help us check" strip. The season rules themselves are in season.ts (zod-free).
 */
import { z } from "zod";
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from "./admin";
import { bodyIdSchema, queryWholeNumber } from "./params";

const isoDate = z.string();

/** POST /api/houses/{id}/confirm-lit: where the confirming person stands (as for visits). */
export const confirmLitRequestSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().nonnegative(),
});
export type ConfirmLitRequest = z.infer<typeof confirmLitRequestSchema>;

export const confirmLitResponseSchema = z.object({
  confirmedSeason: z.number().int(),
  lastConfirmedAt: isoDate,
});
export type ConfirmLitResponse = z.infer<typeof confirmLitResponseSchema>;

export { SEASON_MESSAGES } from "./season-confirm-texts";

/** GET /api/admin/season/unconfirmed */
export const unconfirmedQuerySchema = z.object({
  page: queryWholeNumber(1, 1_000_000).default(1),
  limit: queryWholeNumber(1, ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  /** "true": the archived houses (to restore); else the listed ones not confirmed this season. */
  archived: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

export const unconfirmedHouseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  city: z.string(),
  citySlug: z.string().nullable(),
  streetSlug: z.string().nullable(),
  confirmedSeason: z.number().int().nullable(),
  lastConfirmedAt: isoDate.nullable(),
  archivedAt: isoDate.nullable(),
  askCommunityAt: isoDate.nullable(),
});
export type UnconfirmedHouse = z.infer<typeof unconfirmedHouseSchema>;

export const unconfirmedListSchema = z.object({
  /** The season the list is about (contract/season.ts currentSeason). */
  season: z.number().int(),
  items: z.array(unconfirmedHouseSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  totalPages: z.number().int().positive(),
});
export type UnconfirmedList = z.infer<typeof unconfirmedListSchema>;

/** POST /api/admin/season/{archive|restore|ask-community|stop-asking|confirm} */
export const seasonBulkRequestSchema = z.object({
  ids: z
    .array(bodyIdSchema)
    .min(1, "Choose at least one house")
    .max(ADMIN_MAX_PAGE_SIZE, `At most ${ADMIN_MAX_PAGE_SIZE} houses at once`),
});
export type SeasonBulkRequest = z.infer<typeof seasonBulkRequestSchema>;
export const seasonBulkResponseSchema = z.object({ updated: z.number().int().nonnegative() });
export type SeasonBulkResponse = z.infer<typeof seasonBulkResponseSchema>;

/** GET /api/houses/help-us-check: houses the community is asked about, for the landing strip. */
export const helpUsCheckHouseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  citySlug: z.string().nullable(),
  streetSlug: z.string().nullable(),
  mainImageUrl: z.string().nullable(),
});
export type HelpUsCheckHouse = z.infer<typeof helpUsCheckHouseSchema>;
export const helpUsCheckResponseSchema = z.object({
  season: z.number().int(),
  houses: z.array(helpUsCheckHouseSchema),
});
export type HelpUsCheckResponse = z.infer<typeof helpUsCheckResponseSchema>;
export const HELP_US_CHECK_LIMIT = 6;
