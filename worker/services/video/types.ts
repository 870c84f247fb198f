import type { VideoPlayback } from "@contract/media";

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
   * arrived (only then may it be attached); `ready`: playable.
   */
  describe(
    streamId: string,
  ): Promise<{ ownerId: string | null; ready: boolean; uploaded: boolean } | null>;
  playback(streamId: string): Promise<VideoPlayback | null>;
  /** Removes the video from storage; unknown ids are ignored. */
  delete(streamId: string): Promise<void>;
}
