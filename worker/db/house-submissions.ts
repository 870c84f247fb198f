/** Queries for submitting a house: duplicate lookup, free slug, insert with features. */
import { and, eq, like, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";
import { houseFeatures, houses, videos } from "./schema";

/**
 * The first house with this normalised "street|city" key (index houses_address_key_idx), with
 * whether a removal request hides its address (a public answer must then hide the street).
 */
export async function findHouseByAddressKey(db: Db, addressKey: string) {
  const [row] = await db
    .select({
      id: houses.id,
      title: houses.title,
      address: houses.address,
      city: houses.city,
      citySlug: houses.citySlug,
      streetSlug: houses.streetSlug,
      removalRequestedAt: houses.removalRequestedAt,
    })
    .from(houses)
    .where(eq(houses.addressKey, addressKey))
    .limit(1);
  return row ?? null;
}

/**
 * The street slug itself if free in that city, else slug-2, slug-3, ... (the lowest free
 * number). Reads only the slugs of that city that start with the base (houses_slug_idx).
 */
export async function freeStreetSlug(db: Db, citySlug: string, baseSlug: string) {
  const rows = await db
    .select({ streetSlug: houses.streetSlug })
    .from(houses)
    .where(
      and(
        eq(houses.citySlug, citySlug),
        or(eq(houses.streetSlug, baseSlug), like(houses.streetSlug, `${baseSlug}-%`)),
      ),
    );
  const taken = new Set(rows.map((r) => r.streetSlug));
  if (!taken.has(baseSlug)) return baseSlug;
  for (let n = 2; ; n++) {
    const candidate = `${baseSlug}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export type NewHouse = typeof houses.$inferInsert;

/**
 * Inserts the house, its feature rows and an optional video link atomically (one D1 batch).
 * The later rows find the new house through its unique (citySlug, streetSlug), so no second
 * round trip is needed.
 */
export async function insertHouse(
  db: Db,
  house: NewHouse & { citySlug: string; streetSlug: string },
  features: readonly string[],
  videoUrl?: string,
  /** More writes for the same batch, given the new house's id (an import row's link to it). */
  alsoInBatch: (houseId: SQL<number>) => BatchItem<"sqlite">[] = () => [],
) {
  const houseId = sql<number>`(SELECT id FROM houses
    WHERE city_slug = ${house.citySlug} AND street_slug = ${house.streetSlug})`;
  const insertFeatures = features.map((feature) =>
    db.insert(houseFeatures).values({ feature, houseId }).onConflictDoNothing(),
  );
  const insertVideo = videoUrl
    ? [db.insert(videos).values({ houseId, videoUrl, uploadedBy: house.submittedBy ?? null })]
    : [];
  const [inserted] = await db.batch([
    db.insert(houses).values(house).returning({ id: houses.id }),
    ...insertFeatures,
    ...insertVideo,
    ...alsoInBatch(houseId),
  ]);
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error("Insert returned no row");
  return id;
}
