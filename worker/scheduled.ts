/**
 * The nightly Cron Trigger (wrangler.toml [triggers]): the backup, then the cleanup (so the
 * backup holds what the cleanup is about to remove). Each run is recorded in scheduled_job_runs
 * (shown on the admin dashboard) and logged as one line; a failing job is recorded and logged
 * with its stack and does not stop the next one.
 */
import type { ScheduledJob } from "@contract/operations";
import { createDb } from "./db/client";
import { finishJobRun, startJobRun } from "./db/scheduled-job-runs";
import { dailyBackup } from "./jobs/daily-backup";
import { dailyCleanup } from "./jobs/daily-cleanup";
import { logError, logEvent } from "./lib/structured-log";

/** Each job returns the one-line summary the dashboard shows. */
const JOBS: Array<[ScheduledJob, (env: Env, now: Date) => Promise<string>]> = [
  [
    "backup",
    async (env, now) => {
      const report = await dailyBackup(env, now);
      const expired =
        report.expiredRemoved > 0 ? `; ${report.expiredRemoved} old backup(s) removed` : "";
      return `${report.rows} rows of ${report.tables} tables and ${report.mediaKeys} media keys in ${report.folder}${expired}`;
    },
  ],
  [
    "cleanup",
    async (env, now) => {
      const report = await dailyCleanup(env, now);
      return `${report.unfinishedUploads} unfinished video upload(s) and ${report.unattachedPhotos} unattached photo(s) removed`;
    },
  ],
];

/** Runs one job and records its run; never throws (the next job still runs). */
export async function runRecordedJob(
  env: Env,
  job: ScheduledJob,
  now: Date,
  work: (env: Env, now: Date) => Promise<string>,
): Promise<boolean> {
  const db = createDb(env.DB);
  const started = performance.now();
  let runId: number | null = null;
  try {
    runId = await startJobRun(db, job, new Date());
    const summary = await work(env, now);
    await finishJobRun(db, runId, { ok: true, summary });
    logEvent("scheduled-job", {
      job,
      ok: true,
      summary,
      durationMs: Math.round(performance.now() - started),
    });
    return true;
  } catch (error) {
    logError("scheduled-job-failed", error, {
      job,
      durationMs: Math.round(performance.now() - started),
    });
    if (runId !== null) {
      const message = error instanceof Error ? error.message : String(error);
      await finishJobRun(db, runId, { ok: false, error: message }).catch((recordError: unknown) =>
        logError("scheduled-job-record-failed", recordError, { job }),
      );
    }
    return false;
  }
}

export async function runScheduledJobs(env: Env, scheduledTime: Date): Promise<void> {
  for (const [job, work] of JOBS) await runRecordedJob(env, job, scheduledTime, work);
}
