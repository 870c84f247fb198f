/**
 * Towns are the cities of the houses, by the slug in their house URLs (houses.city_slug): no
 * table of their own, so a town exists exactly while it has listed houses. Archived houses keep
 * their own pages but leave their town (decision 168), so each count, list and sitemap entry made
 * here agrees with the town page (listTownHouses). Read by the town pages and the sitemap
 * (houses_slug_idx leads with the slug, so the grouping reads the index in order).
 */
import { greatCircle } from "@contract/great-circle";
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { shownCoordinateSql } from "./homeowner-view";

export interface TownSummary {
  citySlug: string;
  /** The town's name as its houses spell it. */
  city: string;
  state: string | null;
  houseCount: number;
  /**
   * Where its houses are, on average (the town pages' map and neighbours), from the positions
   * their answers show: a hidden house counts where its rounded pin is, or a town of one or two
   * houses would give its true spot away.
   */
  latitude: number;
  longitude: number;
  /** The last change of any of its houses. */
  updatedAt: Date;
}

interface TownRow {
  citySlug: string;
  city: string;
  state: string | null;
  houseCount: number;
  latitude: number;
  longitude: number;
  updatedAt: number;
}

/** Every town with at least one listed (not archived) house, by name, counting those only. */
export async function listTowns(db: Db): Promise<TownSummary[]> {
  const latitude = shownCoordinateSql(sql`latitude`, sql`removal_requested_at`);
  const longitude = shownCoordinateSql(sql`longitude`, sql`removal_requested_at`);
  const rows = await db.all<TownRow>(sql`SELECT city_slug AS "citySlug", min(city) AS "city",
      max(state) AS "state", count(*) AS "houseCount", avg(${latitude}) AS "latitude",
      avg(${longitude}) AS "longitude", max(updated_at) AS "updatedAt"
    FROM houses WHERE city_slug IS NOT NULL AND archived_at IS NULL
    GROUP BY city_slug ORDER BY min(city) COLLATE NOCASE, city_slug`);
  return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
}

export interface HouseSitemapRow {
  id: number;
  citySlug: string | null;
  streetSlug: string | null;
  updatedAt: Date;
}

/**
 * Every house's page and its last change, in id order (the sitemap). Archived houses too: their
 * pages still answer (decision 168); only their towns stop listing them.
 */
export async function listHousePageDates(db: Db): Promise<HouseSitemapRow[]> {
  const rows = await db.all<Omit<HouseSitemapRow, "updatedAt"> & { updatedAt: number }>(
    // While a removal request waits, the street slug (it spells the address) stays out: /house/{id}.
    sql`SELECT id, city_slug AS "citySlug",
        CASE WHEN removal_requested_at IS NULL THEN street_slug END AS "streetSlug",
        updated_at AS "updatedAt"
      FROM houses ORDER BY id`,
  );
  return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
}

/** The town's own summary and its nearest towns, from one list of towns. */
export function townWithNeighbours(towns: TownSummary[], citySlug: string, count: number) {
  const town = towns.find((candidate) => candidate.citySlug === citySlug);
  if (!town) return null;
  const neighbours = towns
    .filter((candidate) => candidate !== town)
    .map((candidate) => ({
      candidate,
      miles: greatCircle(town.latitude, town.longitude, candidate.latitude, candidate.longitude),
    }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, count)
    .map(({ candidate }) => candidate);
  return { town, neighbours };
}
