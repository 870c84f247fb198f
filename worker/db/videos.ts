/** Videos of a house: a link (YouTube/Vimeo) or an uploaded stream id. */
import { and, count, eq } from "drizzle-orm";
import type { Db } from "./client";
import { videos } from "./schema";

export async function insertVideo(
  db: Db,
  input: {
    houseId: number;
    videoUrl?: string | null;
    cloudflareStreamId?: string | null;
    uploadedBy: string;
  },
) {
  return db
    .insert(videos)
    .values({
      houseId: input.houseId,
      videoUrl: input.videoUrl ?? null,
      cloudflareStreamId: input.cloudflareStreamId ?? null,
      uploadedBy: input.uploadedBy,
    })
    .returning()
    .get();
}

/** How many videos a house has (videos_house_idx). */
export async function countHouseVideos(db: Db, houseId: number): Promise<number> {
  const row = await db.select({ n: count() }).from(videos).where(eq(videos.houseId, houseId)).get();
  return row?.n ?? 0;
}

export async function getVideo(db: Db, houseId: number, videoId: number) {
  return db
    .select()
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.houseId, houseId)))
    .get();
}

export async function deleteVideo(db: Db, videoId: number) {
  await db.delete(videos).where(eq(videos.id, videoId));
}
