/**
 * How a town is named on its page. Zod-free: the town screen imports it, and it must not pull the
 * schemas of contract/towns.ts into its first load.
 */
import { STATE_NAMES } from "./us-states";

const STATE_CODES = new Map(
  Object.entries(STATE_NAMES).map(([code, name]) => [name.toLowerCase(), code]),
);

/** "Massapequa, NY": the town as its page title names it (the state by its USPS code). */
export function townName(town: { city: string; state: string | null }): string {
  if (!town.state) return town.city;
  const code = STATE_CODES.get(town.state.trim().toLowerCase()) ?? town.state;
  return `${town.city}, ${code}`;
}

/** The title and heading of a town's page: "Christmas lights in Massapequa, NY". */
export function townPageTitle(town: { city: string; state: string | null }): string {
  return `Christmas lights in ${townName(town)}`;
}
