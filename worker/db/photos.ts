/** Photos of a house (URLs only: the bytes live in R2). */
import { MEDIA_PATH_PREFIX } from "@contract/photo-sizes";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { houses, photos } from "./schema";

export async function insertPhoto(
  db: Db,
  input: { houseId: number; imageUrl: string; caption?: string | null; uploadedBy: string },
) {
  return db
    .insert(photos)
    .values({
      houseId: input.houseId,
      imageUrl: input.imageUrl,
      caption: input.caption ?? null,
      uploadedBy: input.uploadedBy,
    })
    .returning()
    .get();
}

export async function getPhoto(db: Db, houseId: number, photoId: number) {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.houseId, houseId)))
    .get();
}

/** Whether any house or photo row still points at this URL (then its R2 object must stay). */
export async function isImageUrlReferenced(db: Db, imageUrl: string) {
  const row = await db.get<{ n: number }>(sql`
    SELECT (SELECT COUNT(*) FROM ${photos} WHERE ${photos.imageUrl} = ${imageUrl})
         + (SELECT COUNT(*) FROM ${houses} WHERE ${houses.mainImageUrl} = ${imageUrl}) AS n`);
  return (row?.n ?? 0) > 0;
}

/**
 * Of the given image URLs, those no house main image and no photo points at any more (their
 * storage may go). One bound parameter whatever the number of URLs (json_each).
 */
export async function unreferencedImageUrls(db: Db, urls: Array<string | null | undefined>) {
  const list = [...new Set(urls.filter((u): u is string => Boolean(u)))];
  if (list.length === 0) return [];
  const rows = await db.all<{ url: string }>(sql`
    SELECT u.value AS url FROM json_each(${JSON.stringify(list)}) u
    WHERE NOT EXISTS (SELECT 1 FROM ${photos} WHERE ${photos.imageUrl} = u.value)
      AND NOT EXISTS (SELECT 1 FROM ${houses} WHERE ${houses.mainImageUrl} = u.value)`);
  return rows.map((r) => r.url);
}

/**
 * How many photo rows and house main images point at images we host: the measure of a normal
 * night's leftovers for the daily cleanup (worker/jobs/daily-cleanup.ts).
 */
export async function countHostedImageReferences(db: Db): Promise<number> {
  const hosted = `${MEDIA_PATH_PREFIX}%`;
  const row = await db.get<{ n: number }>(sql`
    SELECT (SELECT COUNT(*) FROM ${photos} WHERE ${photos.imageUrl} LIKE ${hosted})
         + (SELECT COUNT(*) FROM ${houses} WHERE ${houses.mainImageUrl} LIKE ${hosted}) AS n`);
  return row?.n ?? 0;
}
