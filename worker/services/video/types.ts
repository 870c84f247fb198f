import type { VideoPlayback } from "@contract/media";

/** How the browser plays a video, without whether it is ready yet. */
export type VideoPlayer = Omit<VideoPlayback, "ready">;

/** What the rest of the worker knows about a video host (local tus/R2 or Cloudflare Stream). */
export interface VideoProvider {
  readonly name: "local" | "cloudflare";
  /** Reserves an upload of fileSize bytes; the browser then sends the file to uploadUrl (tus). */
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
  /** Where the browser plays the video: made from the id alone, with no call to the host. */
  player(streamId: string): VideoPlayer;
  /** Removes the video from storage; unknown ids are ignored. */
  delete(streamId: string): Promise<void>;
}
