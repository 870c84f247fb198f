/**
 * Town pages: /lights (every town with houses) and /lights/{citySlug} (one town's houses). A town
 * is the city of its houses, named by the slug in their URLs (contract/town-path.ts).
 */
import { z } from "zod";
import { houseListItemSchema } from "./house";
import { STATE_NAMES } from "./us-states";

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

const STATE_CODES = new Map(
  Object.entries(STATE_NAMES).map(([code, name]) => [name.toLowerCase(), code]),
);

/** "Massapequa, NY": the town as its page title names it (the state by its USPS code). */
export function townName(town: Pick<TownSummary, "city" | "state">): string {
  if (!town.state) return town.city;
  const code = STATE_CODES.get(town.state.trim().toLowerCase()) ?? town.state;
  return `${town.city}, ${code}`;
}
