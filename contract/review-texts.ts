/**
 * What the review forms (the house page's and My Reviews' dialog) and the review API say when
 * one's own review was changed, deleted or posted elsewhere while it was being edited or written
 * (decisions 347, 351). Zod-free: the house page's first JavaScript imports it.
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

/**
 * My Reviews' edit dialog when the review being edited was deleted elsewhere: what was typed goes
 * to the house page's review form, which says REVIEW_DELETED_ELSEWHERE (decision 351).
 */
export const REVIEW_DELETED_ELSEWHERE_IN_DIALOG =
  "Your review was deleted in another tab or on another device while you were editing it here. What you wrote is kept for the house page, where Submit Review posts it as a new review.";

/**
 * The 409 of POST /api/houses/{id}/ratings sent as a first review (`createOnly`) when the account
 * has one there already; the house page's form says it too, over that review (decision 351).
 */
export const REVIEW_POSTED_ELSEWHERE =
  "You posted a review of this house in another tab or on another device while writing this one here.";
