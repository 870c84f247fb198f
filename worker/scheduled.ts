/**
 * The nightly Cron Trigger (wrangler.toml [triggers]): the backup, then the cleanup (so the
 * backup holds what the cleanup is about to remove). Each run is recorded in scheduled_job_runs
 * (shown on the admin dashboard) and logged as one line; a failing job is recorded and logged
 * with its stack and does not stop the next one.
 */
import type { ScheduledJob } from "@contract/operations";
import { renewAddressKeys } from "./db/address-keys";
import { createDb } from "./db/client";
import { forgetViewAddresses } from "./db/house-counters";
import { finishJobRun, startJobRun } from "./db/scheduled-job-runs";
import { dailyBackup } from "./jobs/daily-backup";
import {
  DELETED_MEDIA_KEPT_DAYS,
  dailyCleanup,
  MAX_MEDIA_DELETE_ATTEMPTS,
} from "./jobs/daily-cleanup";
import { logError, logEvent } from "./lib/structured-log";

/** "1 photo", "9,542 rows": counts as the dashboard says them. */
function count(n: number, singular: string, plural = `${singular}s`) {
  return `${n.toLocaleString("en-US")} ${n === 1 ? singular : plural}`;
}

/** Each job returns the one-line summary the dashboard shows. */
const JOBS: Array<[ScheduledJob, (env: Env, now: Date) => Promise<string>]> = [
  [
    "backup",
    async (env, now) => {
      const report = await dailyBackup(env, now);
      const expired =
        report.expiredRemoved > 0 ? `; ${count(report.expiredRemoved, "old backup")} deleted` : "";
      return `${count(report.rows, "row")} of ${count(report.tables, "table")} and ${count(report.mediaKeys, "media key")} in ${report.folder}${expired}`;
    },
  ],
  [
    "cleanup",
    async (env, now) => {
      // First, so a held photo cleanup (which throws) never keeps the keys waiting.
      const keys = await renewAddressKeys(createDb(env.DB));
      // Yesterday's page views keep no address (decision 389): a count, not news, so not said.
      await forgetViewAddresses(createDb(env.DB), now);
      const report = await dailyCleanup(env, now);
      // Finished videos nobody attached are rare (a submission left unsent), and so are Stream
      // uploads kept because they finished late in their day (decision 331): each named when
      // there are.
      const videos =
        report.unattachedVideos > 0
          ? `, ${count(report.unattachedVideos, "unattached video")}`
          : "";
      const kept =
        report.videoUploadsKept > 0
          ? `; ${count(report.videoUploadsKept, "video upload")} that finished less than a day ago kept`
          : "";
      // Files the app deleted, once past the restore window (decision 338); kept ones are rare
      // (rows put back by hand), and named.
      const deletedGone =
        report.deletedFilesRemoved > 0
          ? `; ${count(report.deletedFilesRemoved, "file")} deleted over ${DELETED_MEDIA_KEPT_DAYS} days ago removed`
          : "";
      const deletedKept =
        report.deletedFilesKept > 0
          ? `; ${count(report.deletedFilesKept, "file")} deleted over ${DELETED_MEDIA_KEPT_DAYS} days ago kept: rows point at ${report.deletedFilesKept === 1 ? "it" : "them"} again`
          : "";
      // Stream videos whose delete Stream refused when they were removed (decision 355): rare,
      // and each named. One left at Stream is the operator's to look at (docs/operations.md).
      const them = (n: number) => (n === 1 ? "it" : "them");
      const streamDeleted =
        report.streamDeletesRetried > 0
          ? `; ${count(report.streamDeletesRetried, "video")} whose delete Stream had refused deleted there`
          : "";
      const streamKept =
        report.streamDeletesKept > 0
          ? `; ${count(report.streamDeletesKept, "video")} whose delete Stream had refused kept: a house has ${them(report.streamDeletesKept)} again`
          : "";
      const streamGivenUp =
        report.streamDeletesGivenUp > 0
          ? `; ${count(report.streamDeletesGivenUp, "video")} left at Stream after ${MAX_MEDIA_DELETE_ATTEMPTS} refused deletes: delete ${them(report.streamDeletesGivenUp)} there`
          : "";
      // Deleted files R2 failed to delete (decision 355): rare (a name R2 refuses, R2 failing),
      // and named; one left is the operator's to look at, as a video left at Stream.
      const r2Failed =
        report.deletedFilesFailed > 0
          ? `; ${count(report.deletedFilesFailed, "file")} R2 failed to delete: tried again the next night`
          : "";
      const r2GivenUp =
        report.deletedFilesGivenUp > 0
          ? `; ${count(report.deletedFilesGivenUp, "file")} left in R2 after ${MAX_MEDIA_DELETE_ATTEMPTS} failed deletes: see ${report.deletedFilesGivenUp === 1 ? "its row" : "their rows"} in media_deletions`
          : "";
      const r2Waiting =
        report.deletedFilesWaiting > 0
          ? `; ${count(report.deletedFilesWaiting, "deleted file")} not tried: R2 failed too many deletes, the rest wait for the next night`
          : "";
      // Videos removed from a house whose Undo's time ended while their house's alarm did not
      // run (decision 373): rare, and named.
      const removedVideos =
        report.removedVideosDeleted > 0
          ? `; ${count(report.removedVideosDeleted, "video")} removed from a house deleted at the host once the Undo's time was over`
          : "";
      const stopped = report.videoHostFailed
        ? "; the video host failed a call, the rest wait for the next night"
        : "";
      // Keys renewed after decision 334, and houses the old keys let in twice (rare, named).
      const renewed = keys.renewed > 0 ? `; ${count(keys.renewed, "address key")} renewed` : "";
      const twice = keys.clashes
        .map(
          ({ id, sameAddressAs }) =>
            `; house ${id} has the address of house ${sameAddressAs}: remove one`,
        )
        .join("");
      return `${count(report.unfinishedUploads, "unfinished video upload")}${videos} and ${count(report.unattachedPhotos, "unattached photo")} removed${streamDeleted}${streamKept}${streamGivenUp}${deletedGone}${deletedKept}${r2Failed}${r2GivenUp}${r2Waiting}${removedVideos}${kept}${stopped}${renewed}${twice}`;
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
