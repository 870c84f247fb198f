/**
 * Video upload records of both hosts (services/video/uploads.ts): the local tus uploads with
 * their state, and Cloudflare Stream uploads by their uid (decision 327).
 */
import { and, eq, gt, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import {
  LOCAL_VIDEO_KEY_PREFIX,
  type PendingLimit,
  type VideoHost,
  type VideoUploadRecord,
  type VideoUploadStore,
} from "../services/video";
import type { Db } from "./client";
import { countBelow, selectedRow } from "./insert-within-limit";
import { mediaRemovals, users, videos, videoUploads } from "./schema";

/**
 * No house has the upload's video (videos_stream_idx), and no removal holds it for its Undo
 * (decision 373; media_removals_held_stream_idx): a video removed a moment ago is neither pending
 * nor the nightly cleanup's until its window ends.
 */
const onNoHouse: SQL = sql`NOT EXISTS (SELECT 1 FROM ${videos} WHERE ${videos.cloudflareStreamId} = ${videoUploads.id})
  AND NOT EXISTS (SELECT 1 FROM ${mediaRemovals} WHERE ${mediaRemovals.heldStreamId} = ${videoUploads.id})`;

/**
 * Uploads on no house still within their day at `since`: unfinished ones (and Stream's until the
 * nightly cleanup learns their end, decision 331) started after it, and finished ones finished
 * after it (a long upload gets its day to be attached once it is done).
 */
function pendingSince(since: Date): SQL | undefined {
  return and(
    or(
      and(isNull(videoUploads.completedAt), gt(videoUploads.createdAt, since)),
      gt(videoUploads.completedAt, since),
    ),
    onNoHouse,
  );
}

/** A person's pending uploads on any host: the limit is theirs, wherever the videos go. */
function pendingOf(userId: string, { pendingSince: since }: PendingLimit) {
  return and(eq(videoUploads.userId, userId), pendingSince(since));
}

/** The records of one host: another host's uploads are not its to read, change or delete. */
export function videoUploadStore(db: Db, host: VideoHost): VideoUploadStore {
  const ofHost = (id: string) => and(eq(videoUploads.id, id), eq(videoUploads.host, host));
  const insertable = (record: VideoUploadRecord & { createdAt?: Date }) =>
    selectedRow(videoUploads, { ...record, host, parts: JSON.stringify(record.parts) });
  return {
    async get(id) {
      const row = await db.select().from(videoUploads).where(ofHost(id)).get();
      if (!row) return null;
      return { ...row, parts: JSON.parse(row.parts) as VideoUploadRecord["parts"] };
    },
    async hasRoom(userId, limit) {
      // video_uploads_user_pending_idx
      const pending = await db
        .select({ id: videoUploads.id })
        .from(videoUploads)
        .where(pendingOf(userId, limit))
        .limit(limit.maxPending)
        .all();
      return pending.length < limit.maxPending;
    },
    async createWithinLimit(record, limit) {
      const added = await db
        .insert(videoUploads)
        .select((qb) =>
          qb
            .select(insertable(record))
            .from(users)
            .where(
              and(
                eq(users.id, record.userId),
                // video_uploads_user_pending_idx
                countBelow(videoUploads, pendingOf(record.userId, limit), limit.maxPending),
              ),
            ),
        )
        .returning({ id: videoUploads.id });
      return added.length > 0;
    },
    async restore(record) {
      await db
        .insert(videoUploads)
        .select((qb) =>
          qb.select(insertable(record)).from(users).where(eq(users.id, record.userId)),
        )
        .onConflictDoNothing();
    },
    async update(id, patch) {
      await db
        .update(videoUploads)
        .set({
          uploadOffset: patch.uploadOffset,
          parts: JSON.stringify(patch.parts),
          ...(patch.completedAt !== undefined ? { completedAt: patch.completedAt } : {}),
        })
        .where(ofHost(id));
    },
    async delete(id) {
      await db.delete(videoUploads).where(ofHost(id));
    },
    async deleteUnattached(id) {
      const deleted = await db
        .delete(videoUploads)
        .where(and(ofHost(id), onNoHouse))
        .returning({ id: videoUploads.id });
      return deleted.length > 0;
    },
    async listExpired(before, limit) {
      // video_uploads_pending_age_idx. An upload a house has is never listed: a local record
      // stays once attached, and a Stream record may too if its removal at attaching failed;
      // neither may fill a night's share.
      const rows = await db
        .select({ id: videoUploads.id, completedAt: videoUploads.completedAt })
        .from(videoUploads)
        .where(
          and(
            eq(videoUploads.host, host),
            or(
              and(isNull(videoUploads.completedAt), lt(videoUploads.createdAt, before)),
              lt(videoUploads.completedAt, before),
            ),
            onNoHouse,
          ),
        )
        .limit(limit)
        .all();
      return rows.map((row) => ({ id: row.id, finished: row.completedAt !== null }));
    },
  };
}

/**
 * Of these R2 keys of local video files, those no local upload record points at (the file is
 * served from its record, so without one nothing can play it). A local record's key is
 * "videos/<its id>", so each key is looked up by the id it names (the primary key).
 */
export async function unreferencedVideoFiles(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.all<{ key: string }>(sql`
    SELECT u.value AS key FROM json_each(${JSON.stringify(keys)}) u
    WHERE NOT EXISTS (
      SELECT 1 FROM ${videoUploads}
      WHERE ${videoUploads.id} = substr(u.value, ${LOCAL_VIDEO_KEY_PREFIX.length + 1})
        AND ${videoUploads.r2Key} = u.value)`);
  return rows.map((row) => row.key);
}
