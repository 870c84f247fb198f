/**
 * GET /house/{id} and /house/{citySlug}/{streetSlug}: the SPA's HTML with the house's tags and
 * data already in it (wrangler.toml runs the worker first for /house/*), so the page paints
 * without a second round trip and link previews show the house. Unknown houses get the
 * not-found page with status 404 (app-page.ts); the SPA then shows "House not found".
 */
import type { Context } from "hono";
import { createDb } from "../db/client";
import { findHouseIdBySlugs, getHouseDetail } from "../db/house-detail";
import { type AppEnv, factory } from "../factory";
import { siteOrigin } from "../lib/site-origin";
import { logError } from "../lib/structured-log";
import { notFoundPage } from "./app-page";
import { appShell, pageFromAsset } from "./asset-page";
import {
  BROWSER_CACHE_CONTROL,
  cachedHousePage,
  cacheHousePage,
  type HousePageRef,
  housePageCacheKey,
} from "./house-page-cache";
import { rewriteHouseShell } from "./house-page-html";

const MAX_ID = 2 ** 31 - 1;

/** The house a page path names, with the same rules as the API's house routes; else null. */
export function housePageRef(pathname: string): HousePageRef | null {
  const byId = /^\/house\/([0-9]{1,10})$/.exec(pathname);
  if (byId) {
    const id = Number(byId[1]);
    return id > 0 && id <= MAX_ID ? { id } : null;
  }
  const bySlugs = /^\/house\/([a-z0-9-]*[a-z][a-z0-9-]*)\/([a-z0-9-]+)$/.exec(pathname);
  if (bySlugs?.[1] && bySlugs[2] && bySlugs[1].length <= 200 && bySlugs[2].length <= 300) {
    return { citySlug: bySlugs[1], streetSlug: bySlugs[2] };
  }
  return null;
}

/**
 * Work that may finish after the answer (tests call the app without an execution context): the
 * edge-cache copy of a house or town page. A failure costs only the copy; the page was answered.
 */
export function afterAnswer(c: Context<AppEnv>, work: Promise<unknown>) {
  const done = work.catch((error: unknown) =>
    logError("page-cache-write-failed", error, { path: new URL(c.req.url).pathname }),
  );
  try {
    c.executionCtx.waitUntil(done);
    return Promise.resolve();
  } catch {
    return done;
  }
}

export const housePageRoutes = factory.createApp().get("/*", async (c) => {
  const url = new URL(c.req.url);
  const origin = siteOrigin(c.env, url);
  const ref = housePageRef(url.pathname);
  // The page never depends on the caller; a request with credentials just skips the shared copy.
  const cacheKey = ref && !c.req.header("Authorization") ? housePageCacheKey(origin, ref) : null;
  if (cacheKey) {
    const hit = await cachedHousePage(cacheKey);
    if (hit) return hit;
  }

  const db = createDb(c.env.DB);
  const id =
    ref === null
      ? null
      : "id" in ref
        ? ref.id
        : await findHouseIdBySlugs(db, ref.citySlug, ref.streetSlug);
  const house = id === null ? null : await getHouseDetail(db, id, null);
  // Unknown houses are not cached: a new house's page must not wait for a purge.
  if (!house) return notFoundPage(c.env, c.req.raw);
  const shell = await appShell(c.env, url);
  const page = pageFromAsset(c.env, shell, rewriteHouseShell(shell, house, origin), {
    status: 200,
    sameFile: false,
  });
  page.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  // Read whole (a few KB): one copy goes to the visitor, one to the cache.
  const html = await page.text();
  const init = { status: 200, headers: page.headers };
  if (cacheKey) await afterAnswer(c, cacheHousePage(cacheKey, new Response(html, init)));
  return new Response(html, init);
});
