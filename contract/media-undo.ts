/**
 * Undo after removing one's own photo or video (decision 373): how long it can be pressed and
 * what the worker says when it cannot put the photo or video back. Zod-free, so the house page's
 * code reads these without zod; the answers' schemas are in media.ts.
 */
import { MAX_VIDEOS_PER_HOUSE } from "./limits";

export type RemovedMedia = "photo" | "video";

/**
 * How long the "Photo removed" / "Video removed" toast offers its Undo, counted from the answer
 * to the removal: the toast closes by itself after 10 s, but a pointer over it, the focus in it
 * or the window in the background pauses that, so this closes it whatever happens.
 */
export const UNDO_OFFERED_MS = 2 * 60 * 1000;

/**
 * How long after the removal the worker puts the photo or video back: the toast's time and a
 * minute more for a slow connection, the clocks of two machines and a press at the last moment.
 * An uploaded video's delete at its host waits as long.
 */
export const UNDO_WINDOW_MS = UNDO_OFFERED_MS + 60 * 1000;

/** The removal's own toast, as the product words it, with or without its Undo. */
export const MEDIA_REMOVED_TEXTS = {
  photo: { title: "Photo removed", description: "Photo removed successfully" },
  video: { title: "Video removed", description: "Video removed successfully" },
} as const satisfies Record<RemovedMedia, { title: string; description: string }>;

/** How long the Undo toast stays when nothing pauses it (a plain toast stays 5 s). */
export const UNDO_TOAST_DURATION_MS = 10 * 1000;

export const UNDO_MESSAGES = {
  /** 404: no removal of this photo or video on this house to undo (or it was never removed). */
  notFound: (kind: RemovedMedia) => (kind === "photo" ? "Photo not found" : "Video not found"),
  /** 403: someone else removed it. */
  notYours: (kind: RemovedMedia) => `You can only put back ${kind}s you removed`,
  /** 410: the window is over. */
  tooLate: (kind: RemovedMedia) =>
    `Too late to undo: a removed ${kind} can be put back for ${UNDO_WINDOW_MS / 60_000} minutes after it was removed.`,
  /** 409: a moderator turned the photo down while it was removed (it waited for review). */
  rejected: "A moderator turned this photo down while it was removed, so it cannot be put back.",
  /** 409: the house took other videos meanwhile. */
  houseFull: `This house has ${MAX_VIDEOS_PER_HOUSE} videos now, so this one cannot be put back.`,
} as const;
