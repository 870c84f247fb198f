/**
 * GET /tours/popular: the SPA's HTML with the page's tags and, inside #root, a first paint of the
 * list (the heading, then each published tour's name as a link to its shared page, its town, its
 * stop count and its opens, in the app's own classes: src/routes/tours/popular-tours-page.tsx),
 * so a crawler or a browser without JavaScript reaches every listed tour and a phone paints the
 * list before the app; the GET /api/tours/popular answer rides along as a JSON data block the
 * screen starts from. The app's first render replaces the paint whole (src/boot.tsx), as on town
 * pages. Cached at the edge like town pages (decision 363): every write that changes who is on
 * the list or a tour's stops purges it; opens, like a house's counters, may show a few minutes old.
 */
import { FIRST_PAINT_ATTRIBUTE } from "@contract/house-page-data";
import { POPULAR_TOURS_DATA_ELEMENT_ID } from "@contract/popular-tours-page-data";
import { SCREEN_PATHS } from "@contract/screen-paths";
import { MAX_POPULAR_TOURS } from "@contract/tour-limits";
import type { PopularTour } from "@contract/tours";
import { createDb } from "../db/client";
import { listPopularTours } from "../db/published-tours";
import { factory } from "../factory";
import { purgeOnHouseChange } from "../lib/house-changed";
import { siteOrigin } from "../lib/site-origin";
import { logError } from "../lib/structured-log";
import { tagsFor } from "./app-page";
import { appShell, pageFromAsset } from "./asset-page";
import { escapeHtml } from "./escape-html";
import { firstPaintHeaderHtml } from "./house-first-paint";
import { afterAnswer } from "./house-page";
import { BROWSER_CACHE_CONTROL, cachedHousePage, cacheHousePage } from "./house-page-cache";
import { jsonForDataBlock, withPageTags } from "./page-tags";
import { ROUTE_ICON } from "./shared-tour-page";

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

function tourCardHtml(tour: PopularTour, rank: number): string {
  return [
    `<li class="space-y-3 rounded-xl border bg-card p-4"><div class="flex items-start gap-3">`,
    `<span aria-hidden="true" class="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm">${rank}</span>`,
    `<div class="min-w-0">`,
    // As the app's card: a name without spaces wraps anywhere rather than widening the card.
    `<h2 class="wrap-anywhere font-semibold text-lg"><a class="underline-offset-4 hover:underline" href="/tours/shared/${escapeHtml(tour.shareId)}">${escapeHtml(tour.name)}</a></h2>`,
    `<p class="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">`,
    `<span class="wrap-anywhere flex min-w-0 items-center gap-1"><span class="size-3.5 shrink-0"></span>${escapeHtml(tour.town)}</span>`,
    `<span>${plural(tour.stopCount, "stop", "stops")}</span>`,
    `<span class="flex items-center gap-1"><span class="size-3.5"></span>${plural(tour.opensThisSeason, "person", "people")} this season</span>`,
    `</p></div></div>`,
    // The card's buttons as shapes in their places (size sm, icon and all), so the app's card
    // lands on the paint; the name above is the link.
    `<div aria-hidden="true" class="flex flex-wrap gap-2">`,
    `<span class="inline-flex h-8 items-center gap-2 rounded-md bg-primary px-3 font-medium text-primary-foreground text-xs shadow-sm pointer-coarse:min-h-11"><span class="size-4"></span>Open</span>`,
    `<span class="inline-flex h-8 items-center gap-2 rounded-md border border-input bg-card px-3 font-medium text-xs shadow-sm pointer-coarse:min-h-11"><span class="size-4"></span>Save a copy</span>`,
    `</div>`,
    `</li>`,
  ].join("");
}

export function popularToursFirstPaintHtml(tours: PopularTour[]): string {
  const list =
    tours.length === 0
      ? `<p class="text-muted-foreground">No published tours yet</p>`
      : `<ol class="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Popular tours">${tours.map((tour, index) => tourCardHtml(tour, index + 1)).join("")}</ol>`;
  return [
    `<div ${FIRST_PAINT_ATTRIBUTE}="popular-tours" class="flex min-h-dvh flex-col bg-background text-foreground">`,
    firstPaintHeaderHtml(),
    `<main class="min-h-[calc(100dvh-4rem)] flex-1 pb-20 lg:pb-0"><div class="mx-auto max-w-5xl space-y-6 px-4 py-8">`,
    `<header class="flex items-center gap-3">${ROUTE_ICON}<div>`,
    `<h1 class="font-bold text-3xl tracking-tight">Popular Tours</h1>`,
    `<p class="text-muted-foreground">Light tours neighbors published, most opened this season first.</p>`,
    `</div></header>`,
    list,
    `</div></main></div>`,
  ].join("");
}

function popularToursCacheKey(origin: string): string {
  return new URL(SCREEN_PATHS.popularTours, origin).href;
}

/**
 * Drops the cached page after a write that changes the list (a publish, an unpublish, a takedown,
 * a tour's stops, a tour deleted, a house changed). Only in the data centre of the write; others
 * keep theirs until EDGE_TTL_SECONDS runs out. A failure leaves the write standing.
 */
export async function purgePopularToursPage(origin: string): Promise<void> {
  try {
    await caches.default.delete(popularToursCacheKey(origin));
  } catch (error) {
    logError("cache-purge-failed", error, { what: "popular tours page" });
  }
}

// An archived, restored or deleted house changes the stop counts of the tours that stop at it.
purgeOnHouseChange((origin) => purgePopularToursPage(origin));

export const popularToursPageRoutes = factory.createApp().get("/", async (c) => {
  const url = new URL(c.req.url);
  const origin = siteOrigin(c.env, url);
  // The page never depends on the caller; a request with credentials just skips the shared copy.
  const cacheKey = c.req.header("Authorization") ? null : popularToursCacheKey(origin);
  if (cacheKey) {
    const hit = await cachedHousePage(cacheKey);
    if (hit) return hit;
  }
  const tours = await listPopularTours(createDb(c.env.DB), MAX_POPULAR_TOURS);
  const shell = await appShell(c.env, url);
  const withList = new HTMLRewriter()
    .on("#root", {
      element(element) {
        element.setInnerContent(popularToursFirstPaintHtml(tours), { html: true });
      },
    })
    .transform(shell);
  const page = pageFromAsset(
    c.env,
    shell,
    withPageTags(
      withList,
      tagsFor("popularTours", url, origin),
      `<script type="application/json" id="${POPULAR_TOURS_DATA_ELEMENT_ID}">${jsonForDataBlock(tours)}</script>`,
    ),
    { status: 200, sameFile: false },
  );
  page.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  const html = await page.text();
  const init = { status: 200, headers: page.headers };
  if (cacheKey) await afterAnswer(c, cacheHousePage(cacheKey, new Response(html, init)));
  return new Response(html, init);
});
