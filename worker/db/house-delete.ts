/**
 * Deleting a house's rows. The house row goes; D1 enforces foreign keys, so its features,
 * photos, videos, reviews, favorites, tour stops, visits, proximity visits and page views go with it
 * (every one of those tables declares `onDelete: "cascade"` on house_id in schema.ts).
 * No HTTP and no storage here: the caller removes the stored bytes (lib/delete-house.ts).
 */
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { unreferencedImageUrls } from "./photos";
import { houses, photos, videos } from "./schema";

/** Media the rows of a house pointed at: image URLs (main image and photos) and video ids. */
export type HouseMedia = { imageUrls: string[]; streamIds: string[] };

/**
 * Deletes the house (and by cascade every row hanging off it) in one batch, and returns the
 * media its rows referenced, read in the same batch. Null when the house does not exist.
 */
export async function deleteHouseRows(db: Db, houseId: number): Promise<HouseMedia | null> {
  const [photoRows, videoRows, deleted] = await db.batch([
    db.select({ imageUrl: photos.imageUrl }).from(photos).where(eq(photos.houseId, houseId)),
    db
      .select({ streamId: videos.cloudflareStreamId })
      .from(videos)
      .where(eq(videos.houseId, houseId)),
    db
      .delete(houses)
      .where(eq(houses.id, houseId))
      .returning({ mainImageUrl: houses.mainImageUrl }),
  ]);
  const house = deleted[0];
  if (!house) return null;
  return {
    imageUrls: [house.mainImageUrl, ...photoRows.map((p) => p.imageUrl)].filter(
      (url): url is string => Boolean(url),
    ),
    streamIds: videoRows.map((v) => v.streamId).filter((id): id is string => Boolean(id)),
  };
}

/**
 * The one place that decides which of a deleted house's media may leave storage: images only
 * when no other house or photo still points at them (one upload may be shared); videos always
 * (an uploaded video belongs to one house).
 */
export async function storedMediaToRemove(db: Db, media: HouseMedia): Promise<HouseMedia> {
  return { ...media, imageUrls: await unreferencedImageUrls(db, media.imageUrls) };
}
