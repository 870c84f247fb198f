/** Videos of a house: a link (YouTube/Vimeo) or an uploaded stream id. */
import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { countBelow, selectedRow } from "./insert-within-limit";
import { houses, videos } from "./schema";

/**
 * Adds a video unless the house already has `maxPerHouse` (or is gone): checked in the insert
 * itself, so simultaneous adds cannot pass the limit together. Undefined when nothing was added.
 */
export async function insertVideoWithinLimit(
  db: Db,
  input: {
    houseId: number;
    videoUrl?: string | null;
    cloudflareStreamId?: string | null;
    uploadedBy: string;
  },
  maxPerHouse: number,
) {
  const row = selectedRow(videos, {
    houseId: input.houseId,
    videoUrl: input.videoUrl ?? null,
    cloudflareStreamId: input.cloudflareStreamId ?? null,
    uploadedBy: input.uploadedBy,
  });
  return db
    .insert(videos)
    .select((qb) =>
      qb
        .select(row)
        .from(houses)
        .where(
          and(
            eq(houses.id, input.houseId),
            // videos_house_idx
            countBelow(videos, eq(videos.houseId, input.houseId), maxPerHouse),
          ),
        ),
    )
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
