/**
 * Admin house queries: paged list with text search, edit (decisions 365, 369).
 * The list is ordered by newest first (houses_created_idx). The search is a substring match on
 * title, address and city through the trigram index (db/house-text-search.ts).
 */
import { addressKey, houseSlugs, latBand } from "@contract/address";
import {
  type AdminHouse,
  type AdminHouseStart,
  adminFlagsFor,
  totalPagesFor,
} from "@contract/admin";
import {
  ADMIN_HOUSE_CHECKED_FIELDS,
  type AdminHouseCheckedField,
} from "@contract/admin-house-texts";
import { and, count, desc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";
import { featuresFor } from "./house-features";
import { houseTextMatch } from "./house-text-search";
import { houseFeatures, houses } from "./schema";

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return houseTextMatch(houses, search);
}

function toAdminHouse(row: typeof houses.$inferSelect, features: string[]): AdminHouse {
  const sorted = [...features].sort();
  return {
    id: row.id,
    title: row.title,
    address: row.address,
    city: row.city,
    state: row.state,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    isTopHouse: row.isTopHouse,
    features: sorted,
    mainImageUrl: row.mainImageUrl,
    citySlug: row.citySlug,
    streetSlug: row.streetSlug,
    avgRating: row.avgRating,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    importSource: row.importSource,
    ...adminFlagsFor(sorted),
  };
}

export async function listAdminHouses(
  db: Db,
  q: { page: number; limit: number; search?: string | undefined },
) {
  const where = searchFilter(q.search);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(houses)
      .where(where)
      .orderBy(desc(houses.createdAt), desc(houses.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(houses).where(where),
  ]);
  const features = await featuresFor(
    db,
    rows.map((r) => r.id),
  );
  const total = totalRow?.total ?? 0;
  return {
    houses: rows.map((row) => toAdminHouse(row, features.get(row.id) ?? [])),
    total,
    page: q.page,
    totalPages: totalPagesFor(total, q.limit),
  };
}

export async function getAdminHouse(db: Db, id: number): Promise<AdminHouse | null> {
  const row = await db.query.houses.findFirst({ where: eq(houses.id, id) });
  if (!row) return null;
  const features = await featuresFor(db, [id]);
  return toAdminHouse(row, features.get(id) ?? []);
}

/** Another house already at this address (slug pair is unique)? */
export async function slugTakenByOther(db: Db, id: number, address: string, city: string) {
  const slugs = houseSlugs(address, city);
  const other = await db
    .select({ id: houses.id })
    .from(houses)
    .where(
      and(
        eq(houses.citySlug, slugs.citySlug),
        eq(houses.streetSlug, slugs.streetSlug),
        ne(houses.id, id),
      ),
    )
    .limit(1);
  return other.length > 0;
}

/** A house column an admin's edit checks against the value it started from (decision 369). */
const CHECKED_COLUMNS = {
  title: houses.title,
  address: houses.address,
  city: houses.city,
  state: houses.state,
  description: houses.description,
  isTopHouse: houses.isTopHouse,
  latitude: houses.latitude,
  longitude: houses.longitude,
} satisfies Record<AdminHouseCheckedField, SQLiteColumn>;

/** The fields an admin's edit writes: only the ones it was sent (decision 369). */
export interface AdminHouseChanges {
  title?: string | undefined;
  address?: string | undefined;
  city?: string | undefined;
  state?: string | null | undefined;
  description?: string | null | undefined;
  isTopHouse?: boolean | undefined;
  features?: string[] | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/** What the edit checks before it writes: the values it started from, or (decision 365) the version. */
export interface AdminHouseEditCheck {
  expected?: AdminHouseStart | undefined;
  version?: Date | undefined;
}

export type AdminHouseEditOutcome =
  | { outcome: "saved" }
  | { outcome: "gone" }
  /** Not written: the checked fields changed since (none when only the version was stale). */
  | { outcome: "changed"; fields: AdminHouseCheckedField[]; house: AdminHouse };

/**
 * The house while each checked field still holds the value the edit started from, and (with
 * `version`, decision 365) while it is still that version (the stored time's millisecond, as the
 * API gave it: the column keeps fractions of it).
 */
function houseAsStarted(id: number, check: AdminHouseEditCheck): SQL {
  const conditions: SQL[] = [eq(houses.id, id)];
  for (const field of ADMIN_HOUSE_CHECKED_FIELDS) {
    const value = check.expected?.[field];
    if (value === undefined) continue;
    const column = CHECKED_COLUMNS[field];
    conditions.push(value === null ? isNull(column) : eq(column, value));
  }
  if (check.version) {
    const ms = check.version.getTime();
    conditions.push(sql`${houses.updatedAt} >= ${ms} AND ${houses.updatedAt} < ${ms + 1}`);
  }
  return and(...conditions)!;
}

/** The checked fields whose value in `house` is not the one the edit started from. */
function changedSince(house: AdminHouse, expected: AdminHouseStart | undefined) {
  return ADMIN_HOUSE_CHECKED_FIELDS.filter(
    (field) => expected?.[field] !== undefined && expected[field] !== house[field],
  );
}

/** A JSON list of strings as a set of rows, for `IN`. */
const listed = (values: string[]) => sql`(SELECT value FROM json_each(${JSON.stringify(values)}))`;

/**
 * Writes the fields the edit was sent, in one batch (atomic in D1), and only while the house is
 * as the edit started (`houseAsStarted`): every statement checks it and the house's row is written
 * last, so the features and the fields change together or not at all; the batch first reads the
 * house, so the fields a refusal names are the ones that stopped this very batch. Fields not sent
 * are never written, so a newer change of them stays (decision 369). Address or city changes move
 * the house's slugs and duplicate key with it (the two come together); a moved pin moves its
 * latitude band (radius search) with it.
 *
 * Features: with `expected.features` (the list the edit started from) the features the edit
 * switched on are added and the ones it switched off are deleted, any other stays as it is now;
 * without it the list replaces the house's features.
 */
export async function updateAdminHouse(
  db: Db,
  id: number,
  changes: AdminHouseChanges,
  check: AdminHouseEditCheck = {},
): Promise<AdminHouseEditOutcome> {
  const { features, latitude, longitude, address, city, ...fields } = changes;
  const whichHouse = houseAsStarted(id, check);
  const houseThere = sql`EXISTS (SELECT 1 FROM ${houses} WHERE ${whichHouse})`;
  const featureWrites = [];
  if (features) {
    const started = check.expected?.features;
    const removed = started
      ? sql`${houseFeatures.feature} IN ${listed(started.filter((f) => !features.includes(f)))}`
      : sql`${houseFeatures.feature} NOT IN ${listed(features)}`;
    const added = started ? features.filter((f) => !started.includes(f)) : features;
    featureWrites.push(
      db.delete(houseFeatures).where(and(eq(houseFeatures.houseId, id), removed, houseThere)),
      // An empty list inserts nothing (an imported house may have no features, decision 167).
      db
        .insert(houseFeatures)
        .select((qb) =>
          qb
            .select({ feature: sql<string>`feature.value`.as("feature"), houseId: houses.id })
            .from(houses)
            .innerJoin(sql`json_each(${JSON.stringify(added)}) AS feature`, sql`1`)
            .where(whichHouse),
        )
        .onConflictDoNothing(),
    );
  }
  const place =
    address !== undefined && city !== undefined
      ? { address, city, addressKey: addressKey(address, city), ...houseSlugs(address, city) }
      : {};
  const pin =
    latitude !== undefined && longitude !== undefined
      ? { latitude, longitude, latBand: latBand(latitude) }
      : {};
  const [before, beforeFeatures, ...written] = await db.batch([
    db.select().from(houses).where(eq(houses.id, id)),
    db
      .select({ feature: houseFeatures.feature })
      .from(houseFeatures)
      .where(eq(houseFeatures.houseId, id)),
    ...featureWrites,
    db
      .update(houses)
      .set({
        ...fields,
        ...place,
        ...pin,
        // Always a new version, even within the millisecond of the one it replaces.
        updatedAt: new Date(Math.max(Date.now(), (check.version?.getTime() ?? 0) + 1)),
      })
      .where(whichHouse)
      .returning({ id: houses.id }),
  ]);
  // The house's UPDATE is the batch's last statement: a row back means the edit was written.
  if ((written.at(-1) as unknown[]).length > 0) return { outcome: "saved" };
  const [row] = before;
  if (!row) return { outcome: "gone" };
  const house = toAdminHouse(
    row,
    beforeFeatures.map((f) => f.feature),
  );
  return { outcome: "changed", fields: changedSince(house, check.expected), house };
}

export async function countHouses(db: Db) {
  const [row] = await db.select({ total: count() }).from(houses);
  return row?.total ?? 0;
}
