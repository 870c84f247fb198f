/** Videos of a house: a link (YouTube/Vimeo) or an uploaded stream id. */
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { countBelow, selectedRow } from "./insert-within-limit";
import { houses, videos } from "./schema";

/**
 * Adds a video unless the house already has `maxPerHouse` (or is gone), the uploaded video is
 * already on a house (an upload belongs to one house: removing it deletes the file), or the house
 * already has this very link. All are checked in the insert itself, so simultaneous adds cannot
 * pass them together. Undefined when nothing was added. The same video under another form of
 * link is the route's check (videoLinksOfHouse), as SQL cannot read a video id out of a link.
 */
export async function insertVideoWithinLimit(
  db: Db,
  input: {
    houseId: number;
    videoUrl?: string | null;
    cloudflareStreamId?: string | null;
    /** The host's answer about the upload when it was attached (saves playback its first ask). */
    streamState?: "processing" | "ready" | null;
    uploadedBy: string;
  },
  maxPerHouse: number,
) {
  const row = selectedRow(videos, {
    houseId: input.houseId,
    videoUrl: input.videoUrl ?? null,
    cloudflareStreamId: input.cloudflareStreamId ?? null,
    uploadedBy: input.uploadedBy,
    streamState: input.streamState ?? null,
    streamCheckedAt: input.streamState ? new Date() : null,
  });
  // Answers with the contract's fields only: the host's cached state is the server's business.
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
            // videos_stream_idx
            input.cloudflareStreamId
              ? sql`NOT EXISTS (SELECT 1 FROM ${videos} WHERE ${videos.cloudflareStreamId} = ${input.cloudflareStreamId})`
              : undefined,
            // videos_house_idx
            input.videoUrl
              ? sql`NOT EXISTS (SELECT 1 FROM ${videos} WHERE ${videos.houseId} = ${input.houseId} AND ${videos.videoUrl} = ${input.videoUrl})`
              : undefined,
          ),
        ),
    )
    .returning({
      id: videos.id,
      houseId: videos.houseId,
      cloudflareStreamId: videos.cloudflareStreamId,
      videoUrl: videos.videoUrl,
      uploadedBy: videos.uploadedBy,
      createdAt: videos.createdAt,
    })
    .get();
}

/** The links (YouTube, Vimeo) of a house's videos, as stored. */
export async function videoLinksOfHouse(db: Db, houseId: number): Promise<string[]> {
  // videos_house_idx
  const rows = await db
    .select({ videoUrl: videos.videoUrl })
    .from(videos)
    .where(and(eq(videos.houseId, houseId), isNotNull(videos.videoUrl)))
    .all();
  return rows.flatMap((row) => (row.videoUrl ? [row.videoUrl] : []));
}

export async function getVideo(db: Db, houseId: number, videoId: number) {
  return db
    .select()
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.houseId, houseId)))
    .get();
}

export type StreamState = NonNullable<typeof videos.$inferSelect.streamState>;

/**
 * What is known about an uploaded video attached to a house: its house, the host's last answer
 * and when it was asked. Undefined when no house has it. An upload is attached once; rows from
 * before that rule that share a stream id share its state (they are all written together), and
 * the oldest row is read.
 */
export async function attachedStream(db: Db, streamId: string) {
  // videos_stream_idx
  return db
    .select({
      id: videos.id,
      houseId: videos.houseId,
      uploadedBy: videos.uploadedBy,
      cloudflareStreamId: videos.cloudflareStreamId,
      videoUrl: videos.videoUrl,
      createdAt: videos.createdAt,
      streamState: videos.streamState,
      streamCheckedAt: videos.streamCheckedAt,
    })
    .from(videos)
    .where(eq(videos.cloudflareStreamId, streamId))
    .orderBy(asc(videos.id))
    .limit(1)
    .get();
}

/**
 * Takes the turn to ask the host: true for exactly one of the requests that read the same
 * `seenCheckedAt` (the write only lands while the row still holds it), so viewers polling at the
 * same moment share one lookup, also when their read came from a lagging replica.
 */
export async function claimStreamLookup(
  db: Db,
  videoId: number,
  seenCheckedAt: Date | null,
  now: Date,
) {
  const claimed = await db
    .update(videos)
    .set({ streamCheckedAt: now })
    .where(
      and(
        eq(videos.id, videoId),
        seenCheckedAt ? eq(videos.streamCheckedAt, seenCheckedAt) : isNull(videos.streamCheckedAt),
      ),
    )
    .returning({ id: videos.id });
  return claimed.length > 0;
}

/** Stores the host's answer on every row of the stream id. */
export async function recordStreamState(
  db: Db,
  streamId: string,
  state: StreamState,
  checkedAt: Date,
) {
  await db
    .update(videos)
    .set({ streamState: state, streamCheckedAt: checkedAt })
    .where(eq(videos.cloudflareStreamId, streamId));
}
