/**
 * Db-sync runs (docs/security.md, Db-sync): one row per run in the development database. A run
 * covers the development houses that existed when it started (ids up to `lastHouseId`); each
 * step syncs the next batch after `cursor` and only then moves the cursor, so a step cut off by
 * the request time limit leaves the run "running" at the last finished batch, and repeating a
 * batch is harmless (every sync step is idempotent).
 */
import { DB_SYNC_BATCH_SIZE, type DbSyncKind, type DbSyncRun } from "@contract/admin";
import { and, count, desc, eq, max, sql } from "drizzle-orm";
import type { BatchOutcome, HouseBatch } from "./admin-db-sync";
import type { Db } from "./client";
import { dbSyncRuns, houses } from "./schema";

const MAX_STORED_ERRORS = 100;

type RunRow = typeof dbSyncRuns.$inferSelect;

function toRun(row: RunRow): DbSyncRun {
  return {
    runId: row.id,
    kind: row.kind as DbSyncKind,
    status: row.status === "done" ? "done" : "running",
    processed: row.processed,
    total: row.total,
    cursor: row.cursor,
    updated: row.updated,
    created: row.created,
    failed: row.failed,
    errors: JSON.parse(row.errors) as string[],
    startedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function startSyncRun(db: Db, kind: DbSyncKind, startedBy: string) {
  const snapshot = await db
    .select({ lastId: max(houses.id), n: count() })
    .from(houses)
    .get();
  const row = await db
    .insert(dbSyncRuns)
    .values({
      id: crypto.randomUUID(),
      kind,
      lastHouseId: snapshot?.lastId ?? 0,
      total: snapshot?.n ?? 0,
      startedBy,
    })
    .returning()
    .get();
  return row;
}

export async function getSyncRun(db: Db, id: string, kind: DbSyncKind) {
  return db
    .select()
    .from(dbSyncRuns)
    .where(and(eq(dbSyncRuns.id, id), eq(dbSyncRuns.kind, kind)))
    .get();
}

export function nextBatch(run: RunRow): HouseBatch {
  return { afterId: run.cursor, upToId: run.lastHouseId, limit: DB_SYNC_BATCH_SIZE };
}

/**
 * Records a finished batch. The update applies only if the cursor is still where this batch
 * started (another tab driving the same run may have got there first; its totals then stand).
 */
export async function recordBatch(db: Db, run: RunRow, batch: BatchOutcome): Promise<DbSyncRun> {
  const done =
    batch.lastId === null || batch.handled < DB_SYNC_BATCH_SIZE || batch.lastId >= run.lastHouseId;
  const errors = [...(JSON.parse(run.errors) as string[]), ...batch.errors].slice(
    0,
    MAX_STORED_ERRORS,
  );
  await db
    .update(dbSyncRuns)
    .set({
      cursor: batch.lastId ?? run.cursor,
      status: done ? "done" : "running",
      processed: sql`${dbSyncRuns.processed} + ${batch.handled}`,
      // A house deleted while the run went on was never there to sync: a finished run counts
      // the houses it found, so it reads "N of N", not one short of a number taken at its start.
      ...(done ? { total: sql`${dbSyncRuns.processed} + ${batch.handled}` } : {}),
      updated: sql`${dbSyncRuns.updated} + ${batch.updated}`,
      created: sql`${dbSyncRuns.created} + ${batch.created}`,
      failed: sql`${dbSyncRuns.failed} + ${batch.failed}`,
      errors: JSON.stringify(errors),
      updatedAt: new Date(),
    })
    .where(and(eq(dbSyncRuns.id, run.id), eq(dbSyncRuns.cursor, run.cursor)));
  const row = await db.select().from(dbSyncRuns).where(eq(dbSyncRuns.id, run.id)).get();
  return toRun(row!);
}

export function runState(row: RunRow) {
  return toRun(row);
}

/** The newest run of a kind (db_sync_runs_kind_idx), or null. */
export async function latestSyncRun(db: Db, kind: DbSyncKind) {
  const row = await db
    .select()
    .from(dbSyncRuns)
    .where(eq(dbSyncRuns.kind, kind))
    .orderBy(desc(dbSyncRuns.createdAt))
    .limit(1)
    .get();
  return row ? toRun(row) : null;
}
