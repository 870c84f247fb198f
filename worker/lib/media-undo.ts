/**
 * The end of an Undo's window (decision 373). A photo or video its uploader removed is kept in
 * media_removals; for UNDO_WINDOW_MS the Undo puts it back. Then an uploaded video is deleted at
 * its host, which the removal held back so the Undo could put it back playing: the house's
 * Durable Object wakes for it (scheduleRemovalEnd, durable-objects/house-events.ts), and the
 * nightly cleanup ends whatever that missed and drops the rows a day old.
 */
import { UNDO_WINDOW_MS } from "@contract/media-undo";
import type { Db } from "../db/client";
import { forgetMediaDeletions, mediaDeletionFailed } from "../db/media-deletions";
import {
  forgetEndedRemovals,
  heldRemovalsEnded,
  nextHeldRemovalEnd,
  releaseHeldStreamVideo,
  releaseHeldVideo,
} from "../db/media-removals";
import { attachedStream } from "../db/videos";
import { logError, logEvent } from "./structured-log";
import { videoProviderForEnv } from "./video-provider";

/** Held videos one call deletes at most: a house's alarm has one or two, a night rarely more. */
const MAX_ENDED_PER_CALL = 100;

/**
 * How long a removal's row outlives its window, so an Undo pressed late hears that it is too late
 * rather than that there is no such photo: the nightly cleanup drops rows older than this.
 */
export const REMOVALS_KEPT_MS = 24 * 60 * 60 * 1000;

export interface EndedRemovals {
  /** Uploaded videos deleted at their host. */
  videosDeleted: number;
  /** Such videos whose delete the host refused: left to the nightly retries (decision 355). */
  videosRefused: number;
}

/**
 * Ends the held video deletes whose window is over at `now` (of one house, when given): each
 * video is deleted at its host unless a house has it again. On Stream the delete is recorded in
 * media_deletions first, in the same batch that lets go of it, so a refusal or a request cut
 * short leaves it to the nightly retries; the local host's delete only writes rows (its file
 * then waits out the restore window, decision 338).
 */
export async function endRemovals(
  env: Env,
  db: Db,
  now: Date,
  houseId?: number,
): Promise<EndedRemovals> {
  const done: EndedRemovals = { videosDeleted: 0, videosRefused: 0 };
  const before = new Date(now.getTime() - UNDO_WINDOW_MS);
  const held = await heldRemovalsEnded(db, before, MAX_ENDED_PER_CALL, houseId);
  if (held.length === 0) return done;
  const provider = videoProviderForEnv(env, db);
  const onStream = provider.name === "cloudflare";
  for (const removal of held) {
    const { streamId } = removal;
    if (onStream) {
      // Not recorded: let go of by another call, or a house has the video again.
      if (!(await releaseHeldStreamVideo(db, removal, before, now)).recorded) continue;
    } else if (
      !(await releaseHeldVideo(db, removal, before)) ||
      (await attachedStream(db, streamId))
    ) {
      continue;
    }
    try {
      await provider.delete(streamId);
    } catch (error) {
      // As a removal's delete refused at once was: the nights try again, up to five times in all.
      logError("house-media-cleanup-failed", error, {
        houseId: removal.houseId,
        media: "video",
        streamId,
        attempt: 1,
        retried: onStream,
      });
      if (onStream) await mediaDeletionFailed(db, streamId, error);
      done.videosRefused++;
      continue;
    }
    if (onStream) await forgetMediaDeletions(db, [streamId]);
    logEvent("removed-video-deleted", {
      houseId: removal.houseId,
      provider: provider.name,
      streamId,
    });
    done.videosDeleted++;
  }
  return done;
}

/**
 * The nightly cleanup's part: the held videos the houses' alarms missed, then the rows of
 * removals over a day old.
 */
export async function endRemovalsAtNight(env: Env, db: Db, now: Date) {
  const ended = await endRemovals(env, db, now);
  await forgetEndedRemovals(db, new Date(now.getTime() - REMOVALS_KEPT_MS));
  return ended;
}

/**
 * The Durable Object's alarm: ends the house's removals that are over, and says when its next
 * held video is due (null: none).
 */
export async function endHouseRemovals(env: Env, db: Db, houseId: number, now: Date) {
  await endRemovals(env, db, now, houseId);
  return nextHeldRemovalEnd(db, houseId, UNDO_WINDOW_MS);
}
