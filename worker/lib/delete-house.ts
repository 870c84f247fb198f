/**
 * Deletes a house and everything hanging off it (docs/product.md, House page and contributions):
 * its photos in R2 (and its main image when we host it), its uploaded videos at the video host, its
 * reviews, favorites, visits, proximity visits, page views, features, and the house row. Used by
 * DELETE /api/houses/{id} (house page) and DELETE /api/admin/houses/{id}.
 *
 * Rows go first, in one batch; storage is cleaned after, so a storage hiccup can leave an
 * orphaned object but never a row pointing at a missing one. Only images nothing else points at
 * any more are deleted (another house or photo may use the same upload).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { unreferencedImageUrls } from "../db/photos";
import {
  favorites,
  houseFeatures,
  houses,
  pageViews,
  photos,
  proximityVisits,
  reviews,
  videos,
  visits,
} from "../db/schema";
import { videoUploadStore } from "../db/video-uploads";
import { deleteMediaUrls } from "../services/media-storage";
import { videoProviderFor } from "../services/video";

/** Returns false when the house does not exist. */
export async function deleteHouse(env: Env, db: Db, houseId: number): Promise<boolean> {
  const house = await db
    .select({ id: houses.id, mainImageUrl: houses.mainImageUrl })
    .from(houses)
    .where(eq(houses.id, houseId))
    .get();
  if (!house) return false;

  const [photoRows, videoRows] = await Promise.all([
    db.select({ imageUrl: photos.imageUrl }).from(photos).where(eq(photos.houseId, houseId)),
    db
      .select({ streamId: videos.cloudflareStreamId })
      .from(videos)
      .where(eq(videos.houseId, houseId)),
  ]);

  await db.batch([
    db.delete(reviews).where(eq(reviews.houseId, houseId)),
    db.delete(favorites).where(eq(favorites.houseId, houseId)),
    db.delete(visits).where(eq(visits.houseId, houseId)),
    db.delete(proximityVisits).where(eq(proximityVisits.houseId, houseId)),
    db.delete(pageViews).where(eq(pageViews.houseId, houseId)),
    db.delete(photos).where(eq(photos.houseId, houseId)),
    db.delete(videos).where(eq(videos.houseId, houseId)),
    db.delete(houseFeatures).where(eq(houseFeatures.houseId, houseId)),
    db.delete(houses).where(eq(houses.id, houseId)),
  ]);

  try {
    const urls = [house.mainImageUrl, ...photoRows.map((p) => p.imageUrl)];
    await deleteMediaUrls(env.MEDIA, await unreferencedImageUrls(db, urls));
  } catch (error) {
    console.error(`deleteHouse ${houseId}: photo cleanup failed`, error);
  }
  const streamIds = videoRows.map((v) => v.streamId).filter((id): id is string => Boolean(id));
  if (streamIds.length) {
    try {
      const provider = videoProviderFor(env, { store: videoUploadStore(db), origin: "" });
      await Promise.all(streamIds.map((id) => provider.delete(id)));
    } catch (error) {
      console.error(`deleteHouse ${houseId}: video cleanup failed`, error);
    }
  }
  return true;
}
