/**
 * Playback of uploaded videos (docs/media-and-moderation.md, Videos; decision 317). On Stream,
 * asking whether a video is ready is an API call from a budget the whole account shares (about
 * 1,200 per 5 minutes per token, deploys included), while the playback endpoint is public and
 * every viewer of a processing video polls it every 5 s. So the host is asked only about videos
 * attached to a house, and its answer is kept on their rows: "ready" for a day (a ready video
 * stays ready unless someone deletes it at the host, decision 331), "processing" for a few
 * seconds (the polls of every viewer share one lookup), a missing video or a failed lookup a
 * little longer. Kept in D1 rather than a colo's cache, so every colo shares one lookup.
 */
import type { Db } from "../db/client";
import {
  attachedStream,
  claimStreamLookup,
  recordStreamState,
  type StreamState,
} from "../db/videos";
import type { VideoProvider } from "../services/video";
import { logError } from "./structured-log";

/** How long a "processing" answer is reused: a few polls' worth, so viewers share a lookup. */
export const PROCESSING_RECHECK_MS = 10_000;
/** How long a missing video or a failed lookup is reused before the host is asked again. */
export const FAILED_RECHECK_MS = 30_000;
/**
 * How long a "ready" answer is reused. A ready video stays ready unless it is deleted at the host
 * (Stream's dashboard, support): asked again once a day, and only when someone views it, such a
 * video shows as missing within a day instead of a broken player for good (decision 331).
 */
export const READY_RECHECK_MS = 24 * 60 * 60 * 1000;

function recheckAfterMs(state: StreamState | null) {
  if (state === "ready") return READY_RECHECK_MS;
  return state === "missing" || state === "failed" ? FAILED_RECHECK_MS : PROCESSING_RECHECK_MS;
}

/**
 * The host's state of an uploaded video, asked at most once per window; null when no house has
 * the video (then the host is never asked: anyone can make up ids).
 */
export async function streamState(
  db: Db,
  provider: VideoProvider,
  streamId: string,
): Promise<StreamState | null> {
  const known = await attachedStream(db, streamId);
  if (!known) return null;
  // Never asked yet, or asked by a request that is still waiting for the answer.
  const lastKnown = known.streamState ?? "processing";
  const now = new Date();
  const checkedAt = known.streamCheckedAt;
  if (checkedAt && now.getTime() - checkedAt.getTime() < recheckAfterMs(known.streamState)) {
    return lastKnown;
  }
  // Another request took this turn: its answer will be stored for the next polls.
  if (!(await claimStreamLookup(db, known.id, checkedAt, now))) return lastKnown;

  let state: StreamState;
  try {
    const video = await provider.describe(streamId);
    state = !video ? "missing" : video.ready ? "ready" : "processing";
  } catch (error) {
    logError("video-host-lookup-failed", error, { provider: provider.name, streamId });
    // A ready video most likely still plays (the host's API refusing is not its player failing):
    // it stays ready until the next day's check rather than showing as unavailable.
    state = lastKnown === "ready" ? "ready" : "failed";
  }
  await recordStreamState(db, streamId, state, new Date());
  return state;
}
