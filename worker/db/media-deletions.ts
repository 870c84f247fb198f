/**
 * Stored files the app has deleted and keeps for the restore window (decision 338), by R2 key.
 * The rows only: lib/media-urls.ts asks for a deletion, the media route refuses to serve a key
 * here, and the nightly cleanup (jobs/daily-cleanup.ts) deletes the files once the window is over.
 * Stream videos whose delete Stream refused wait here too, by uid, for the nightly cleanup to try
 * again (decision 355; lib/video-provider.ts records them).
 */
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { mediaDeletions } from "./schema";

/**
 * Records that the app deleted these files. A key already waiting keeps its first date: the
 * window runs from the first delete.
 */
export async function askMediaDeletion(db: Db, keys: string[], askedAt: Date) {
  if (keys.length === 0) return;
  // One bound list whatever the number of keys (D1 allows 100 parameters per query).
  await db.run(sql`INSERT OR IGNORE INTO ${mediaDeletions} (key, asked_at)
    SELECT value, ${askedAt.getTime()} FROM json_each(${JSON.stringify([...new Set(keys)])})`);
}

/** Whether the app deleted this file (it is then not served): one primary-key lookup. */
export async function isMediaDeleted(db: Db, key: string): Promise<boolean> {
  const row = await db
    .select({ key: mediaDeletions.key })
    .from(mediaDeletions)
    .where(eq(mediaDeletions.key, key))
    .get();
  return row !== undefined;
}

/** Of these keys, those the app deleted. */
export async function deletedMediaAmong(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.all<{ key: string }>(sql`
    SELECT value AS key FROM json_each(${JSON.stringify(keys)})
    WHERE value IN (SELECT ${mediaDeletions.key} FROM ${mediaDeletions})`);
  return new Set(rows.map((row) => row.key));
}

/** The oldest R2 deletions asked before `before`, at most `limit` (media_deletions_due_idx). */
export async function dueMediaDeletions(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: mediaDeletions.key })
    .from(mediaDeletions)
    .where(and(eq(mediaDeletions.storage, "r2"), lt(mediaDeletions.askedAt, before)))
    .orderBy(asc(mediaDeletions.askedAt))
    .limit(limit)
    .all();
  return rows.map((row) => row.key);
}

/** Drops these keys' rows: their files are gone, or rows point at them again. */
export async function forgetMediaDeletions(db: Db, keys: string[]) {
  if (keys.length === 0) return;
  await db.run(sql`DELETE FROM ${mediaDeletions}
    WHERE ${mediaDeletions.key} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`);
}

/** The host's words are short ("Stream delete failed: 403"); a longer one is cut. */
const MAX_ERROR_CHARS = 300;

/**
 * Records a Stream video whose delete Stream refused (its first attempt) for the nightly cleanup
 * to try again. Its `asked_at` orders the retries; no window applies to it.
 */
export async function askStreamDeletionRetry(
  db: Db,
  streamId: string,
  askedAt: Date,
  error: string,
) {
  await db
    .insert(mediaDeletions)
    .values({
      key: streamId,
      storage: "stream",
      askedAt,
      attempts: 1,
      lastError: error.slice(0, MAX_ERROR_CHARS),
    })
    .onConflictDoNothing();
}

/**
 * Stream videos to delete again, at most `limit`, of those refused fewer than `maxAttempts`
 * times: the least tried first, then the oldest, so one the host keeps refusing goes behind the
 * others (media_deletions_due_idx finds Stream's few rows).
 */
export async function streamDeletionsToRetry(
  db: Db,
  maxAttempts: number,
  limit: number,
): Promise<Array<{ streamId: string; attempts: number }>> {
  return db
    .select({ streamId: mediaDeletions.key, attempts: mediaDeletions.attempts })
    .from(mediaDeletions)
    .where(and(eq(mediaDeletions.storage, "stream"), lt(mediaDeletions.attempts, maxAttempts)))
    .orderBy(asc(mediaDeletions.attempts), asc(mediaDeletions.askedAt))
    .limit(limit)
    .all();
}

/** One more refused delete of this Stream video, with the host's answer. */
export async function streamDeletionRefused(db: Db, streamId: string, error: string) {
  await db
    .update(mediaDeletions)
    .set({
      attempts: sql`${mediaDeletions.attempts} + 1`,
      lastError: error.slice(0, MAX_ERROR_CHARS),
    })
    .where(and(eq(mediaDeletions.key, streamId), eq(mediaDeletions.storage, "stream")));
}
