/** Town page links (zod-free: cards and the worker import it). */

/** Every town with houses. */
export const TOWNS_PATH = "/lights";

/** One town's houses; the slug is the one in its house URLs (contract/address.ts slugify). */
export function townPath(citySlug: string): string {
  return `${TOWNS_PATH}/${citySlug}`;
}

/**
 * The id of the JSON data block a town page's HTML carries (the GET /api/towns/{citySlug} or
 * GET /api/towns answer), so the app's town screens start from it.
 */
export const TOWN_DATA_ELEMENT_ID = "town-data";
