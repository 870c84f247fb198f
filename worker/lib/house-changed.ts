/**
 * The one call after any edit of a house (description, features, photos, videos, reviews and
 * ratings, admin edits, delete): stamps the house's last change (the sitemap's lastmod), drops
 * its cached pages (house, town, share card) and, when the edit has a live event, tells the
 * pages watching it. Counters (page views, visits) are not edits: a cached page may
 * show them a few minutes old.
 */

import type { HouseLike } from "@contract/house-path";
import type { LiveEvent } from "@contract/live-events";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { houseLink } from "../db/house-detail";
import { houses } from "../db/schema";
import { broadcastHouseEvent } from "../durable-objects/house-events";
import type { AppEnv } from "../factory";

/** Drops whatever a cache keeps under one of a house's links. */
export type HouseLinkPurge = (origin: string, link: HouseLike) => Promise<void>;

const linkPurges: HouseLinkPurge[] = [];

/**
 * The page modules hand in their cache purges here (lib sits below pages, so it cannot import
 * them); each runs for every link of every edited house.
 */
export function purgeOnHouseChange(purge: HouseLinkPurge): void {
  if (!linkPurges.includes(purge)) linkPurges.push(purge);
}

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
  await c.var.db.update(houses).set({ updatedAt: new Date() }).where(eq(houses.id, houseId));
  const current = await houseLink(c.var.db, houseId);
  const links = [current, options.formerLink].filter((link): link is HouseLike => Boolean(link));
  if (links.length === 0) links.push({ id: houseId, citySlug: null, streetSlug: null });
  try {
    await Promise.all(links.flatMap((link) => linkPurges.map((purge) => purge(origin, link))));
  } catch (error) {
    // A page left in the cache expires on its own (EDGE_TTL_SECONDS); the edit stands.
    console.error(`houseChanged ${houseId}: purge failed`, error);
  }
  if (options.event) await broadcastHouseEvent(c.env, options.event);
}
