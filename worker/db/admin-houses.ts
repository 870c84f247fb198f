/**
 * Admin house queries: paged list with text search, edit.
 * The list is ordered by newest first (houses_created_idx). The search is a substring match on
 * title, address and city through the trigram index (db/house-text-search.ts).
 */
import { addressKey, houseSlugs, latBand } from "@contract/address";
import { type AdminHouse, adminFlagsFor, totalPagesFor } from "@contract/admin";
import { and, count, desc, eq, ne, type SQL } from "drizzle-orm";
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
 * Rewrites the editable fields and the whole feature set in one batch (atomic in D1). Address
 * or city changes move the house's slugs and duplicate key with it; a moved pin moves its
 * latitude band (radius search) with it.
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
) {
  const pin =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude, latBand: latBand(input.latitude) }
      : {};
  const slugs = houseSlugs(input.address, input.city);
  await db.batch([
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
        updatedAt: new Date(),
      })
      .where(eq(houses.id, id)),
    db.delete(houseFeatures).where(eq(houseFeatures.houseId, id)),
    db.insert(houseFeatures).values(input.features.map((feature) => ({ feature, houseId: id }))),
  ]);
}

export async function countHouses(db: Db) {
  const [row] = await db.select({ total: count() }).from(houses);
  return row?.total ?? 0;
}
