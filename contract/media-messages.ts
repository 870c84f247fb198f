/**
 * Photo texts the browser shows (zod-free: the house page's first load carries them,
 * docs/performance.md).
 */

/** What the uploader is told when photos wait for admin review (they see them after approval). */
export function photosWaitingText(count: number) {
  return count === 1
    ? "Your photo is waiting for review and will appear once a moderator approves it."
    : `${count} of your photos are waiting for review and will appear once a moderator approves them.`;
}

/** Toast texts of the two screens that take photos (house page and submit page). */
export const HOUSE_PAGE_IMAGE_ERROR = "Failed to process one or more images. Please try again.";
export const SUBMIT_PAGE_IMAGE_ERROR = "Failed to process images. Please try again.";
