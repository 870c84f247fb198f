/**
 * What the admin house edit and its API say when the house was saved since the edit started
 * (decision 365). Zod-free: the admin screens import it without the contract's schemas.
 */

/** The 409 of PUT /api/admin/houses/{id}; the edit dialog says it too when it learns of it. */
export const HOUSE_CHANGED_SINCE_OPENED =
  "This house was changed since you opened it (by its owner, a visitor or another admin). Load the current values and make your change again.";
