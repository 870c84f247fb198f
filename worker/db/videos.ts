/** Videos of a house: a link (YouTube/Vimeo) or an uploaded stream id. */
import { and, asc, count, eq, isNotNull, isNull, not, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { idIn } from "./id-list";
import { countBelow, selectedRow } from "./insert-within-limit";
import { houses, videos } from "./schema";

/**
 * The house has taken no video link since the route read its links (`linkedVideosOfHouse`, whose
 * ids are `seenIds`) and found none of them to be the same video as the one being written
 * (decision 335). SQL cannot read a video id out of a link, so this is how a write keeps the
 * same video under another form of its link off the house although the check is the route's: a
 * link added meanwhile makes the write refuse, and the route reads the links again (decision 373).
 */
export function noLinkAddedSince(houseId: number, seenIds: readonly number[]): SQL {
  // videos_house_idx
  return sql`NOT EXISTS (SELECT 1 FROM ${videos} WHERE ${and(
    eq(videos.houseId, houseId),
    isNotNull(videos.videoUrl),
    not(idIn(videos.id, seenIds)),
  )})`;
}

/**
 * Adds a video unless the house already has `maxPerHouse` (or is gone), the uploaded video is
 * already on a house (an upload belongs to one house: removing it deletes the file), or the house
 * took a link since the route read its links and found the same video in none (`linksSeen`, see
 * noLinkAddedSince). All are checked in the insert itself, so simultaneous adds (or an add and an
 * Undo) cannot pass them together. Undefined when nothing was added.
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
    /** With a link: the ids of the house's linked videos the route checked it against. */
    linksSeen?: readonly number[];
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
            input.videoUrl ? noLinkAddedSince(input.houseId, input.linksSeen ?? []) : undefined,
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

/** The house's videos that are links (YouTube, Vimeo): their ids and links as stored. */
export async function linkedVideosOfHouse(
  db: Db,
  houseId: number,
): Promise<Array<{ id: number; videoUrl: string }>> {
  // videos_house_idx
  const rows = await db
    .select({ id: videos.id, videoUrl: videos.videoUrl })
    .from(videos)
    .where(and(eq(videos.houseId, houseId), isNotNull(videos.videoUrl)))
    .all();
  return rows.flatMap(({ id, videoUrl }) => (videoUrl ? [{ id, videoUrl }] : []));
}

/** How many videos the house has (links and uploads). */
export async function countVideosOfHouse(db: Db, houseId: number): Promise<number> {
  // videos_house_idx
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
