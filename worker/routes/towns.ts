/**
 * GET /api/towns and /api/towns/{citySlug}: the town pages' data for the app's town screens (the
 * worker's own town pages read the same functions: pages/town-page.ts). Public, no sign-in.
 */
import type { TownDetail, TownSummary } from "@contract/towns";
import { TOWN_NEIGHBOUR_COUNT } from "@contract/towns";
import { HTTPException } from "hono/http-exception";
import type { Db } from "../db/client";
import { listTownHouses } from "../db/house-list";
import { listTowns, type TownSummary as TownRow, townWithNeighbours } from "../db/towns";
import { factory } from "../factory";

const CITY_SLUG = /^[a-z0-9-]{1,200}$/;

export function townSummary(row: TownRow): TownSummary {
  const { citySlug, city, state, houseCount, latitude, longitude } = row;
  return { citySlug, city, state, houseCount, latitude, longitude };
}

/** The town's page data, or null when no listed (not archived) house has this slug. */
export async function townDetail(db: Db, citySlug: string): Promise<TownDetail | null> {
  if (!CITY_SLUG.test(citySlug)) return null;
  const [towns, houses] = await Promise.all([listTowns(db), listTownHouses(db, citySlug)]);
  const found = townWithNeighbours(towns, citySlug, TOWN_NEIGHBOUR_COUNT);
  if (!found || houses.length === 0) return null;
  return {
    town: townSummary(found.town),
    houses,
    neighbours: found.neighbours.map(townSummary),
  };
}

export const townRoutes = factory
  .createApp()
  .get("/", async (c) => c.json((await listTowns(c.var.db)).map(townSummary)))
  .get("/:citySlug", async (c) => {
    const detail = await townDetail(c.var.db, c.req.param("citySlug"));
    if (!detail) throw new HTTPException(404, { message: "Town not found" });
    return c.json(detail);
  });
