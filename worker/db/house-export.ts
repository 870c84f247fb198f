/**
 * Reading every house for the export, a page at a time in id order (the primary key), with its
 * features and schedule.
 */
import type { HouseSchedule } from "@contract/house-schedule";
import { asc, gt } from "drizzle-orm";
import type { Db } from "./client";
import { featuresFor } from "./house-features";
import { scheduleFromRow } from "./lit-tonight";
import { houses } from "./schema";

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
  // The page's 200 ids as one bound list (decision 371).
  const features = await featuresFor(
    db,
    rows.map((r) => r.id),
  );
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
