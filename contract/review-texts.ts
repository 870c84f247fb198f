/**
 * What the house page's review form and the review API say when one's own review was changed or
 * deleted elsewhere while it was being edited (decision 347). Zod-free: the house page's first
 * JavaScript imports it.
 */

/**
 * The 409 of PATCH /api/reviews/{id} when the review was saved since the edit started; the
 * house page's edit form says it too, over the saved version (decision 347).
 */
export const REVIEW_CHANGED_ELSEWHERE =
  "Your review was changed in another tab or on another device since you started editing it here.";

/** The house page's review form when the review being edited was deleted elsewhere (347). */
export const REVIEW_DELETED_ELSEWHERE =
  "Your review was deleted in another tab or on another device while you were editing it here. What you wrote is kept below: Submit Review posts it as a new review.";
