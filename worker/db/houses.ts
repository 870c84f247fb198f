/**
 * Read-side house queries: list/search (radius, features, text, sort, paging), top rated,
 * detail, counters and proximity visits. No HTTP here.
 *
 * Radius search (docs/product.md, Houses, search and sorting): houses carry lat_band =
 * floor(latitude * 50); the bounding box of the circle becomes `lat_band IN (bands) AND
 * longitude BETWEEN ...`, which SQLite answers from houses_geo_idx with a few index ranges, and
 * only those candidates get the exact great-circle test. The bands come from a recursive CTE
 * over the first and last band, so the query binds two parameters whatever the radius (D1
 * allows 100). Features are checked per candidate with EXISTS on the
 * house_features primary key (feature, house_id).
 */
import { latBand, normalizeAddressForDuplicateCheck } from "@contract/address";
import { TOP_HOUSES_FILTER } from "@contract/features";
import type {
  HouseDetail,
  HouseListItem,
  HouseListQuery,
  HouseSort,
  ProximityVisitResponse,
} from "@contract/house";
import { effectiveSort } from "@contract/limits";
import { and, type Column, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { houseTextMatch } from "./house-text-search";
import {
  houseFeatures,
  houses,
  pageViews,
  photos,
  proximityVisits,
  reviews,
  users,
  videos,
  visits,
} from "./schema";
import { userName, userNameColumns, type Viewer } from "./user-names";

export const EARTH_RADIUS_MILES = 3958.8;
export const EARTH_RADIUS_METERS = 6_371_008.8;

/** Great-circle distance (haversine) in the unit of `radius`. */
export function greatCircle(
  lat1: number,
  lng1: number,
  lat2: number,
  lng2: number,
  radius = EARTH_RADIUS_MILES,
): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The same haversine in SQL (D1 has SQLite's math functions), in miles. */
function distanceSql(lat: number, lng: number): SQL {
  return sql`(2 * ${EARTH_RADIUS_MILES} * asin(min(1, sqrt(
    pow(sin(radians(h.latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(h.latitude)) * pow(sin(radians(h.longitude - ${lng}) / 2), 2)
  ))))`;
}

/** Bounding box of a circle: latitude range, longitude range and the lat bands it covers. */
export function boundingBox(lat: number, lng: number, miles: number) {
  const dLat = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const maxAbsLat = Math.min(89.9, Math.max(Math.abs(lat - dLat), Math.abs(lat + dLat)));
  const dLng = dLat / Math.cos((maxAbsLat * Math.PI) / 180);
  const minLat = lat - dLat;
  const maxLat = lat + dLat;
  return {
    minLat,
    maxLat,
    minLng: lng - dLng,
    maxLng: lng + dLng,
    firstBand: latBand(minLat),
    lastBand: latBand(maxLat),
  };
}

const houseColumns = sql`h.id, h.title, h.description, h.address, h.city, h.state, h.latitude,
  h.longitude, h.main_image_url, h.created_at, h.city_slug, h.street_slug, h.is_top_house,
  h.avg_rating, h.review_count, h.page_view_count, h.visit_count, h.proximity_visit_count`;

type HouseRow = {
  id: number;
  title: string;
  description: string | null;
  address: string;
  city: string;
  state: string | null;
  latitude: number;
  longitude: number;
  main_image_url: string | null;
  created_at: number;
  city_slug: string | null;
  street_slug: string | null;
  is_top_house: number;
  avg_rating: number;
  review_count: number;
  page_view_count: number;
  visit_count: number;
  proximity_visit_count: number;
  distance?: number | null;
};

function toListItem(row: HouseRow, features: string[]): HouseListItem {
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
    mainImageUrl: row.main_image_url,
    createdAt: new Date(row.created_at).toISOString(),
    citySlug: row.city_slug,
    streetSlug: row.street_slug,
    isTopHouse: Boolean(row.is_top_house),
    avgRating: row.avg_rating,
    reviewCount: row.review_count,
    pageViewCount: row.page_view_count,
    visitCount: row.visit_count,
    proximityVisitCount: row.proximity_visit_count,
  };
  if (row.distance !== undefined && row.distance !== null) item.distance = row.distance;
  return item;
}

/**
 * `column IN (ids)` with one bound parameter (a JSON array read by json_each), so a long list
 * never runs into D1's limit of 100 bound parameters.
 */
export function idIn(column: SQL | Column, ids: number[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}

/** Feature ids per house, in catalogue-independent insertion order. */
export async function featuresFor(db: Db, houseIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (houseIds.length === 0) return map;
  const rows = await db
    .select({ houseId: houseFeatures.houseId, feature: houseFeatures.feature })
    .from(houseFeatures)
    .where(idIn(houseFeatures.houseId, houseIds));
  for (const row of rows) {
    const list = map.get(row.houseId) ?? [];
    list.push(row.feature);
    map.set(row.houseId, list);
  }
  return map;
}

async function withFeatures(db: Db, rows: HouseRow[]): Promise<HouseListItem[]> {
  const features = await featuresFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toListItem(row, features.get(row.id) ?? []));
}

function orderBySql(sort: HouseSort, hasLocation: boolean): SQL {
  switch (sort) {
    case "distance":
      return hasLocation ? sql`distance ASC, h.id ASC` : sql`h.created_at DESC, h.id DESC`;
    case "rating":
      return sql`h.avg_rating DESC, h.review_count DESC, h.id ASC`;
    case "recentlyAdded":
      return sql`h.created_at DESC, h.id DESC`;
    case "pageViews":
      return sql`h.page_view_count DESC, h.id ASC`;
    case "visits":
      return sql`h.visit_count DESC, h.id ASC`;
    case "topHouses":
      return sql`h.is_top_house DESC, h.avg_rating DESC, h.id ASC`;
  }
}

export type ListOptions = HouseListQuery & { limit: number; offset: number };

/** The WHERE clause and distance column of a list query (shared by the page and the count). */
export function buildHouseFilter(q: HouseListQuery) {
  const where: SQL[] = [];
  const hasLocation = q.latitude !== undefined && q.longitude !== undefined;
  const distance = hasLocation ? distanceSql(q.latitude!, q.longitude!) : null;

  if (hasLocation && q.maxDistance !== undefined) {
    const box = boundingBox(q.latitude!, q.longitude!, q.maxDistance);
    where.push(
      sql`h.lat_band IN (WITH RECURSIVE band(b) AS (SELECT ${box.firstBand}
        UNION ALL SELECT b + 1 FROM band WHERE b < ${box.lastBand}) SELECT b FROM band)`,
      sql`h.longitude BETWEEN ${box.minLng} AND ${box.maxLng}`,
      sql`h.latitude BETWEEN ${box.minLat} AND ${box.maxLat}`,
      sql`${distance} <= ${q.maxDistance}`,
    );
  }
  for (const feature of q.features ?? []) {
    if (feature === TOP_HOUSES_FILTER.id) where.push(sql`h.is_top_house = 1`);
    else {
      where.push(
        sql`EXISTS (SELECT 1 FROM house_features hf WHERE hf.feature = ${feature} AND hf.house_id = h.id)`,
      );
    }
  }
  if (q.searchQuery) {
    where.push(
      houseTextMatch(
        { id: sql`h.id`, title: sql`h.title`, address: sql`h.address`, city: sql`h.city` },
        q.searchQuery,
      ),
    );
  }
  const whereSql = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  return { whereSql, distance, hasLocation };
}

/** The SQL of one list page (exported so a test can EXPLAIN it). */
export function houseListSql(q: ListOptions): SQL {
  const { whereSql, distance, hasLocation } = buildHouseFilter(q);
  const sort = effectiveSort(q.sortBy, hasLocation);
  const distanceColumn = distance ? sql`, ${distance} AS distance` : sql``;
  return sql`SELECT ${houseColumns}${distanceColumn} FROM houses h ${whereSql}
    ORDER BY ${orderBySql(sort, hasLocation)} LIMIT ${q.limit} OFFSET ${q.offset}`;
}

export function houseCountSql(q: HouseListQuery): SQL {
  const { whereSql } = buildHouseFilter(q);
  return sql`SELECT COUNT(*) AS total FROM houses h ${whereSql}`;
}

export async function listHouses(
  db: Db,
  q: ListOptions,
): Promise<{ houses: HouseListItem[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    db.all<HouseRow>(houseListSql(q)),
    db.get<{ total: number }>(houseCountSql(q)),
  ]);
  return { houses: await withFeatures(db, rows), totalCount: count?.total ?? 0 };
}

/** Best rated houses that have at least one review (houses_rating_idx). */
export async function listTopRated(db: Db, limit: number): Promise<HouseListItem[]> {
  const rows = await db.all<HouseRow>(sql`SELECT ${houseColumns} FROM houses h
    WHERE h.review_count > 0
    ORDER BY h.avg_rating DESC, h.review_count DESC, h.id ASC LIMIT ${limit}`);
  return withFeatures(db, rows);
}

/** One page of a user's favorites with their houses, newest first (favorites_user_house_idx). */
export async function listFavoriteHouses(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
) {
  const rows = await db.all<HouseRow & { favorite_id: number; favorite_created_at: number }>(
    sql`SELECT f.id AS favorite_id, f.created_at AS favorite_created_at, ${houseColumns}
      FROM favorites f JOIN houses h ON h.id = f.house_id
      WHERE f.user_id = ${userId}
      ORDER BY f.created_at DESC, f.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const features = await featuresFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.favorite_id,
    houseId: row.id,
    createdAt: new Date(row.favorite_created_at).toISOString(),
    house: toListItem(row, features.get(row.id) ?? []),
  }));
}

export async function houseExists(db: Db, houseId: number): Promise<boolean> {
  const row = await db
    .select({ id: houses.id })
    .from(houses)
    .where(eq(houses.id, houseId))
    .limit(1);
  return row.length > 0;
}

export async function findHouseIdBySlugs(
  db: Db,
  citySlug: string,
  streetSlug: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: houses.id })
    .from(houses)
    .where(and(eq(houses.citySlug, citySlug), eq(houses.streetSlug, streetSlug)))
    .limit(1);
  return row?.id ?? null;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The full house answer (docs/product.md, Houses, search and sorting) for one viewer (null = signed
 * out): features, photos, videos, reviews with their authors' names, last description editor and
 * the viewer's last proximity visit. One round trip (db.batch). Null when the house does not exist.
 */
export async function getHouseDetail(
  db: Db,
  houseId: number,
  viewer: Viewer,
): Promise<HouseDetail | null> {
  const viewerId = viewer?.id ?? null;
  const [houseRows, featureRows, photoRows, videoRows, reviewRows, lastVisitRows] = await db.batch([
    db
      .select({
        house: houses,
        editor: userNameColumns,
      })
      .from(houses)
      .leftJoin(users, eq(users.id, houses.lastDescriptionEditUserId))
      .where(eq(houses.id, houseId))
      .limit(1),
    db
      .select({ feature: houseFeatures.feature })
      .from(houseFeatures)
      .where(eq(houseFeatures.houseId, houseId)),
    db.select().from(photos).where(eq(photos.houseId, houseId)).orderBy(photos.createdAt),
    db.select().from(videos).where(eq(videos.houseId, houseId)).orderBy(videos.createdAt),
    db
      .select({ review: reviews, author: userNameColumns })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.houseId, houseId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id)),
    db
      .select({ createdAt: proximityVisits.createdAt })
      .from(proximityVisits)
      .where(
        and(
          eq(proximityVisits.houseId, houseId),
          eq(proximityVisits.userId, viewerId ?? "\u0000no-viewer"),
        ),
      )
      .orderBy(desc(proximityVisits.createdAt))
      .limit(1),
  ]);
  const first = houseRows[0];
  if (!first) return null;
  const h = first.house;
  return {
    id: h.id,
    title: h.title,
    description: h.description,
    address: h.address,
    city: h.city,
    state: h.state,
    latitude: h.latitude,
    longitude: h.longitude,
    features: featureRows.map((r) => r.feature),
    mainImageUrl: h.mainImageUrl,
    createdAt: h.createdAt.toISOString(),
    citySlug: h.citySlug,
    streetSlug: h.streetSlug,
    isTopHouse: h.isTopHouse,
    avgRating: h.avgRating,
    reviewCount: h.reviewCount,
    pageViewCount: h.pageViewCount,
    visitCount: h.visitCount,
    proximityVisitCount: h.proximityVisitCount,
    userLastProximityVisit: viewerId ? iso(lastVisitRows[0]?.createdAt) : null,
    lastDescriptionEditAt: iso(h.lastDescriptionEditAt),
    lastDescriptionEditUser:
      h.lastDescriptionEditUserId && first.editor
        ? userName(first.editor, h.lastDescriptionEditUserId, viewer)
        : null,
    photos: photoRows.map((p) => ({
      id: p.id,
      imageUrl: p.imageUrl,
      caption: p.caption,
      uploadedBy: p.uploadedBy,
      createdAt: p.createdAt.toISOString(),
    })),
    videos: videoRows.map((v) => ({
      id: v.id,
      cloudflareStreamId: v.cloudflareStreamId,
      videoUrl: v.videoUrl,
      uploadedBy: v.uploadedBy,
      createdAt: v.createdAt.toISOString(),
    })),
    reviews: reviewRows.map((r) => ({
      id: r.review.id,
      userId: r.review.userId,
      rating: r.review.rating,
      review: r.review.review,
      createdAt: r.review.createdAt.toISOString(),
      updatedAt: r.review.updatedAt.toISOString(),
      user: userName(r.author, r.review.userId, viewer),
    })),
  };
}

/**
 * Logs a page view once per visitor, house and New York day (unique index; a repeat is
 * ignored) and bumps the counter only when the row was new. Returns the house's count.
 * `viewerKey` is "user:<id>" or "ip:<hash>" (viewerKeyFor).
 */
export async function recordPageView(
  db: Db,
  houseId: number,
  viewer: { userId: string | null; viewerKey: string },
  at = new Date(),
) {
  const inserted = await db
    .insert(pageViews)
    .values({
      houseId,
      userId: viewer.userId,
      viewerKey: viewer.viewerKey,
      viewDay: newYorkDay(at),
    })
    .onConflictDoNothing()
    .returning({ id: pageViews.id });
  return bumpCounter(db, houseId, "pageViewCount", inserted.length > 0);
}

/** Logs a directions click once per user, house and New York day; counts only new rows. */
export async function recordVisit(db: Db, houseId: number, userId: string, at = new Date()) {
  const inserted = await db
    .insert(visits)
    .values({ houseId, userId, visitDay: newYorkDay(at) })
    .onConflictDoNothing()
    .returning({ id: visits.id });
  return bumpCounter(db, houseId, "visitCount", inserted.length > 0);
}

async function bumpCounter(
  db: Db,
  houseId: number,
  counter: "pageViewCount" | "visitCount",
  counted: boolean,
) {
  const column = houses[counter];
  const [row] = counted
    ? await db
        .update(houses)
        .set({ [counter]: sql`${column} + 1` })
        .where(eq(houses.id, houseId))
        .returning({ count: column })
    : await db.select({ count: column }).from(houses).where(eq(houses.id, houseId)).limit(1);
  return row?.count ?? 0;
}

/**
 * Who a page view belongs to: the signed-in user, else the caller's IP (CF-Connecting-IP)
 * hashed with the day, so the raw address is never stored and keys cannot be joined across
 * days.
 */
export async function viewerKeyFor(userId: string | null, ip: string | undefined, at = new Date()) {
  if (userId) return `user:${userId}`;
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`${newYorkDay(at)}|${ip ?? "unknown"}`),
  );
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `ip:${hex}`;
}

/** YYYY-MM-DD of `at` in America/New_York (the spec's visit day). */
export function newYorkDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

export async function houseLocation(db: Db, houseId: number) {
  const [row] = await db
    .select({ latitude: houses.latitude, longitude: houses.longitude })
    .from(houses)
    .where(eq(houses.id, houseId))
    .limit(1);
  return row ?? null;
}

/**
 * Records a GPS visit once per user, house and New York day. The insert is ignored on the
 * unique index when the visit exists; the counter is recounted in the same batch, so it always
 * equals the number of visit rows.
 */
export async function recordProximityVisit(
  db: Db,
  input: {
    houseId: number;
    userId: string;
    latitude: number;
    longitude: number;
    accuracy: number;
    at?: Date;
  },
): Promise<Pick<ProximityVisitResponse, "alreadyVisited">> {
  const at = input.at ?? new Date();
  const [inserted] = await db.batch([
    db
      .insert(proximityVisits)
      .values({
        houseId: input.houseId,
        userId: input.userId,
        visitDay: newYorkDay(at),
        latitude: input.latitude,
        longitude: input.longitude,
        accuracy: input.accuracy,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: proximityVisits.id }),
    db
      .update(houses)
      .set({
        proximityVisitCount: sql`(SELECT COUNT(*) FROM proximity_visits WHERE house_id = ${input.houseId})`,
      })
      .where(eq(houses.id, input.houseId)),
  ]);
  return { alreadyVisited: inserted.length === 0 };
}

/** Landing hero stats: real counts. */
export async function siteStats(db: Db) {
  const row = await db.get<{ houses: number; users: number; photos: number }>(sql`SELECT
    (SELECT COUNT(*) FROM houses) AS houses,
    (SELECT COUNT(*) FROM users) AS users,
    (SELECT COUNT(*) FROM photos) + (SELECT COUNT(*) FROM houses WHERE main_image_url IS NOT NULL) AS photos`);
  return row ?? { houses: 0, users: 0, photos: 0 };
}

/**
 * Street addresses of known houses whose normalised address key starts with the typed text
 * (a range on houses_address_key_idx, so no scan). Both the text as typed and with its USPS
 * street suffix are tried ("12 Oak Street" and "12 Oak St").
 */
export async function searchHouseAddresses(db: Db, text: string, limit: number) {
  const clean = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, "")
      .replace(/\s+/g, " ")
      .trim();
  const street = text.split(",")[0] ?? "";
  const prefixes = [
    ...new Set([clean(street), clean(normalizeAddressForDuplicateCheck(street))]),
  ].filter((p) => p.length >= 1);
  if (prefixes.length === 0) return [];
  const ranges = prefixes.map(
    (p) => sql`(h.address_key >= ${p} AND h.address_key < ${`${p}\uffff`})`,
  );
  return db.all<{
    id: number;
    address: string;
    city: string;
    state: string | null;
    latitude: number;
    longitude: number;
  }>(sql`SELECT h.id, h.address, h.city, h.state, h.latitude, h.longitude FROM houses h
    WHERE ${sql.join(ranges, sql` OR `)} ORDER BY h.address_key LIMIT ${limit}`);
}

export async function houseAddressById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: houses.id,
      address: houses.address,
      city: houses.city,
      state: houses.state,
      latitude: houses.latitude,
      longitude: houses.longitude,
    })
    .from(houses)
    .where(eq(houses.id, id))
    .limit(1);
  return row ?? null;
}
