/**
 * Town pages: /lights (every town with houses) and /lights/{citySlug} (one town's houses). A town
 * is the city of its houses, named by the slug in their URLs (contract/town-path.ts).
 */
import { z } from "zod";
import { houseListItemSchema } from "./house";

export const townSummarySchema = z.object({
  citySlug: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  houseCount: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TownSummary = z.infer<typeof townSummarySchema>;

/** GET /api/towns: by name. */
export const townListSchema = z.array(townSummarySchema);

/** GET /api/towns/{citySlug}: the town, all its houses (best rated first), its nearest towns. */
export const townDetailSchema = z.object({
  town: townSummarySchema,
  houses: z.array(houseListItemSchema),
  neighbours: z.array(townSummarySchema),
});
export type TownDetail = z.infer<typeof townDetailSchema>;

/** How many nearest towns a town page links to. */
export const TOWN_NEIGHBOUR_COUNT = 6;

export { townName } from "./town-name";
