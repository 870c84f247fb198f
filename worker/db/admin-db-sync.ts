/**
 * Db-sync: copies houses from the development database (DB) to the production one (PROD_DB), in
 * idempotent batches by id range (db-sync-runs.ts strings them into a run). The rules (match by
 * address key, one transaction per house, production's own data untouched) are in
 * docs/security.md, Db-sync.
 */
import type { DbSyncResult } from "@contract/admin";
import { and, asc, count, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "./client";
import { idIn } from "./id-list";
import { insertChunks } from "./insert-chunks";
import { houseFeatures, houses, photos } from "./schema";

export async function countAllHouses(db: Db) {
  const [row] = await db.select({ n: count() }).from(houses);
  return row?.n ?? 0;
}

type DevHouse = typeof houses.$inferSelect & { features: string[] };

/** Which development houses a batch handles: ids above `afterId`, up to `upToId`, `limit` of them. */
export interface HouseBatch {
  afterId: number;
  upToId: number;
  limit: number;
}

async function readDevHouses(dev: Db, batch: HouseBatch): Promise<DevHouse[]> {
  const rows = await dev
    .select()
    .from(houses)
    .where(and(gt(houses.id, batch.afterId), lte(houses.id, batch.upToId)))
    .orderBy(asc(houses.id))
    .limit(batch.limit);
  const lastId = rows.at(-1)?.id;
  if (lastId === undefined) return [];
  const features = await dev
    .select()
    .from(houseFeatures)
    .where(and(gt(houseFeatures.houseId, batch.afterId), lte(houseFeatures.houseId, lastId)));
  const byHouse = new Map<number, string[]>();
  for (const f of features) {
    const list = byHouse.get(f.houseId) ?? [];
    list.push(f.feature);
    byHouse.set(f.houseId, list);
  }
  return rows.map((row) => ({ ...row, features: byHouse.get(row.id) ?? [] }));
}

/** address_key -> production id (houses_address_key_idx), the keys as one bound list. */
async function productionIdsByKey(prod: Db, keys: string[]) {
  const map = new Map<string, number>();
  if (keys.length === 0) return map;
  const rows = await prod
    .select({ id: houses.id, addressKey: houses.addressKey })
    .from(houses)
    .where(idIn(houses.addressKey, keys));
  for (const row of rows) if (!map.has(row.addressKey)) map.set(row.addressKey, row.id);
  return map;
}

/** A user id if that user exists in production, else NULL (evaluated inside the statement). */
const userIfPresent = (userId: string | null) => sql`(SELECT id FROM users WHERE id = ${userId})`;

function failureText(house: DevHouse, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  return `House ${house.id} "${house.title}" (${house.address}, ${house.city}): ${reason}`;
}

function houseFields(h: DevHouse) {
  return {
    title: h.title,
    description: h.description,
    address: h.address,
    city: h.city,
    state: h.state,
    latitude: h.latitude,
    longitude: h.longitude,
    latBand: h.latBand,
    addressKey: h.addressKey,
    mainImageUrl: h.mainImageUrl,
    citySlug: h.citySlug,
    streetSlug: h.streetSlug,
    isTopHouse: h.isTopHouse,
  };
}

/**
 * Feature rows for a production house given by id, or by the key of a house inserted earlier in
 * the same batch. Query builders only: drizzle's D1 batch cannot bind raw db.run() statements.
 */
function insertFeatures(prod: Db, features: string[], target: { id: number } | { key: string }) {
  const houseId =
    "id" in target
      ? target.id
      : sql<number>`(SELECT id FROM houses WHERE address_key = ${target.key} ORDER BY id DESC LIMIT 1)`;
  // The development rows as they are, however many: as many INSERTs as D1's limit needs.
  return insertChunks(
    houseFeatures,
    features.map((feature) => ({ feature, houseId })),
  ).map((chunk) => prod.insert(houseFeatures).values(chunk));
}

/** What one batch did, and the last development house id it handled (null: none left). */
export type BatchOutcome = DbSyncResult & { handled: number; lastId: number | null };

function outcome(list: DevHouse[]): BatchOutcome {
  return {
    updated: 0,
    created: 0,
    failed: 0,
    errors: [],
    handled: list.length,
    lastId: list.at(-1)?.id ?? null,
  };
}

/** Creates missing houses and updates existing ones (fields, and the feature set when given). */
export async function syncHousesBatch(dev: Db, prod: Db, batch: HouseBatch): Promise<BatchOutcome> {
  const list = await readDevHouses(dev, batch);
  const result = outcome(list);
  const existing = await productionIdsByKey(prod, [...new Set(list.map((h) => h.addressKey))]);

  for (const house of list) {
    const prodId = existing.get(house.addressKey);
    try {
      if (prodId !== undefined) {
        await prod.batch([
          prod
            .update(houses)
            .set({ ...houseFields(house), updatedAt: new Date() })
            .where(eq(houses.id, prodId)),
          ...(house.features.length > 0
            ? [
                prod.delete(houseFeatures).where(eq(houseFeatures.houseId, prodId)),
                ...insertFeatures(prod, house.features, { id: prodId }),
              ]
            : []),
        ]);
        result.updated += 1;
      } else {
        await prod.batch([
          prod.insert(houses).values({
            ...houseFields(house),
            submittedBy: userIfPresent(house.submittedBy),
            createdAt: house.createdAt,
          }),
          ...insertFeatures(prod, house.features, { key: house.addressKey }),
        ]);
        result.created += 1;
        // A second development row with the same key now updates this one instead.
        const [row] = await prod
          .select({ id: houses.id })
          .from(houses)
          .where(eq(houses.addressKey, house.addressKey))
          .limit(1);
        if (row) existing.set(house.addressKey, row.id);
      }
    } catch (error) {
      result.failed += 1;
      result.errors.push(failureText(house, error));
    }
  }
  return result;
}

/** Main image and photo list of the batch's houses that exist in both databases. */
export async function syncHouseImagesBatch(
  dev: Db,
  prod: Db,
  batch: HouseBatch,
): Promise<BatchOutcome> {
  const list = await readDevHouses(dev, batch);
  const result = outcome(list);
  if (result.lastId === null) return result;
  const existing = await productionIdsByKey(prod, [...new Set(list.map((h) => h.addressKey))]);
  const devPhotos = await dev
    .select()
    .from(photos)
    .where(and(gt(photos.houseId, batch.afterId), lte(photos.houseId, result.lastId)))
    .orderBy(photos.houseId, photos.id);
  const photosByHouse = new Map<number, (typeof photos.$inferSelect)[]>();
  for (const p of devPhotos) {
    const l = photosByHouse.get(p.houseId) ?? [];
    l.push(p);
    photosByHouse.set(p.houseId, l);
  }

  for (const house of list) {
    const prodId = existing.get(house.addressKey);
    if (prodId === undefined) continue; // Not in production yet: "sync all houses" creates it.
    try {
      // Photos production users added stay; development photos it lacks are added.
      const present = new Set(
        (
          await prod
            .select({ imageUrl: photos.imageUrl })
            .from(photos)
            .where(eq(photos.houseId, prodId))
        ).map((p) => p.imageUrl),
      );
      const missing = (photosByHouse.get(house.id) ?? []).filter((p) => !present.has(p.imageUrl));
      await prod.batch([
        prod
          .update(houses)
          .set({ mainImageUrl: house.mainImageUrl, updatedAt: new Date() })
          .where(eq(houses.id, prodId)),
        ...missing.map((p) =>
          prod.insert(photos).values({
            houseId: prodId,
            imageUrl: p.imageUrl,
            caption: p.caption,
            uploadedBy: userIfPresent(p.uploadedBy),
            createdAt: p.createdAt,
          }),
        ),
      ]);
      result.updated += 1;
    } catch (error) {
      result.failed += 1;
      result.errors.push(failureText(house, error));
    }
  }
  return result;
}
