import type { VideoPlayback } from "@contract/media";
import type { VideoHost } from "./uploads";

/** How the browser plays a video, without whether it is ready yet. */
export type VideoPlayer = Omit<VideoPlayback, "ready">;

/**
 * What the rest of the worker knows about a video host (local tus/R2 or Cloudflare Stream).
 * Both keep a D1 record per upload until a house has it (services/video/uploads.ts), so the
 * pending limit, the uploader's delete and the nightly cleanup work the same on either.
 */
export interface VideoProvider {
  readonly name: VideoHost;
  /**
   * Reserves an upload of fileSize bytes and records it as one of the person's pending uploads;
   * the browser then sends the file to uploadUrl (tus). UploadQuotaError when the person already
   * has as many pending as allowed (the host is not asked then).
   */
  createUpload(input: {
    fileSize: number;
    fileName: string;
    userId: string;
  }): Promise<{ uploadUrl: string; streamId: string }>;
  /**
   * Owner and state of an upload, or null when the id is unknown. `uploaded`: every byte has
   * arrived (only then may it be attached); `ready`: playable. On Stream this is an API call,
   * which the account's request budget pays for: playback asks it through lib/video-playback.ts,
   * which caches the answer.
   */
  describe(
    streamId: string,
  ): Promise<{ ownerId: string | null; ready: boolean; uploaded: boolean } | null>;
  /** Who started the upload, from its record (no call to the host); null without a record. */
  uploader(streamId: string): Promise<string | null>;
  /**
   * A house has the upload now. The local host keeps its record (it serves the file from it);
   * Stream's record only held a place, and goes: the cleanup then never sees a video that was on
   * a house, even if the `videos` rows were lost (decision 327).
   */
  attached(streamId: string): Promise<void>;
  /** Where the browser plays the video: made from the id alone, with no call to the host. */
  player(streamId: string): VideoPlayer;
  /**
   * Removes the video from the host and its upload record; unknown ids are ignored. The local
   * host's file leaves R2 only after the restore window (decision 338); Stream's goes at once.
   */
  delete(streamId: string): Promise<void>;
  /**
   * The nightly cleanup's share of uploads whose day ended on no house, at most as many as this
   * host may delete in one night. On Stream, finding an upload's end costs a call, counted in the
   * night's share (decision 331).
   */
  expiredUploads(before: Date): Promise<ExpiredUploads>;
  /**
   * Deletes an upload unless a house has it: the record goes first, in a write that checks no
   * house has the video (one attached at that moment stays), then the video. False when a house
   * has it or it is gone. Throws when the host fails; the record is then kept for the next night.
   */
  deleteUnattached(streamId: string): Promise<boolean>;
}

/** What the nightly cleanup is to delete, and what it found still within its day. */
export interface ExpiredUploads {
  /** To delete now; `finished`: every byte had arrived. */
  uploads: Array<{ id: string; finished: boolean }>;
  /**
   * Past a day from their start, but the host said their bytes arrived less than a day ago: kept
   * until a day from their end, like a local upload (Stream's, decision 331).
   */
  kept: number;
}
