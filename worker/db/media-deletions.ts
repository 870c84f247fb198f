/**
 * Stored files the app has deleted and keeps for the restore window (decision 338), by R2 key.
 * The rows only: lib/media-urls.ts asks for a deletion, the media route refuses to serve a key
 * here, and the nightly cleanup (jobs/daily-cleanup.ts) deletes the files once the window is over.
 * Stream videos whose delete Stream refused wait here too, by uid, for the nightly cleanup to try
 * again (decision 355; lib/video-provider.ts records them), and each row counts the failed deletes
 * of its file, R2's as Stream's.
 */
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { idIn } from "./id-list";
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

/**
 * R2 deletions asked before `before`, at most `limit`, of those that failed fewer than
 * `maxAttempts` nights: the least tried first, then the oldest, so a file R2 keeps refusing goes
 * behind the others (media_deletions_due_idx finds the R2 rows).
 */
export async function dueMediaDeletions(
  db: Db,
  before: Date,
  maxAttempts: number,
  limit: number,
): Promise<Array<{ key: string; attempts: number }>> {
  return db
    .select({ key: mediaDeletions.key, attempts: mediaDeletions.attempts })
    .from(mediaDeletions)
    .where(
      and(
        eq(mediaDeletions.storage, "r2"),
        lt(mediaDeletions.askedAt, before),
        lt(mediaDeletions.attempts, maxAttempts),
      ),
    )
    .orderBy(asc(mediaDeletions.attempts), asc(mediaDeletions.askedAt))
    .limit(limit)
    .all();
}

/** Drops these keys' rows: their files are gone, or rows point at them again. */
export async function forgetMediaDeletions(db: Db, keys: string[]) {
  if (keys.length === 0) return;
  await db.delete(mediaDeletions).where(idIn(mediaDeletions.key, keys));
}

/**
 * The storage's words are short ("Stream delete failed: 403", R2's "The specified object name is
 * not valid. (10020)"); a longer one is cut.
 */
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

/**
 * One more failed delete of this file, with the storage's answer: a Stream video's refused
 * delete, or an R2 file the nightly cleanup could not delete (decision 355).
 */
export async function mediaDeletionFailed(db: Db, key: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(mediaDeletions)
    .set({
      attempts: sql`${mediaDeletions.attempts} + 1`,
      lastError: message.slice(0, MAX_ERROR_CHARS),
    })
    .where(eq(mediaDeletions.key, key));
}
