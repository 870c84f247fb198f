/**
 * What both video hosts keep about an upload until a house has it (decisions 326 and 327): one
 * D1 record per upload, so a person's pending uploads are counted, and the nightly cleanup finds
 * those whose day ended on no house, on the local host and on Cloudflare Stream alike. The store
 * is passed in by the caller (worker/db/video-uploads.ts), bound to one host: a host's adapter
 * sees and deletes only its own records.
 */

export type VideoHost = "local" | "cloudflare";

export interface VideoUploadRecord {
  id: string;
  userId: string;
  fileName: string;
  uploadLength: number;
  /** Local tus state; a Stream upload's bytes go to Stream, which the worker does not follow. */
  uploadOffset: number;
  r2Key: string | null;
  r2UploadId: string | null;
  parts: R2UploadedPart[];
  contentType: string | null;
  /**
   * When the last byte arrived. Stream says so only when asked, at a call each: a Stream upload
   * gets it when the nightly cleanup asks about it past a day from its start (decision 331).
   */
  completedAt: Date | null;
}

export interface StoredVideoUpload extends VideoUploadRecord {
  createdAt: Date;
}

/** A person may have `maxPending` uploads pending since `pendingSince`. */
export interface PendingLimit {
  pendingSince: Date;
  maxPending: number;
}

/**
 * An upload is pending while it is on no house and still within its day: unfinished (or of
 * unknown state, on Stream) and started less than a day ago, or finished less than a day ago.
 * Pending uploads count towards a person's limit (across hosts); once the day is over the nightly
 * cleanup removes them (docs/media-and-moderation.md).
 */
export interface VideoUploadStore {
  get(id: string): Promise<StoredVideoUpload | null>;
  /**
   * Whether the person has room for another pending upload: a read to spare the host a call
   * for someone at the limit. `createWithinLimit` checks again in its write.
   */
  hasRoom(userId: string, limit: PendingLimit): Promise<boolean>;
  /**
   * Stores the record unless its user already has `maxPending` uploads pending (checked in the
   * same write, so simultaneous starts cannot pass the limit together). False when not stored.
   */
  createWithinLimit(record: VideoUploadRecord, limit: PendingLimit): Promise<boolean>;
  /** Puts back a record the cleanup removed when the host then failed to delete the video. */
  restore(record: StoredVideoUpload): Promise<void>;
  update(
    id: string,
    patch: Pick<VideoUploadRecord, "uploadOffset" | "parts"> & { completedAt?: Date | null },
  ): Promise<void>;
  delete(id: string): Promise<void>;
  /**
   * Deletes the record unless a house has the video, in one write (an upload attached at that
   * moment stays). False when it stayed or was already gone.
   */
  deleteUnattached(id: string): Promise<boolean>;
  /** Uploads on no house whose day ended before `before`; `finished` from `completedAt`. */
  listExpired(before: Date, limit: number): Promise<Array<{ id: string; finished: boolean }>>;
}

/**
 * Uploads on no house one person may have at once (a submission attaches up to 3 when it is
 * sent); after a day such an upload stops counting and is removed.
 */
export const MAX_PENDING_UPLOADS = 3;
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
export const TOO_MANY_PENDING_UPLOADS_MESSAGE = `You already have ${MAX_PENDING_UPLOADS} video uploads in progress or waiting to be added to a house. Add them or delete them before starting another (uploads not added to a house are removed after a day).`;
/** Shown when the video host refused or did not answer (a 502; the host's own words go to the log). */
export const VIDEO_HOST_FAILED_MESSAGE =
  "The video host is not answering. Please try again in a minute.";

/** The limit for an upload started at `now`. */
export function pendingLimit(now = Date.now()): PendingLimit {
  return {
    pendingSince: new Date(now - PENDING_UPLOAD_TTL_MS),
    maxPending: MAX_PENDING_UPLOADS,
  };
}

/** Why an upload call was refused. Routes map each class to an answer. */
export class UploadError extends Error {}
export class UploadNotFoundError extends UploadError {}
/** The call does not fit the upload's state (already complete, wrong offset). */
export class UploadConflictError extends UploadError {}
export class UploadGoneError extends UploadError {}
export class UploadTooLargeError extends UploadError {}
export class UploadQuotaError extends UploadError {}
export class UploadNotVideoError extends UploadError {}
/**
 * The video host refused the call or did not answer. The message is for the log (the call and
 * the status); people are shown VIDEO_HOST_FAILED_MESSAGE.
 */
export class VideoHostError extends UploadError {}
