/**
 * Scheduled job runs (worker/scheduled.ts): a row when a run starts, completed when it ends, so
 * a run the platform cut off (time or memory limit) stays visible as unfinished.
 */
import type { ScheduledJob, ScheduledJobRun, ScheduledJobRuns } from "@contract/operations";
import { desc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { scheduledJobRuns } from "./schema";

/** Stored texts are cut to this length (an error message can carry a whole SQL statement). */
const MAX_TEXT = 1_000;

export async function startJobRun(db: Db, job: ScheduledJob, startedAt: Date): Promise<number> {
  const row = await db
    .insert(scheduledJobRuns)
    .values({ job, startedAt })
    .returning({ id: scheduledJobRuns.id })
    .get();
  return row.id;
}

export async function finishJobRun(
  db: Db,
  id: number,
  outcome: { ok: true; summary: string } | { ok: false; error: string },
) {
  await db
    .update(scheduledJobRuns)
    .set({
      finishedAt: new Date(),
      ok: outcome.ok,
      summary: outcome.ok ? outcome.summary.slice(0, MAX_TEXT) : null,
      error: outcome.ok ? null : outcome.error.slice(0, MAX_TEXT),
    })
    .where(eq(scheduledJobRuns.id, id));
}

async function latestRun(db: Db, job: ScheduledJob): Promise<ScheduledJobRun | null> {
  const row = await db
    .select()
    .from(scheduledJobRuns)
    .where(eq(scheduledJobRuns.job, job))
    .orderBy(desc(scheduledJobRuns.startedAt), desc(scheduledJobRuns.id))
    .limit(1)
    .get();
  if (!row) return null;
  return {
    job,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ok: row.ok,
    summary: row.summary,
    error: row.error,
  };
}

export async function latestJobRuns(db: Db): Promise<ScheduledJobRuns> {
  const [backup, cleanup] = await Promise.all([latestRun(db, "backup"), latestRun(db, "cleanup")]);
  return { backup, cleanup };
}
