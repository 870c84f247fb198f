/**
 * The one call after any edit of a house (description, features, photos, videos, reviews and
 * ratings, schedule, season answers, admin edits, delete): stamps the house's last change (the
 * sitemap's lastmod), drops its cached pages (house, town, share card) and tells the pages
 * watching it: with the edit's own live event when it has one, else with "house-updated", so an
 * open page never keeps showing what an edit changed (decision 339). Counters (page views,
 * visits) are not edits: a cached page may show them a few minutes old.
 */

import type { HouseLike } from "@contract/house-path";
import type { LiveEvent } from "@contract/live-events";
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { houseLink, houseLinks } from "../db/house-detail";
import { idIn } from "../db/id-list";
import { houses } from "../db/schema";
import { broadcastHouseEvent } from "../durable-objects/house-events";
import type { AppEnv } from "../factory";
import { siteOrigin } from "./site-origin";
import { logError } from "./structured-log";

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

async function purgeLinks(origin: string, links: HouseLike[], what: string) {
  try {
    await Promise.all(links.flatMap((link) => linkPurges.map((purge) => purge(origin, link))));
  } catch (error) {
    // A page left in the cache expires on its own (EDGE_TTL_SECONDS); the edit stands.
    logError("cache-purge-failed", error, { what });
  }
}

export async function houseChanged(
  c: Context<AppEnv>,
  houseId: number,
  options: {
    /** The edit's own live event; without one the watchers get "house-updated". */
    event?: LiveEvent;
    /** The house's link before the edit, when the edit moved or deleted it. */
    formerLink?: HouseLike | null;
  } = {},
): Promise<void> {
  // The cached pages are on the site's origin (its pages answer there only, when it is set).
  const origin = siteOrigin(c.env, new URL(c.req.url));
  // The stamp is also the house's version that edits check (decision 365): always a new one,
  // even within the millisecond of the last.
  await c.var.db
    .update(houses)
    .set({ updatedAt: sql`max(${Date.now()}, ${houses.updatedAt} + 1)` })
    .where(eq(houses.id, houseId));
  const current = await houseLink(c.var.db, houseId);
  const links = [current, options.formerLink].filter((link): link is HouseLike => Boolean(link));
  if (links.length === 0) links.push({ id: houseId, citySlug: null, streetSlug: null });
  await purgeLinks(origin, links, `houseChanged ${houseId}`);
  await broadcastHouseEvent(c.env, options.event ?? { type: "house-updated", houseId });
}

/**
 * houseChanged for a bulk edit (an import's new houses, an admin's season actions): one stamp and
 * one lookup for all of them, then the same purges (new houses have no page cached yet, but the
 * town pages they join do). No live event: a call to each house's Durable Object per house of a
 * batch would cost more than an admin's rare batch is worth; open pages see it on their next
 * load (decision 339).
 */
export async function housesChanged(c: Context<AppEnv>, houseIds: readonly number[]) {
  if (houseIds.length === 0) return;
  // One bound list: an admin's page of 100 houses plus the stamp passed D1's 100 parameters.
  await c.var.db.update(houses).set({ updatedAt: new Date() }).where(idIn(houses.id, houseIds));
  const links = await houseLinks(c.var.db, houseIds);
  await purgeLinks(
    siteOrigin(c.env, new URL(c.req.url)),
    links,
    `housesChanged ${houseIds.length} houses`,
  );
}
