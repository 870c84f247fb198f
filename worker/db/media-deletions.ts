/**
 * Stored files the app has deleted and keeps for the restore window (decision 338), by R2 key.
 * The rows only: lib/media-urls.ts asks for a deletion, the media route refuses to serve a key
 * here, and the nightly cleanup (jobs/daily-cleanup.ts) deletes the files once the window is over.
 */
import { asc, eq, lt, sql } from "drizzle-orm";
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

/** The oldest deletions asked before `before`, at most `limit` (media_deletions_asked_idx). */
export async function dueMediaDeletions(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: mediaDeletions.key })
    .from(mediaDeletions)
    .where(lt(mediaDeletions.askedAt, before))
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
