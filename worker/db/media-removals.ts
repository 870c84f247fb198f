/**
 * Photos and videos their uploader removed, kept for the Undo (decision 373): the removal writes
 * the removed row into media_removals in the same batch as it deletes it, the Undo puts it back
 * within the window (same id, time and caption, so the same place in the gallery), and once the
 * window is over an uploaded video is deleted at its host (lib/media-undo.ts), and the row goes
 * with the next night's cleanup (a late Undo hears that it is too late meanwhile).
 */
import { and, asc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { countBelow, selectedRow } from "./insert-within-limit";
import { houses, mediaDeletions, mediaRemovals, photos, users, videos } from "./schema";
import { noLinkAddedSince } from "./videos";

type PhotoRow = typeof photos.$inferSelect;
type VideoRow = typeof videos.$inferSelect;

/** What media_removals keeps of a removed photo (the JSON of `removed_row`). */
interface RemovedPhotoRow {
  imageUrl: string;
  caption: string | null;
  uploadedBy: string | null;
  createdAt: number;
}

/** What media_removals keeps of a removed video. */
interface RemovedVideoRow {
  cloudflareStreamId: string | null;
  videoUrl: string | null;
  uploadedBy: string | null;
  streamState: VideoRow["streamState"];
  streamCheckedAt: number | null;
  createdAt: number;
}

export type Removal<Row> = {
  houseId: number;
  removedBy: string;
  removedAt: Date;
  row: Row;
};

const ofRemoval = (kind: "photo" | "video", id: number, houseId: number): SQL =>
  and(
    eq(mediaRemovals.kind, kind),
    eq(mediaRemovals.mediaId, id),
    eq(mediaRemovals.houseId, houseId),
  ) as SQL;

/** Deletes the photo and keeps it for the Undo, in one batch. */
export async function removePhotoForUndo(db: Db, photo: PhotoRow, removedBy: string, at: Date) {
  const row: RemovedPhotoRow = {
    imageUrl: photo.imageUrl,
    caption: photo.caption,
    uploadedBy: photo.uploadedBy,
    createdAt: photo.createdAt.getTime(),
  };
  const removal = {
    kind: "photo" as const,
    mediaId: photo.id,
    houseId: photo.houseId,
    removedBy,
    removedAt: at,
    removedRow: JSON.stringify(row),
    heldStreamId: null,
  };
  await db.batch([
    db.delete(photos).where(eq(photos.id, photo.id)),
    db
      .insert(mediaRemovals)
      .values(removal)
      .onConflictDoUpdate({ target: [mediaRemovals.kind, mediaRemovals.mediaId], set: removal }),
  ]);
}

/**
 * Deletes the video and keeps it for the Undo, in one batch. An uploaded video stays at its host
 * meanwhile (`heldStreamId`): lib/media-undo.ts deletes it there once the window is over.
 */
export async function removeVideoForUndo(db: Db, video: VideoRow, removedBy: string, at: Date) {
  const row: RemovedVideoRow = {
    cloudflareStreamId: video.cloudflareStreamId,
    videoUrl: video.videoUrl,
    uploadedBy: video.uploadedBy,
    streamState: video.streamState,
    streamCheckedAt: video.streamCheckedAt?.getTime() ?? null,
    createdAt: video.createdAt.getTime(),
  };
  const removal = {
    kind: "video" as const,
    mediaId: video.id,
    houseId: video.houseId,
    removedBy,
    removedAt: at,
    removedRow: JSON.stringify(row),
    heldStreamId: video.cloudflareStreamId,
  };
  await db.batch([
    db.delete(videos).where(eq(videos.id, video.id)),
    db
      .insert(mediaRemovals)
      .values(removal)
      .onConflictDoUpdate({ target: [mediaRemovals.kind, mediaRemovals.mediaId], set: removal }),
  ]);
}

async function findRemoval<Row>(
  db: Db,
  kind: "photo" | "video",
  id: number,
  houseId: number,
): Promise<Removal<Row> | null> {
  const found = await db
    .select({
      houseId: mediaRemovals.houseId,
      removedBy: mediaRemovals.removedBy,
      removedAt: mediaRemovals.removedAt,
      removedRow: mediaRemovals.removedRow,
    })
    .from(mediaRemovals)
    .where(ofRemoval(kind, id, houseId))
    .get();
  if (!found) return null;
  const { removedRow, ...rest } = found;
  return { ...rest, row: JSON.parse(removedRow) as Row };
}

/** The removal of this photo of this house that an Undo could take back, if any. */
export const findPhotoRemoval = (db: Db, photoId: number, houseId: number) =>
  findRemoval<RemovedPhotoRow>(db, "photo", photoId, houseId);

/** The removal of this video of this house that an Undo could take back, if any. */
export const findVideoRemoval = (db: Db, videoId: number, houseId: number) =>
  findRemoval<RemovedVideoRow>(db, "video", videoId, houseId);

/** The removal row, while its window is open (removed at `since` or later). */
const openRemoval = (kind: "photo" | "video", id: number, houseId: number, since: Date) =>
  and(ofRemoval(kind, id, houseId), gte(mediaRemovals.removedAt, since));

/** The house is still there (a photo or video of a deleted house is not put back). */
const houseStands = (houseId: number) =>
  sql`EXISTS (SELECT 1 FROM ${houses} WHERE ${houses.id} = ${houseId})`;

/** The uploader's id while their account exists (an account deleted meanwhile leaves it null). */
const stillAUser = (userId: string | null) =>
  userId === null ? null : sql`(SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${userId})`;

/**
 * Puts the removed photo back, in one batch: the row with its id, only while its removal is
 * still within the window (removed at `since` or later) and its house stands; then the removal
 * row goes, and the file's deletion is forgotten, so it is served again and no night deletes it.
 * False when nothing was put back (the window ended or the house went meanwhile).
 */
export async function putPhotoBack(
  db: Db,
  photoId: number,
  removal: Removal<RemovedPhotoRow>,
  fileKey: string | null,
  since: Date,
): Promise<boolean> {
  const { houseId, row } = removal;
  const values = selectedRow(photos, {
    id: photoId,
    houseId,
    imageUrl: row.imageUrl,
    caption: row.caption,
    uploadedBy: stillAUser(row.uploadedBy) as unknown as string | null,
    createdAt: new Date(row.createdAt),
  });
  const restored = sql`EXISTS (SELECT 1 FROM ${photos} WHERE ${photos.id} = ${photoId})`;
  const [inserted] = await db.batch([
    db
      .insert(photos)
      .select((qb) =>
        qb
          .select(values)
          .from(mediaRemovals)
          .where(
            and(
              openRemoval("photo", photoId, houseId, since),
              houseStands(houseId),
              sql`NOT ${restored}`,
            ),
          ),
      )
      .returning({ id: photos.id }),
    db.delete(mediaRemovals).where(and(ofRemoval("photo", photoId, houseId), restored)),
    db
      .delete(mediaDeletions)
      .where(
        and(eq(mediaDeletions.key, fileKey ?? ""), eq(mediaDeletions.storage, "r2"), restored),
      ),
  ]);
  return inserted.length > 0;
}

/**
 * Puts the removed video back, in one batch, under the rules of adding one: while its removal is
 * within the window and its house stands, the house has fewer than `maxPerHouse` videos, no
 * house has the upload again and, for a link, the house took no link since the route found the
 * same video under none of its links (`linksSeen`, the ids it read: noLinkAddedSince), so not
 * the same video under another form of link either. Then the removal row goes, and with it the
 * held delete at the host. False when nothing was put back; the route then says which rule
 * refused it, or reads the links again.
 */
export async function putVideoBack(
  db: Db,
  videoId: number,
  removal: Removal<RemovedVideoRow>,
  since: Date,
  maxPerHouse: number,
  linksSeen: readonly number[],
): Promise<boolean> {
  const { houseId, row } = removal;
  const values = selectedRow(videos, {
    id: videoId,
    houseId,
    cloudflareStreamId: row.cloudflareStreamId,
    videoUrl: row.videoUrl,
    uploadedBy: stillAUser(row.uploadedBy) as unknown as string | null,
    streamState: row.streamState,
    streamCheckedAt: row.streamCheckedAt === null ? null : new Date(row.streamCheckedAt),
    createdAt: new Date(row.createdAt),
  });
  const restored = sql`EXISTS (SELECT 1 FROM ${videos} WHERE ${videos.id} = ${videoId})`;
  const [inserted] = await db.batch([
    db
      .insert(videos)
      .select((qb) =>
        qb
          .select(values)
          .from(mediaRemovals)
          .where(
            and(
              openRemoval("video", videoId, houseId, since),
              houseStands(houseId),
              sql`NOT ${restored}`,
              // videos_house_idx
              countBelow(videos, eq(videos.houseId, houseId), maxPerHouse),
              // videos_stream_idx
              row.cloudflareStreamId
                ? sql`NOT EXISTS (SELECT 1 FROM ${videos} WHERE ${videos.cloudflareStreamId} = ${row.cloudflareStreamId})`
                : undefined,
              row.videoUrl ? noLinkAddedSince(houseId, linksSeen) : undefined,
            ),
          ),
      )
      .returning({ id: videos.id }),
    db.delete(mediaRemovals).where(and(ofRemoval("video", videoId, houseId), restored)),
  ]);
  return inserted.length > 0;
}

/** The video's removal holds its upload's delete at the host. */
const holds = sql`${mediaRemovals.heldStreamId} IS NOT NULL`;

/**
 * Removals whose window ended before `before` that still hold a video's delete at its host,
 * oldest first (of one house, when given).
 */
export async function heldRemovalsEnded(db: Db, before: Date, limit: number, houseId?: number) {
  return db
    .select({
      mediaId: mediaRemovals.mediaId,
      houseId: mediaRemovals.houseId,
      streamId: sql<string>`${mediaRemovals.heldStreamId}`,
    })
    .from(mediaRemovals)
    .where(
      and(
        eq(mediaRemovals.kind, "video"),
        holds,
        lt(mediaRemovals.removedAt, before),
        houseId === undefined ? undefined : eq(mediaRemovals.houseId, houseId),
      ),
    )
    .orderBy(asc(mediaRemovals.removedAt))
    .limit(limit)
    .all();
}

type HeldRemoval = { mediaId: number; houseId: number; streamId: string };

/** The held removal, once its window is over (removed before `before`): never an open one. */
const heldAndEnded = (removal: HeldRemoval, before: Date) =>
  and(
    ofRemoval("video", removal.mediaId, removal.houseId),
    holds,
    lt(mediaRemovals.removedAt, before),
  );

/**
 * Lets go of an ended removal's held delete (its row stays until forgetEndedRemovals, so a late
 * Undo still hears that it is too late). True when this call let go of it: the caller deletes
 * the video at its host unless a house has it again.
 */
export async function releaseHeldVideo(db: Db, removal: HeldRemoval, before: Date) {
  const released = await db
    .update(mediaRemovals)
    .set({ heldStreamId: null })
    .where(heldAndEnded(removal, before))
    .returning({ mediaId: mediaRemovals.mediaId });
  return released.length > 0;
}

/**
 * As releaseHeldVideo, for a video uploaded to Stream: in the same batch the delete is recorded
 * in media_deletions (attempt 0) unless a house has the video again, so the record outlives a
 * request that ends before Stream answers, and the nightly cleanup makes the delete then
 * (decision 355). `released`: this call let go of it; `recorded`: it recorded the delete (the
 * caller then asks Stream).
 */
export async function releaseHeldStreamVideo(
  db: Db,
  removal: HeldRemoval,
  before: Date,
  now: Date,
): Promise<{ released: boolean; recorded: boolean }> {
  const [recorded, released] = await db.batch([
    db
      .insert(mediaDeletions)
      .select((qb) =>
        qb
          .select(
            selectedRow(mediaDeletions, {
              key: removal.streamId,
              storage: "stream",
              askedAt: now,
              attempts: 0,
              lastError: null,
            }),
          )
          .from(mediaRemovals)
          .where(
            and(
              heldAndEnded(removal, before),
              sql`NOT EXISTS (SELECT 1 FROM ${videos} WHERE ${videos.cloudflareStreamId} = ${removal.streamId})`,
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ key: mediaDeletions.key }),
    db
      .update(mediaRemovals)
      .set({ heldStreamId: null })
      .where(heldAndEnded(removal, before))
      .returning({ mediaId: mediaRemovals.mediaId }),
  ]);
  return { released: released.length > 0, recorded: recorded.length > 0 };
}

/** Drops the removals made before `before` whose held delete, if any, was made. */
export async function forgetEndedRemovals(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(mediaRemovals)
    .where(and(lt(mediaRemovals.removedAt, before), sql`${mediaRemovals.heldStreamId} IS NULL`))
    .returning({ mediaId: mediaRemovals.mediaId });
  return gone.length;
}

/** When the next held video delete of this house is due (its removal plus `windowMs`), if any. */
export async function nextHeldRemovalEnd(db: Db, houseId: number, windowMs: number) {
  const next = await db
    .select({ removedAt: mediaRemovals.removedAt })
    .from(mediaRemovals)
    .where(and(eq(mediaRemovals.houseId, houseId), holds))
    .orderBy(asc(mediaRemovals.removedAt))
    .limit(1)
    .get();
  return next ? new Date(next.removedAt.getTime() + windowMs) : null;
}
