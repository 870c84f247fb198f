/**
 * The address line a house page shows under its title ("12 Oak St, Massapequa, NY"). Shared by
 * the page (src/routes/house/house-header.tsx) and the worker's first paint of the same page
 * (worker/pages/house-first-paint.ts), so the line does not change when the app takes over.
 * The town is named as everywhere else, its state by its USPS code (decision 362): a house
 * stores the state as typed or picked ("New York"), its town's page says "Merrick, NY".
 */
import { townName } from "./town-name";

/** The street part of a stored address ("12 Oak St, Massapequa, NY 11758" -> "12 Oak St"). */
export const streetLine = (address: string) => address.split(",")[0]?.trim() ?? address;

/** The street line and the town as its page names it ("12 Oak St, Merrick, NY"). */
export function placeLine(house: { address: string; city: string; state: string | null }) {
  return `${streetLine(house.address)}, ${townName(house)}`;
}
