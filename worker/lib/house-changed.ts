/**
 * The one call after any edit of a house (description, features, photos, videos, reviews and
 * ratings, admin edits, delete): drops its cached pages (pages/house-page-cache.ts) and, when the
 * edit has a live event, tells the pages watching it. Counters (page views, visits) are not
 * edits: a cached page may show them a few minutes old.
 */

import type { HouseLike } from "@contract/house-path";
import type { LiveEvent } from "@contract/live-events";
import type { Context } from "hono";
import { houseLink } from "../db/house-detail";
import { broadcastHouseEvent } from "../durable-objects/house-events";
import type { AppEnv } from "../factory";
import { purgeHousePages } from "../pages/house-page-cache";

export async function houseChanged(
  c: Context<AppEnv>,
  houseId: number,
  options: {
    event?: LiveEvent;
    /** The house's link before the edit, when the edit moved or deleted it. */
    formerLink?: HouseLike | null;
  } = {},
): Promise<void> {
  const origin = new URL(c.req.url).origin;
  const current = await houseLink(c.var.db, houseId);
  const links = [current, options.formerLink].filter((link): link is HouseLike => Boolean(link));
  if (links.length === 0) links.push({ id: houseId, citySlug: null, streetSlug: null });
  try {
    await Promise.all(links.map((link) => purgeHousePages(origin, link)));
  } catch (error) {
    // A page left in the cache expires on its own (EDGE_TTL_SECONDS); the edit stands.
    console.error(`houseChanged ${houseId}: purge failed`, error);
  }
  if (options.event) await broadcastHouseEvent(c.env, options.event);
}
