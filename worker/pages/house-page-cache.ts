/**
 * Edge cache of house pages (Cache API). Every answer is the signed-out view, so one copy serves
 * every visitor; requests with credentials skip it. houseChanged purges a house's id and slug URLs
 * in the data centre where the edit ran; others may serve theirs until EDGE_TTL_SECONDS runs out
 * (decision 134). Keys are on the site's own origin: the Cache API only works on a custom domain.
 */
import { type HouseLike, housePath } from "@contract/house-path";
import { purgeOnHouseChange } from "../lib/house-changed";

/** How long a data centre keeps a page it was not told to purge. */
export const EDGE_TTL_SECONDS = 300;

/** Browsers revalidate every time: the edge answers fast, and edits show at once. */
export const BROWSER_CACHE_CONTROL = "no-cache";

export type HousePageRef = { id: number } | { citySlug: string; streetSlug: string };

export function housePageCacheKey(origin: string, ref: HousePageRef): string {
  const path = "id" in ref ? `/house/${ref.id}` : `/house/${ref.citySlug}/${ref.streetSlug}`;
  return new URL(path, origin).href;
}

export async function cachedHousePage(key: string): Promise<Response | null> {
  const hit = await caches.default.match(key);
  if (!hit) return null;
  const response = new Response(hit.body, hit);
  response.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  return response;
}

export async function cacheHousePage(key: string, response: Response): Promise<void> {
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
  await caches.default.put(key, copy);
}

/** Removes both URLs of the house (by id, and by its slugs when it has them). */
export async function purgeHousePages(origin: string, house: HouseLike): Promise<void> {
  const keys = new Set([
    housePageCacheKey(origin, { id: house.id }),
    new URL(housePath(house), origin).href,
  ]);
  await Promise.all([...keys].map((key) => caches.default.delete(key)));
}

purgeOnHouseChange(purgeHousePages);
