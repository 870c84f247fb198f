/**
 * What the admin house edit and its API say when the house was saved since the edit started
 * (decisions 365, 369). Zod-free: the admin screens import it without the contract's schemas.
 */

/** The 409 of PUT /api/admin/houses/{id}; the edit dialog says it too when it learns of it. */
export const HOUSE_CHANGED_SINCE_OPENED =
  "This house was changed since you opened it (by its owner, a visitor or another admin). Load the current values and make your change again.";

/**
 * The fields an admin's edit sends with the value it started from (`expected`), each checked
 * against the house's current value: the ones the 409 names (decision 369). The features are not
 * among them: the features the admin switched on or off are switched, the others stay as they are
 * now, so they never conflict.
 */
export const ADMIN_HOUSE_CHECKED_FIELDS = [
  "title",
  "address",
  "city",
  "state",
  "description",
  "isTopHouse",
  "latitude",
  "longitude",
] as const;
export type AdminHouseCheckedField = (typeof ADMIN_HOUSE_CHECKED_FIELDS)[number];
