/**
 * House lists: search (radius, features, text, sort, paging), top rated, by town, favorites.
 *
 * Radius search: houses carry lat_band = floor(latitude * 50); each band the circle touches is one
 * range of houses_geo_idx (lat_band, longitude, latitude, feature_mask), its longitudes the
 * circle's chord in that band (radius-bands.ts). Features are bits of houses.feature_mask (kept
 * by triggers), also an index column.
 *
 * Distances are measured from the position an answer shows: a house whose address is hidden
 * shows a rounded one (homeowner-view.ts), and a distance, an order or a radius from its true spot
 * would give that spot away. The index holds true positions, so the bands cover the circle
 * widened by HIDDEN_POSITION_SHIFT_MILES and a great-circle test on the index's own columns keeps
 * only houses within that wider circle before any row is read (SQLite tests index-only terms
 * before it seeks the row); the exact test, from the shown position, then reads the row.
 */
import { featureMask, TOP_HOUSES_FILTER } from "@contract/features";
import { EARTH_RADIUS_MILES } from "@contract/great-circle";
import type { HouseListItem, HouseListQuery, HouseSort } from "@contract/house";
import { effectiveSort } from "@contract/limits";
import { currentSeason } from "@contract/season";
import { type SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { Db } from "./client";
import {
  addressHiddenSql,
  HIDDEN_POSITION_SHIFT_MILES,
  seasonPlanNow,
  shownCoordinateSql,
  withAddressHidden,
} from "./homeowner-view";
import { featuresFor } from "./house-features";
import { houseTextMatch } from "./house-text-search";
import {
  type LitClock,
  litClockAt,
  litTonightFilterSql,
  litTonightSql,
  scheduleFromRow,
} from "./lit-tonight";
import { bandLongitudeRanges, boundingBox } from "./radius-bands";
import type { houses } from "./schema";

/** The house columns a list item shows, by their drizzle names. */
const LIST_COLUMNS = [
  "id",
  "title",
  "description",
  "address",
  "city",
  "state",
  "latitude",
  "longitude",
  "mainImageUrl",
  "createdAt",
  "citySlug",
  "streetSlug",
  "isTopHouse",
  "avgRating",
  "reviewCount",
  "pageViewCount",
  "visitCount",
  "proximityVisitCount",
  "litFromMinute",
  "litUntilMinute",
  "seasonStart",
  "seasonEnd",
  "showTimes",
  "fmTenths",
  "confirmedSeason",
  "lastConfirmedAt",
  "seasonPlan",
  "seasonPlanSeason",
  "removalRequestedAt",
  "reportedDarkAt",
] as const satisfies ReadonlyArray<keyof typeof houses.$inferSelect>;

/** A house as drizzle reads it, limited to the list columns. */
export type HouseListRow = Pick<typeof houses.$inferSelect, (typeof LIST_COLUMNS)[number]>;

/** The same columns as raw SQL returns them: timestamps and booleans stay integers. */
type RawColumns<T> = {
  [K in keyof T]: T[K] extends Date ? number : T[K] extends boolean ? number : T[K];
};
type HouseRow = RawColumns<HouseListRow> & { distance?: number | null; litTonight: number };

/**
 * `h.snake_name AS "camelName"` for every list column, so raw rows carry drizzle's names (the
 * client maps names with casing "snake_case", as toSnakeCase does), and "litTonight" at `clock`.
 */
const houseColumns = (clock: LitClock) =>
  sql.join(
    [
      ...LIST_COLUMNS.map(
        (key) => sql`h.${sql.identifier(toSnakeCase(key))} AS ${sql.identifier(key)}`,
      ),
      sql`${litTonightSql(clock)} AS "litTonight"`,
    ],
    sql`, `,
  );

/** The one mapping from a house row to a list item (the detail extends it). */
export function toListItem(
  row: HouseListRow,
  features: string[],
  litTonight: boolean,
): HouseListItem {
  const item: HouseListItem = {
    id: row.id,
    title: row.title,
    description: row.description,
    address: row.address,
    city: row.city,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    features,
    mainImageUrl: row.mainImageUrl,
    createdAt: row.createdAt.toISOString(),
    citySlug: row.citySlug,
    streetSlug: row.streetSlug,
    isTopHouse: row.isTopHouse,
    avgRating: row.avgRating,
    reviewCount: row.reviewCount,
    pageViewCount: row.pageViewCount,
    visitCount: row.visitCount,
    proximityVisitCount: row.proximityVisitCount,
    schedule: scheduleFromRow(row),
    litTonight,
    confirmedSeason: row.confirmedSeason,
    lastConfirmedAt: row.lastConfirmedAt?.toISOString() ?? null,
    seasonPlan: seasonPlanNow(row),
    addressHidden: false,
    reportedDark: row.reportedDarkAt !== null,
  };
  return row.removalRequestedAt ? withAddressHidden(item) : item;
}

function rawToListItem(row: HouseRow, features: string[]): HouseListItem {
  const item = toListItem(
    {
      ...row,
      createdAt: new Date(row.createdAt),
      isTopHouse: Boolean(row.isTopHouse),
      lastConfirmedAt: row.lastConfirmedAt === null ? null : new Date(row.lastConfirmedAt),
      reportedDarkAt: row.reportedDarkAt === null ? null : new Date(row.reportedDarkAt),
      removalRequestedAt: row.removalRequestedAt === null ? null : new Date(row.removalRequestedAt),
    },
    features,
    Boolean(row.litTonight),
  );
  if (row.distance !== undefined && row.distance !== null) item.distance = row.distance;
  return item;
}

async function withFeatures(db: Db, rows: HouseRow[]): Promise<HouseListItem[]> {
  const features = await featuresFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => rawToListItem(row, features.get(row.id) ?? []));
}

interface Position {
  latitude: SQL;
  longitude: SQL;
}

/** Where the house is (the index's columns): only to narrow a radius search, never answered. */
const TRUE_POSITION: Position = { latitude: sql`h.latitude`, longitude: sql`h.longitude` };

/** Where answers show the house: rounded while its address is hidden. */
const SHOWN_POSITION: Position = {
  latitude: shownCoordinateSql(sql`h.latitude`, sql`h.removal_requested_at`),
  longitude: shownCoordinateSql(sql`h.longitude`, sql`h.removal_requested_at`),
};

/** The same haversine as contract/great-circle.ts in SQL (D1 has SQLite's math functions), in miles. */
function distanceSql(lat: number, lng: number, to: Position): SQL {
  return sql`(2 * ${EARTH_RADIUS_MILES} * asin(min(1, sqrt(
    pow(sin(radians(${to.latitude} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${to.latitude})) * pow(sin(radians(${to.longitude} - ${lng}) / 2), 2)
  ))))`;
}

/**
 * The sort's own order, then, at equal rank, houses confirmed lit this season before the others
 * (contract/season.ts), then the id so pages never overlap.
 */
function orderBySql(sort: HouseSort, hasLocation: boolean, season: number): SQL {
  const confirmedFirst = sql`(h.confirmed_season >= ${season}) DESC`;
  switch (sort) {
    case "distance":
      return hasLocation
        ? sql`distance ASC, ${confirmedFirst}, h.id ASC`
        : sql`h.created_at DESC, ${confirmedFirst}, h.id DESC`;
    case "rating":
      return sql`h.avg_rating DESC, h.review_count DESC, ${confirmedFirst}, h.id ASC`;
    case "recentlyAdded":
      return sql`h.created_at DESC, ${confirmedFirst}, h.id DESC`;
    case "pageViews":
      return sql`h.page_view_count DESC, ${confirmedFirst}, h.id ASC`;
    case "visits":
      return sql`h.visit_count DESC, ${confirmedFirst}, h.id ASC`;
    case "topHouses":
      return sql`h.is_top_house DESC, h.avg_rating DESC, ${confirmedFirst}, h.id ASC`;
  }
}

export type ListOptions = HouseListQuery & { limit: number; offset: number };

/** The WHERE clause and distance column of a list query (shared by the page and the count). */
export function buildHouseFilter(q: HouseListQuery, clock: LitClock = litClockAt()) {
  // Archived houses are kept for an admin to restore, but no list shows them.
  const where: SQL[] = [sql`h.archived_at IS NULL`];
  const hasLocation = q.latitude !== undefined && q.longitude !== undefined;
  const distance = hasLocation ? distanceSql(q.latitude!, q.longitude!, SHOWN_POSITION) : null;

  let from = sql`houses h`;
  if (hasLocation && q.maxDistance !== undefined) {
    // A hidden house's true spot may lie this much further out than the one it shows.
    const reach = q.maxDistance + HIDDEN_POSITION_SHIFT_MILES;
    const box = boundingBox(q.latitude!, q.longitude!, reach);
    const bands = bandLongitudeRanges(q.latitude!, q.longitude!, reach);
    // One JSON parameter holds every band's range, whatever the radius (D1 binds at most 100).
    // CROSS JOIN keeps the bands outside, so each is one range of houses_geo_idx.
    from = sql`json_each(${JSON.stringify(bands.ranges)}) band CROSS JOIN houses h`;
    where.push(
      sql`h.lat_band = ${bands.firstBand} + band.key`,
      sql`h.longitude BETWEEN band.value ->> 0 AND band.value ->> 1`,
      sql`h.latitude BETWEEN ${box.minLat} AND ${box.maxLat}`,
      sql`${distanceSql(q.latitude!, q.longitude!, TRUE_POSITION)} <= ${reach}`,
      sql`${distance} <= ${q.maxDistance}`,
    );
  }
  const features = q.features ?? [];
  if (features.includes(TOP_HOUSES_FILTER.id)) where.push(sql`h.is_top_house = 1`);
  const mask = featureMask(features);
  if (mask) where.push(sql`(h.feature_mask & ${mask}) = ${mask}`);
  if (q.litTonight) where.push(litTonightFilterSql(clock));
  if (q.confirmed) where.push(sql`h.confirmed_season >= ${currentSeason(new Date(clock.nowMs))}`);
  if (q.searchQuery) {
    where.push(
      houseTextMatch(
        {
          id: sql`h.id`,
          title: sql`h.title`,
          address: sql`h.address`,
          city: sql`h.city`,
          addressHidden: addressHiddenSql(sql`h.removal_requested_at`),
        },
        q.searchQuery,
      ),
    );
  }
  const whereSql = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  return { from, whereSql, distance, hasLocation };
}

/**
 * With a radius, the geo index bounds the matches (a few thousand at most), so the page query
 * counts them in the same pass (`COUNT(*) OVER ()`). Without one, a page may walk a sort index
 * and stop after LIMIT rows, which a window count would prevent (it must read and sort every
 * match: 0.6 s instead of 40 ms at 100,000 houses), so the count stays its own query there.
 */
export function countsInOnePass(q: HouseListQuery): boolean {
  return q.latitude !== undefined && q.longitude !== undefined && q.maxDistance !== undefined;
}

/** The SQL of one list page (exported so a test can EXPLAIN it). */
export function houseListSql(q: ListOptions, clock: LitClock = litClockAt()): SQL {
  const { from, whereSql, distance, hasLocation } = buildHouseFilter(q, clock);
  const sort = effectiveSort(q.sortBy, hasLocation);
  const distanceColumn = distance ? sql`, ${distance} AS distance` : sql``;
  const countColumn = countsInOnePass(q) ? sql`, COUNT(*) OVER () AS "totalCount"` : sql``;
  return sql`SELECT ${houseColumns(clock)}${distanceColumn}${countColumn} FROM ${from} ${whereSql}
    ORDER BY ${orderBySql(sort, hasLocation, currentSeason(new Date(clock.nowMs)))} LIMIT ${q.limit} OFFSET ${q.offset}`;
}

export function houseCountSql(q: HouseListQuery, clock: LitClock = litClockAt()): SQL {
  const { from, whereSql } = buildHouseFilter(q, clock);
  return sql`SELECT COUNT(*) AS total FROM ${from} ${whereSql}`;
}

export async function listHouses(
  db: Db,
  q: ListOptions,
): Promise<{ houses: HouseListItem[]; totalCount: number }> {
  // One clock for the page and its count, so both agree on what is lit tonight.
  const clock = litClockAt();
  const count = () =>
    db.get<{ total: number }>(houseCountSql(q, clock)).then((row) => row?.total ?? 0);
  if (!countsInOnePass(q)) {
    const [rows, totalCount] = await Promise.all([
      db.all<HouseRow>(houseListSql(q, clock)),
      count(),
    ]);
    return { houses: await withFeatures(db, rows), totalCount };
  }
  const rows = await db.all<HouseRow & { totalCount: number }>(houseListSql(q, clock));
  // A page past the last match has no row to carry the count.
  const totalCount = rows[0]?.totalCount ?? (q.offset > 0 ? await count() : 0);
  return { houses: await withFeatures(db, rows), totalCount };
}

/** Best rated houses that have at least one review (houses_rating_idx). */
export async function listTopRated(db: Db, limit: number): Promise<HouseListItem[]> {
  const rows = await db.all<HouseRow>(sql`SELECT ${houseColumns(litClockAt())} FROM houses h
    WHERE h.review_count > 0 AND h.archived_at IS NULL
    ORDER BY h.avg_rating DESC, h.review_count DESC, h.id ASC LIMIT ${limit}`);
  return withFeatures(db, rows);
}

/** One page of a user's favorites with their houses, newest first (favorites_user_house_idx). */
export async function listFavoriteHouses(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
) {
  const rows = await db.all<HouseRow & { favoriteId: number; favoriteCreatedAt: number }>(
    sql`SELECT f.id AS "favoriteId", f.created_at AS "favoriteCreatedAt", ${houseColumns(litClockAt())}
      FROM favorites f JOIN houses h ON h.id = f.house_id
      WHERE f.user_id = ${userId}
      ORDER BY f.created_at DESC, f.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const items = await withFeatures(db, rows);
  return rows.map((row, index) => ({
    id: row.favoriteId,
    houseId: row.id,
    createdAt: new Date(row.favoriteCreatedAt).toISOString(),
    house: items[index]!,
  }));
}

/**
 * A town page's order (decision 364): each house's rating counted with two imagined 3-star
 * reviews, so a rating many people gave outranks one person's. Every submission brings its
 * submitter's own stars (5 unless changed), and a house rated once by the person who listed it
 * led its town above displays its neighbours had rated for years.
 */
const TOWN_RATING_PRIOR = { stars: 3, reviews: 2 } as const;

/** Every house of one town, best rated first (houses_slug_idx: the town's slug leads it). */
export async function listTownHouses(db: Db, citySlug: string): Promise<HouseListItem[]> {
  const { stars, reviews } = TOWN_RATING_PRIOR;
  const rows = await db.all<HouseRow>(sql`SELECT ${houseColumns(litClockAt())} FROM houses h
    WHERE h.city_slug = ${citySlug} AND h.archived_at IS NULL
    ORDER BY (h.avg_rating * h.review_count + ${stars * reviews}) / (h.review_count + ${reviews}) DESC,
      h.review_count DESC, h.title ASC, h.id ASC`);
  return withFeatures(db, rows);
}
