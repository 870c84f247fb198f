/** Videos of a house: a link (YouTube/Vimeo) or an uploaded stream id. */
import { and, eq } from "drizzle-orm";
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
