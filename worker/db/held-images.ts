/**
 * The admin review queue of held images (docs/security.md, Image moderation). The R2 object
 * carries the held mark that keeps it from being served; this table is the list admins work
 * through and says where each image is used.
 */
import { asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { idIn } from "./id-list";
import { heldImages, houses, photos, users } from "./schema";

export async function insertHeldImage(
  db: Db,
  input: { imageUrl: string; uploadedBy: string; reason: string },
) {
  await db.insert(heldImages).values(input).onConflictDoNothing();
}

/** Oldest first, with the uploader's e-mail and the house that shows the image (if any yet). */
export async function listHeldImages(db: Db, limit: number) {
  const usedBy = sql<number | null>`COALESCE(
    (SELECT ${photos.houseId} FROM ${photos} WHERE ${photos.imageUrl} = ${heldImages.imageUrl} LIMIT 1),
    (SELECT ${houses.id} FROM ${houses} WHERE ${houses.mainImageUrl} = ${heldImages.imageUrl} LIMIT 1))`;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: heldImages.id,
        imageUrl: heldImages.imageUrl,
        reason: heldImages.reason,
        createdAt: heldImages.createdAt,
        uploaderEmail: users.email,
        houseId: usedBy,
      })
      .from(heldImages)
      .leftJoin(users, eq(users.id, heldImages.uploadedBy))
      .orderBy(asc(heldImages.createdAt), asc(heldImages.id))
      .limit(limit),
    db.select({ n: count() }).from(heldImages).get(),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getHeldImage(db: Db, id: number) {
  return db.select().from(heldImages).where(eq(heldImages.id, id)).get();
}

export async function deleteHeldImage(db: Db, id: number) {
  await db.delete(heldImages).where(eq(heldImages.id, id));
}

/** Rejection: the image leaves every photo list and main image, and the queue, in one batch. */
export async function removeRejectedImage(db: Db, id: number, imageUrl: string) {
  const changedHouses = await db
    .select({ houseId: photos.houseId, photoId: photos.id })
    .from(photos)
    .where(eq(photos.imageUrl, imageUrl));
  await db.batch([
    db.delete(photos).where(eq(photos.imageUrl, imageUrl)),
    db
      .update(houses)
      .set({ mainImageUrl: null, updatedAt: new Date() })
      .where(eq(houses.mainImageUrl, imageUrl)),
    db.delete(heldImages).where(eq(heldImages.id, id)),
  ]);
  return changedHouses;
}

/** Queue rows of images whose storage the daily cleanup removed. One bound parameter. */
export async function forgetHeldImages(db: Db, imageUrls: string[]) {
  if (imageUrls.length === 0) return;
  await db.delete(heldImages).where(idIn(heldImages.imageUrl, imageUrls));
}

/** Whether the image waits in the review queue (a moderator has not judged it yet). */
export async function isInReviewQueue(db: Db, imageUrl: string): Promise<boolean> {
  const row = await db
    .select({ id: heldImages.id })
    .from(heldImages)
    .where(eq(heldImages.imageUrl, imageUrl))
    .get();
  return row !== undefined;
}
