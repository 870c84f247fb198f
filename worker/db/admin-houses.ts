/**
 * Admin house queries: paged list with text search, edit.
 * The list is ordered by newest first (houses_created_idx). The search is a substring match on
 * title, address and city through the trigram index (db/house-text-search.ts).
 */
import { addressKey, houseSlugs, latBand } from "@contract/address";
import { type AdminHouse, adminFlagsFor, totalPagesFor } from "@contract/admin";
import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
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

/**
 * The house, and with `expected` only while it is still that version (the stored time's
 * millisecond, as the API gave it: the column keeps fractions of it).
 */
function houseAtVersion(id: number, expected: Date | undefined): SQL {
  const house = eq(houses.id, id);
  if (!expected) return house;
  const ms = expected.getTime();
  return and(house, sql`${houses.updatedAt} >= ${ms} AND ${houses.updatedAt} < ${ms + 1}`)!;
}

/**
 * Rewrites the editable fields and the whole feature set in one batch (atomic in D1). Address
 * or city changes move the house's slugs and duplicate key with it; a moved pin moves its
 * latitude band (radius search) with it. With `expected` (decision 365) nothing changes unless
 * the house is still that version: every statement checks it and the house's row is written
 * last, so the features and the fields change together or not at all. False when the house had
 * changed since (or is gone).
 */
export async function updateAdminHouse(
  db: Db,
  id: number,
  input: {
    title: string;
    address: string;
    city: string;
    state: string | null;
    description: string | null;
    isTopHouse: boolean;
    features: string[];
    latitude?: number | undefined;
    longitude?: number | undefined;
  },
  expected?: Date,
): Promise<boolean> {
  const pin =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude, latBand: latBand(input.latitude) }
      : {};
  const slugs = houseSlugs(input.address, input.city);
  const whichHouse = houseAtVersion(id, expected);
  const houseThere = sql`EXISTS (SELECT 1 FROM ${houses} WHERE ${whichHouse})`;
  const [, , updated] = await db.batch([
    db.delete(houseFeatures).where(and(eq(houseFeatures.houseId, id), houseThere)),
    // An empty list inserts nothing (an imported house may have no features, decision 167).
    db.insert(houseFeatures).select((qb) =>
      qb
        .select({ feature: sql<string>`feature.value`.as("feature"), houseId: houses.id })
        .from(houses)
        .innerJoin(sql`json_each(${JSON.stringify(input.features)}) AS feature`, sql`1`)
        .where(whichHouse),
    ),
    db
      .update(houses)
      .set({
        title: input.title,
        address: input.address,
        city: input.city,
        state: input.state,
        description: input.description,
        isTopHouse: input.isTopHouse,
        addressKey: addressKey(input.address, input.city),
        citySlug: slugs.citySlug,
        streetSlug: slugs.streetSlug,
        ...pin,
        // Always a new version, even within the millisecond of the one it replaces.
        updatedAt: new Date(Math.max(Date.now(), (expected?.getTime() ?? 0) + 1)),
      })
      .where(whichHouse)
      .returning({ id: houses.id }),
  ]);
  return updated.length > 0;
}

export async function countHouses(db: Db) {
  const [row] = await db.select({ total: count() }).from(houses);
  return row?.total ?? 0;
}
