/**
 * Daily cleanup (a scheduled job, worker/scheduled.ts): storage nobody uses any more.
 *   - video uploads whose day ended on no house, on the configured video host: locally,
 *     unfinished ones started more than a day ago (multipart aborted, row gone) and finished ones
 *     nobody attached within a day of finishing (file and row gone); on Cloudflare Stream the same,
 *     with the end asked of Stream for those started more than a day ago (video deleted at
 *     Stream, row gone; a read and a delete, one API call each);
 *   - Stream videos taken off their house whose delete Stream refused then, tried again until
 *     they go, a house has them again, or the attempts run out (decision 355);
 *   - files the app deleted (photos, local video files) once the restore window is over and no
 *     row points at them again (decision 338), a file R2 fails to delete tried again on later
 *     nights until the attempts run out (decision 355);
 *   - photos in R2 uploaded more than a day ago that no house or photo row references (uploads
 *     whose form was abandoned, or left behind by a failed write), but those the app deleted,
 *     which wait out their window.
 * Each run does a bounded amount of work; what is left waits for the next day.
 *
 * Photos have a brake (docs/decisions/315-the-photo-cleanup-stops-at-a-mass-of-orphans.md): a run
 * that finds more unreferenced photos than a night's routine leftovers deletes none and fails,
 * because that many means rows were lost (a bad db-sync, a bulk delete, a lost table), and the
 * photos are what a restore of the database needs back.
 */
import { createDb, type Db } from "../db/client";
import { forgetHeldImages } from "../db/held-images";
import {
  deletedMediaAmong,
  dueMediaDeletions,
  forgetMediaDeletions,
  mediaDeletionFailed,
  streamDeletionsToRetry,
} from "../db/media-deletions";
import { countHostedImageReferences, unreferencedImageUrls } from "../db/photos";
import { unreferencedVideoFiles } from "../db/video-uploads";
import { attachedStream } from "../db/videos";
import { BACKUP_RETENTION_DAYS } from "../lib/formats/backup";
import { endRemovalsAtNight } from "../lib/media-undo";
import { keyFromMediaUrl, mediaUrlForKey } from "../lib/media-urls";
import { logError, logEvent } from "../lib/structured-log";
import { videoProviderForEnv } from "../lib/video-provider";
import { deleteMediaKeys, isPhotoKey, PHOTO_KEY_PREFIX } from "../services/media-storage";
import { PENDING_UPLOAD_TTL_MS } from "../services/video";

const MAX_LIST_PAGES_PER_RUN = 20;
const LIST_PAGE_SIZE = 1000;

/**
 * How many unreferenced photos one run may delete: the larger of these two. A night leaves a
 * handful of abandoned uploads (the submit form uploads a photo as soon as it is picked), a few
 * dozen on a busy December night; the share lets that grow with the directory. An accident with
 * rows leaves hundreds or all of them.
 */
export const PHOTO_CLEANUP_LIMIT = { photos: 50, shareOfPhotosInUse: 0.02 } as const;

/**
 * An operator's approval of one large photo cleanup: an R2 object (outside photos/, so never
 * served) whose text is how many photos the next run may delete. The next run reads it and
 * removes it, whatever it then finds (docs/operations.md, Nightly cleanup).
 */
export const PHOTO_CLEANUP_APPROVAL_KEY = "operations/approve-photo-cleanup";

/** How far back D1 Time Travel restores the database on Workers Paid (7 days on Workers Free). */
const D1_TIME_TRAVEL_DAYS = 30;

/**
 * How long a file the app deleted stays in R2, unserved (decision 338): as far back as a restore
 * reaches, by Time Travel or from the oldest nightly backup kept, so the rows a restore brings
 * back find their files.
 */
export const DELETED_MEDIA_KEPT_DAYS = Math.max(D1_TIME_TRAVEL_DAYS, BACKUP_RETENTION_DAYS);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deleted files one night removes at most: a few R2 deletes per thousand and three D1 queries, so
 * the cap only bounds the run's time after a mass delete; the rest waits for the next night.
 */
const MAX_MEDIA_DELETIONS_PER_NIGHT = 1000;

/**
 * Failed deletes a file may have in all before the nights stop trying (decision 355): a Stream
 * video's refusals, the request's own first included, or an R2 file's failed nightly deletes.
 * Five over four nights or more are no passing hiccup, and an operator is then told to look (the
 * summary and a log line name it).
 */
export const MAX_MEDIA_DELETE_ATTEMPTS = 5;

/**
 * R2 deletes of single files that may fail in one night (after a failed delete of many): a few
 * files R2 refuses (a name it calls not valid) fail alone, but this many means R2 itself is
 * failing, and the files not yet tried wait for the next night without spending an attempt.
 */
const MAX_R2_DELETE_FAILURES_PER_NIGHT = 10;

/**
 * Refused Stream deletes one night tries again at most: one API call each, beside the upload
 * cleanup's 200, well within the account's budget. Each is a video removed while Stream failed,
 * so there are few; a backlog after an outage drains at this pace.
 */
const MAX_STREAM_DELETE_RETRIES_PER_NIGHT = 100;

export interface CleanupReport {
  unfinishedUploads: number;
  /** Finished video uploads no house took within a day of their end. */
  unattachedVideos: number;
  /**
   * Stream uploads past a day from their start whose bytes arrived less than a day ago: kept
   * until a day from their end (decision 331).
   */
  videoUploadsKept: number;
  /**
   * The video host failed a call (out of its API budget, or down): the night's video part
   * stopped there, and the rest waits for the next night.
   */
  videoHostFailed: boolean;
  unattachedPhotos: number;
  /** Stream videos whose delete Stream had refused, deleted there now (decision 355). */
  streamDeletesRetried: number;
  /** Such videos a house has again (a row put back): kept, and no longer retried. */
  streamDeletesKept: number;
  /** Such videos refused for the last allowed time tonight: left at Stream for an operator. */
  streamDeletesGivenUp: number;
  /** Files the app deleted more than the window ago, now gone from R2. */
  deletedFilesRemoved: number;
  /** Files the app deleted more than the window ago that rows point at again: kept. */
  deletedFilesKept: number;
  /** Such files whose delete R2 failed tonight: tried again the next night. */
  deletedFilesFailed: number;
  /** Such files whose delete failed for the last allowed time tonight: left for an operator. */
  deletedFilesGivenUp: number;
  /** Such files not tried tonight, R2 having failed too many deletes: they wait, no try spent. */
  deletedFilesWaiting: number;
  /**
   * Uploaded videos removed from their house whose Undo's time ended without the house's alarm
   * deleting them at their host, deleted there tonight (decision 373).
   */
  removedVideosDeleted: number;
}

/** A run found too many unreferenced photos and deleted none (the run is recorded as failed). */
export class PhotoCleanupHeld extends Error {
  override name = "PhotoCleanupHeld";
}

const count = (n: number) => n.toLocaleString("en-US");

/** The approved number of photos, taken out of storage so it counts for this run only. */
async function takeApproval(bucket: R2Bucket): Promise<number | null> {
  const object = await bucket.get(PHOTO_CLEANUP_APPROVAL_KEY);
  if (!object) return null;
  const text = (await object.text()).trim();
  await bucket.delete(PHOTO_CLEANUP_APPROVAL_KEY);
  return /^\d+$/.test(text) ? Number(text) : null;
}

// ---- Video uploads ----------------------------------------------------------------------------

/**
 * Video uploads whose day ended on no house, through the configured host's adapter
 * (services/video): local ones hold an R2 multipart upload or a file, Stream ones a video on our
 * Stream bill; nobody sees either, since a video only ever shows on a house. Each is deleted in a
 * write that checks no house has it, so a video attached at that moment stays. A night takes the
 * host's share (500 local; on Stream 200 API calls, the reads of uploads' ends included); the
 * rest waits.
 */
async function removeExpiredVideoUploads(env: Env, db: Db, now: Date) {
  const provider = videoProviderForEnv(env, db);
  const before = new Date(now.getTime() - PENDING_UPLOAD_TTL_MS);
  const removed = {
    unfinishedUploads: 0,
    unattachedVideos: 0,
    videoUploadsKept: 0,
    videoHostFailed: false,
  };
  try {
    const expired = await provider.expiredUploads(before);
    removed.videoUploadsKept = expired.kept;
    for (const upload of expired.uploads) {
      if (!(await provider.deleteUnattached(upload.id))) continue;
      if (upload.finished) removed.unattachedVideos++;
      else removed.unfinishedUploads++;
    }
  } catch (error) {
    // The host refuses (likely every call: out of budget, or down); asking on would only spend
    // more of the budget. An upload whose delete failed keeps its record for the next night.
    logError("video-upload-cleanup-stopped", error, { provider: provider.name });
    removed.videoHostFailed = true;
  }
  return removed;
}

/** The video part of a run, as the held-back photo message ends with it. */
function videoUploadsRemoved(removed: Awaited<ReturnType<typeof removeExpiredVideoUploads>>) {
  const unfinished = removed.unfinishedUploads;
  const unattached = removed.unattachedVideos;
  const stopped = removed.videoHostFailed
    ? " The video host failed a call; the rest wait for the next night."
    : "";
  return `${count(unfinished)} unfinished video ${unfinished === 1 ? "upload" : "uploads"} and ${count(unattached)} unattached ${unattached === 1 ? "video" : "videos"} were removed.${stopped}`;
}

// ---- Stream deletes that failed ----------------------------------------------------------------

const NO_STREAM_DELETES = { deleted: 0, kept: 0, givenUp: 0, hostFailed: false };

/**
 * Stream videos taken off their house whose delete Stream refused at the time (decision 355),
 * each tried once more, the least tried first. One a house has again (its row put back by hand,
 * or a restore) is never deleted: its record goes and it stays. The first refusal ends the night's
 * retries, as a refused call ends the upload cleanup's: the host is likely refusing every call,
 * and each refusal spends one of the video's attempts. One log line per outcome.
 */
async function retryStreamDeletes(env: Env, db: Db): Promise<typeof NO_STREAM_DELETES> {
  const done = { ...NO_STREAM_DELETES };
  const provider = videoProviderForEnv(env, db);
  // Only Stream's refusals are recorded; with the local host configured they wait for Stream.
  if (provider.name !== "cloudflare") return done;
  const waiting = await streamDeletionsToRetry(
    db,
    MAX_MEDIA_DELETE_ATTEMPTS,
    MAX_STREAM_DELETE_RETRIES_PER_NIGHT,
  );
  for (const { streamId, attempts } of waiting) {
    if (await attachedStream(db, streamId)) {
      await forgetMediaDeletions(db, [streamId]);
      logEvent("stream-delete-retried", {
        provider: provider.name,
        streamId,
        outcome: "kept",
        refusedAttempts: attempts,
      });
      done.kept++;
      continue;
    }
    const attempt = attempts + 1;
    const line = {
      provider: provider.name,
      streamId,
      attempt,
      maxAttempts: MAX_MEDIA_DELETE_ATTEMPTS,
    };
    try {
      // A video Stream no longer has counts as deleted.
      await provider.delete(streamId);
    } catch (error) {
      await mediaDeletionFailed(db, streamId, error);
      const givenUp = attempt >= MAX_MEDIA_DELETE_ATTEMPTS;
      logError("stream-delete-retried", error, {
        ...line,
        outcome: givenUp ? "given-up" : "failed",
      });
      if (givenUp) done.givenUp++;
      done.hostFailed = true;
      break;
    }
    await forgetMediaDeletions(db, [streamId]);
    logEvent("stream-delete-retried", { ...line, outcome: "deleted" });
    done.deleted++;
  }
  return done;
}

// ---- Files the app deleted ---------------------------------------------------------------------

const NO_DELETED_FILES = {
  deletedFilesRemoved: 0,
  deletedFilesKept: 0,
  deletedFilesFailed: 0,
  deletedFilesGivenUp: 0,
  deletedFilesWaiting: 0,
};

/**
 * Files the app deleted more than the window ago (decision 338), the least tried first, then the
 * oldest: each goes from R2 unless a row points at it again (put back by hand after a mistake; a
 * restore of the database instead brings back media_deletions without its row, so such a file
 * never reaches this). A photo goes with its smaller copies and any place in the admin review
 * queue. A file R2 refuses to delete fails alone (decision 355): its row counts the attempt and
 * keeps R2's answer, and after the last allowed attempt no night tries it again. The rows go
 * after the files, so a file still in R2 keeps its row. One log line per failed delete, and per
 * file deleted after failing on an earlier night.
 */
async function removeDeletedFiles(env: Env, db: Db, now: Date): Promise<typeof NO_DELETED_FILES> {
  const before = new Date(now.getTime() - DELETED_MEDIA_KEPT_DAYS * DAY_MS);
  const due = await dueMediaDeletions(
    db,
    before,
    MAX_MEDIA_DELETE_ATTEMPTS,
    MAX_MEDIA_DELETIONS_PER_NIGHT,
  );
  if (due.length === 0) return NO_DELETED_FILES;
  const dueKeys = due.map((row) => row.key);
  const photoUrls = await unreferencedImageUrls(db, dueKeys.filter(isPhotoKey).map(mediaUrlForKey));
  const photoKeys = photoUrls.map(keyFromMediaUrl).filter((key): key is string => !!key);
  const videoKeys = await unreferencedVideoFiles(
    db,
    dueKeys.filter((key) => !isPhotoKey(key)),
  );
  const toDelete = new Set([...photoKeys, ...videoKeys]);
  const { deleted, failed } = await deleteMediaKeys(env.MEDIA, [...toDelete], {
    maxFailures: MAX_R2_DELETE_FAILURES_PER_NIGHT,
  });

  const done = { ...NO_DELETED_FILES };
  const earlierFailures = new Map(due.map((row) => [row.key, row.attempts]));
  for (const { key, error } of failed) {
    await mediaDeletionFailed(db, key, error);
    const attempt = (earlierFailures.get(key) ?? 0) + 1;
    const givenUp = attempt >= MAX_MEDIA_DELETE_ATTEMPTS;
    logError("r2-delete-retried", error, {
      key,
      attempt,
      maxAttempts: MAX_MEDIA_DELETE_ATTEMPTS,
      outcome: givenUp ? "given-up" : "failed",
    });
    if (givenUp) done.deletedFilesGivenUp++;
    else done.deletedFilesFailed++;
  }
  for (const key of deleted) {
    const attempts = earlierFailures.get(key) ?? 0;
    if (attempts === 0) continue;
    logEvent("r2-delete-retried", {
      key,
      attempt: attempts + 1,
      maxAttempts: MAX_MEDIA_DELETE_ATTEMPTS,
      outcome: "deleted",
    });
  }

  const gone = new Set(deleted);
  const kept = dueKeys.filter((key) => !toDelete.has(key));
  await forgetHeldImages(
    db,
    photoUrls.filter((url) => gone.has(keyFromMediaUrl(url) ?? "")),
  );
  await forgetMediaDeletions(db, [...deleted, ...kept]);
  done.deletedFilesRemoved = deleted.length;
  done.deletedFilesKept = kept.length;
  done.deletedFilesWaiting = toDelete.size - deleted.length - failed.length;
  return done;
}

// ---- The run -----------------------------------------------------------------------------------

export async function dailyCleanup(env: Env, now: Date): Promise<CleanupReport> {
  const before = new Date(now.getTime() - PENDING_UPLOAD_TTL_MS);
  const db = createDb(env.DB);
  const videoUploads = await removeExpiredVideoUploads(env, db, now);
  // Not when the host already failed a call tonight: they wait, and keep their attempts.
  const streamDeletes = videoUploads.videoHostFailed
    ? NO_STREAM_DELETES
    : await retryStreamDeletes(env, db);
  if (streamDeletes.hostFailed) videoUploads.videoHostFailed = true;
  // Undo windows the houses' alarms did not end (decision 373): a held video is deleted at its
  // host (a refusal is recorded for the next nights, decision 355), and rows a day old go.
  const removals = await endRemovalsAtNight(env, db, now);
  // Before the photo brake, which may hold the run back: deleted files have their own window.
  const deletedFiles = await removeDeletedFiles(env, db, now);

  // Every page is judged before anything is deleted: the brake needs the whole count.
  const orphanPages: string[][] = [];
  let orphans = 0;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES_PER_RUN; page++) {
    const listing = await env.MEDIA.list({
      prefix: PHOTO_KEY_PREFIX,
      cursor,
      limit: LIST_PAGE_SIZE,
    });
    const old = listing.objects.filter((o) => o.uploaded < before).map((o) => o.key);
    if (old.length > 0) {
      const unreferenced = await unreferencedImageUrls(db, old.map(mediaUrlForKey));
      const candidates = unreferenced.map(keyFromMediaUrl).filter((key): key is string => !!key);
      // Photos the app deleted are no orphans: they wait out the restore window above.
      const deleted = await deletedMediaAmong(db, candidates);
      const keys = candidates.filter((key) => !deleted.has(key));
      if (keys.length > 0) orphanPages.push(keys);
      orphans += keys.length;
    }
    if (!listing.truncated) break;
    cursor = listing.cursor;
  }

  const inUse = await countHostedImageReferences(db);
  const limit = Math.max(
    PHOTO_CLEANUP_LIMIT.photos,
    Math.floor(inUse * PHOTO_CLEANUP_LIMIT.shareOfPhotosInUse),
  );
  const approved = await takeApproval(env.MEDIA);
  if (orphans > limit && (approved === null || orphans > approved)) {
    const uploads = videoUploadsRemoved(videoUploads);
    const removed = deletedFiles.deletedFilesRemoved;
    const deletedFilesGone =
      removed > 0
        ? ` ${count(removed)} ${removed === 1 ? "file" : "files"} deleted over ${DELETED_MEDIA_KEPT_DAYS} days ago ${removed === 1 ? "was" : "were"} removed.`
        : "";
    const r2Failed = deletedFiles.deletedFilesFailed;
    const r2GivenUp = deletedFiles.deletedFilesGivenUp;
    const deletedFilesLeft = `${
      r2Failed > 0
        ? ` ${count(r2Failed)} ${r2Failed === 1 ? "file" : "files"} R2 failed to delete ${r2Failed === 1 ? "is" : "are"} tried again the next night.`
        : ""
    }${
      r2GivenUp > 0
        ? ` ${count(r2GivenUp)} ${r2GivenUp === 1 ? "file was" : "files were"} left in R2 after ${MAX_MEDIA_DELETE_ATTEMPTS} failed deletes.`
        : ""
    }`;
    const retried = streamDeletes.deleted;
    const givenUp = streamDeletes.givenUp;
    const streamDeletesDone = `${
      retried > 0
        ? ` ${count(retried)} ${retried === 1 ? "video" : "videos"} whose delete Stream had refused ${retried === 1 ? "was" : "were"} deleted there.`
        : ""
    }${
      givenUp > 0
        ? ` ${count(givenUp)} ${givenUp === 1 ? "video was" : "videos were"} left at Stream after ${MAX_MEDIA_DELETE_ATTEMPTS} refused deletes.`
        : ""
    }`;
    const approval =
      approved === null ? "" : ` The approval of ${count(approved)} was too small and is used up.`;
    throw new PhotoCleanupHeld(
      `Photo cleanup held back: ${count(orphans)} photos older than a day have no row pointing at them, more than a run may delete (${count(limit)}: the larger of ${PHOTO_CLEANUP_LIMIT.photos} and ${PHOTO_CLEANUP_LIMIT.shareOfPhotosInUse * 100}% of the ${count(inUse)} photos in use). None were deleted.${approval} If rows were lost, restore the database first; if these photos should go, approve it (docs/operations.md, Nightly cleanup). ${uploads}${streamDeletesDone}${deletedFilesGone}${deletedFilesLeft}`,
    );
  }

  for (const keys of orphanPages) {
    const { deleted, failed } = await deleteMediaKeys(env.MEDIA, keys, { maxFailures: 1 });
    await forgetHeldImages(db, deleted.map(mediaUrlForKey));
    // Keys R2 listed are names it takes, so a refusal here is R2 failing: the run fails, and
    // the photos, still unreferenced, are found again the next night.
    if (failed.length > 0) throw failed[0]?.error;
  }
  return {
    ...videoUploads,
    streamDeletesRetried: streamDeletes.deleted,
    streamDeletesKept: streamDeletes.kept,
    streamDeletesGivenUp: streamDeletes.givenUp,
    ...deletedFiles,
    removedVideosDeleted: removals.videosDeleted,
    unattachedPhotos: orphans,
  };
}
