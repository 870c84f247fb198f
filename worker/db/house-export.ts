/**
 * Reading every house for the export, a page at a time in id order (the primary key), with its
 * features and schedule.
 */
import type { HouseSchedule } from "@contract/house-schedule";
import { asc, gt, inArray } from "drizzle-orm";
import type { Db } from "./client";
import { scheduleFromRow } from "./lit-tonight";
import { houseFeatures, houses } from "./schema";

export interface ExportedHouse {
  id: number;
  title: string;
  address: string;
  city: string;
  state: string | null;
  latitude: number;
  longitude: number;
  description: string | null;
  features: string[];
  schedule: HouseSchedule;
  importSource: string | null;
  citySlug: string | null;
  streetSlug: string | null;
}

export const EXPORT_PAGE_SIZE = 200;

export async function exportPage(db: Db, afterId: number): Promise<ExportedHouse[]> {
  const rows = await db
    .select()
    .from(houses)
    .where(gt(houses.id, afterId))
    .orderBy(asc(houses.id))
    .limit(EXPORT_PAGE_SIZE);
  if (rows.length === 0) return [];
  const features = new Map<number, string[]>();
  const ids = rows.map((r) => r.id);
  // D1 binds at most 100 parameters per statement.
  for (let i = 0; i < ids.length; i += 90) {
    const found = await db
      .select()
      .from(houseFeatures)
      .where(inArray(houseFeatures.houseId, ids.slice(i, i + 90)));
    for (const f of found) features.set(f.houseId, [...(features.get(f.houseId) ?? []), f.feature]);
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    address: row.address,
    city: row.city,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.description,
    features: (features.get(row.id) ?? []).sort(),
    schedule: scheduleFromRow(row),
    importSource: row.importSource,
    citySlug: row.citySlug,
    streetSlug: row.streetSlug,
  }));
}
