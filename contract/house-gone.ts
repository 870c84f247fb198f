/**
 * A house that no longer exists (deleted by an admin, or merged into another): how the API says
 * so and what the app tells the person who meets it (decision 354).
 */

/**
 * The message of every house-scoped route's 404 for a house that is not there. Its answer also
 * names the house (`houseId`, contract/user.ts `errorSchema`) when the path named it by id; a
 * slug link that opens nothing names none, as a hidden house's must not be confirmed.
 */
export const HOUSE_NOT_FOUND = "House not found";

/** Said once when an open page learns its house is gone: the planner's words (decision 322). */
export const HOUSE_REMOVED_TITLE = "House removed";
export const HOUSE_REMOVED_TEXT = "This house was removed from LI Lights.";
