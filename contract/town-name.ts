/**
 * How a town is named on its page, and wherever a house's place is written. Zod-free: the town
 * screen imports it, and it must not pull the schemas of contract/towns.ts into its first load.
 */

/**
 * The state by its USPS code: "New York" (as the address search and the submit form store it)
 * becomes "NY", a two-letter code is written in capitals, and anything else is shown as typed.
 * Every house stands on Long Island (positions elsewhere are refused), so New York is the one
 * name to shorten; the table of every state (contract/us-states.ts) would put about half a KB
 * on every screen that names a place, and stays with the submit form, which loads it when used.
 */
function stateCode(state: string): string {
  const typed = state.trim();
  if (typed.toLowerCase() === "new york") return "NY";
  return /^[a-z]{2}$/i.test(typed) ? typed.toUpperCase() : typed;
}

/** "Massapequa, NY": the town as its page title names it (the state by its USPS code). */
export function townName(town: { city: string; state: string | null }): string {
  if (!town.state?.trim()) return town.city;
  return `${town.city}, ${stateCode(town.state)}`;
}

/** The title and heading of a town's page: "Christmas lights in Massapequa, NY". */
export function townPageTitle(town: { city: string; state: string | null }): string {
  return `Christmas lights in ${townName(town)}`;
}
