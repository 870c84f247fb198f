/** Features of one house, one row per (feature, house). */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { idIn } from "./id-list";
import { houseFeatures } from "./schema";

/** Feature ids per house, in insertion order (for lists of houses). */
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

export async function listHouseFeatures(db: Db, houseId: number) {
  const rows = await db
    .select({ feature: houseFeatures.feature })
    .from(houseFeatures)
    .where(eq(houseFeatures.houseId, houseId))
    .orderBy(asc(houseFeatures.feature));
  return rows.map((r) => r.feature);
}

export async function addHouseFeatures(db: Db, houseId: number, features: string[]) {
  if (!features.length) return;
  await db
    .insert(houseFeatures)
    .values(features.map((feature) => ({ feature, houseId })))
    .onConflictDoNothing();
}

/**
 * Removes one feature unless it is the house's last one, in one statement (no race between the
 * count and the delete). Returns "removed", "missing" or "last".
 */
export async function removeHouseFeature(db: Db, houseId: number, feature: string) {
  const result = await db.run(sql`
    DELETE FROM house_features
    WHERE house_id = ${houseId} AND feature = ${feature}
      AND (SELECT COUNT(*) FROM house_features WHERE house_id = ${houseId}) > 1`);
  if (result.meta.changes > 0) return "removed" as const;
  const features = await listHouseFeatures(db, houseId);
  return features.includes(feature) ? ("last" as const) : ("missing" as const);
}
