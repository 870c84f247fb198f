/**
 * GET /tours/shared/{shareId}: the SPA's HTML with the tour's preview tags, a first paint of the
 * tour inside #root (its name, totals, an outline of the numbered stops and the stop list, in the
 * app's own classes: src/routes/tours/shared-tour-page.tsx), and the API's answer as a JSON data
 * block the screen starts from. A phone paints the tour as soon as the HTML is in, instead of after
 * the app's JavaScript and a second round trip; the app's first render replaces the paint whole
 * (src/boot.tsx). An unknown link is the not-found page with status 404. Not cached: an owner's
 * edit shows on the next open.
 */
import { FIRST_PAINT_ATTRIBUTE } from "@contract/house-page-data";
import { streetLine } from "@contract/place-line";
import { ARCHIVED_TEXT } from "@contract/season";
import { TOUR_DATA_ELEMENT_ID } from "@contract/shared-tour-page-data";
import { sharedTourSubtitle } from "@contract/shared-tour-texts";
import {
  TOUR_OUTLINE_COLORS,
  TOUR_OUTLINE_HEIGHT,
  TOUR_OUTLINE_SPOT_RADIUS,
  TOUR_OUTLINE_STOP_RADIUS,
  TOUR_OUTLINE_WIDTH,
  tourOutline,
  tourOutlineLabel,
} from "@contract/tour-outline";
import { tourTotals, tourTotalsLine } from "@contract/tour-totals";
import type { Tour } from "@contract/tours";
import { createDb } from "../db/client";
import { findSharedTour } from "../db/tours";
import { factory } from "../factory";
import { siteOrigin } from "../lib/site-origin";
import { notFoundPage } from "./app-page";
import { appShell, pageFromAsset } from "./asset-page";
import { escapeHtml } from "./escape-html";
import { firstPaintHeaderHtml } from "./house-first-paint";
import { BROWSER_CACHE_CONTROL } from "./house-page-cache";
import { jsonForDataBlock, type PageTags, withPageTags } from "./page-tags";
import { tourShareImage } from "./share-image-paths";

const SHARE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A shared tour previews with its own card (its stops on a map); the link is unlisted, so search
 * engines are asked not to index it.
 */
export function sharedTourTags(tour: Tour, path: string, origin: string): PageTags {
  // The listed stops: archived ones are off the route and out of the card (decision 324).
  const count = tour.estimate.totalStops;
  const stops = count === 1 ? "1 stop" : `${count} stops`;
  // A published tour is in the town it was published with (decision 393).
  const where = tour.published ? `in ${tour.published.town}` : "on Long Island";
  return {
    title: tour.name,
    description: `A Christmas lights tour of ${stops} ${where}, about ${tour.estimate.miles.toFixed(1)} miles. Open it to see the route, the houses and directions.`,
    url: new URL(path, origin).href,
    image: tourShareImage(tour, origin),
    noindex: true,
  };
}

function outlineSvg(
  tour: Tour,
  kept: Tour["stops"],
  origin: { latitude: number; longitude: number } | null,
) {
  const outline = tourOutline(tour.start.kind === "place" ? origin : null, kept);
  const colors = TOUR_OUTLINE_COLORS;
  const start = outline.start
    ? `<circle cx="${outline.start.x}" cy="${outline.start.y}" r="7" fill="#ffffff" stroke="${colors.start}" stroke-width="4"></circle>`
    : "";
  const leaders = outline.leaders.map(
    ({ spot, circle }) =>
      `<line x1="${spot.x}" y1="${spot.y}" x2="${circle.x}" y2="${circle.y}" stroke="${colors.stopRing}" stroke-width="2"></line><circle cx="${spot.x}" cy="${spot.y}" r="${TOUR_OUTLINE_SPOT_RADIUS}" fill="${colors.stop}" stroke="${colors.stopRing}" stroke-width="1.5"></circle>`,
  );
  const stops = outline.stops.map(
    (p, i) =>
      `<g><circle cx="${p.x}" cy="${p.y}" r="${TOUR_OUTLINE_STOP_RADIUS}" fill="${colors.stop}" stroke="${colors.stopRing}" stroke-width="2"></circle><text x="${p.x}" y="${p.y}" dy="0.35em" text-anchor="middle" fill="#ffffff" font-size="13" font-weight="700">${i + 1}</text></g>`,
  );
  return [
    `<svg viewBox="0 0 ${TOUR_OUTLINE_WIDTH} ${TOUR_OUTLINE_HEIGHT}" preserveAspectRatio="xMidYMid meet" role="img" aria-label="${escapeHtml(tourOutlineLabel(kept.length))}" class="absolute inset-0 size-full">`,
    `<polyline points="${outline.line}" fill="none" stroke="${colors.line}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"></polyline>`,
    start,
    leaders.join(""),
    stops.join(""),
    `</svg>`,
  ].join("");
}

/** The route icon beside the name (lucide "route", as the app draws it); the popular list's too. */
export const ROUTE_ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-8 shrink-0 text-primary" aria-hidden="true"><path d="M9 5h8.5a1 1 0 010 7h-11a1 1 0 000 7H15"></path><circle cx="18" cy="19" r="3"></circle><circle cx="6" cy="5" r="3"></circle></svg>`;

export function sharedTourFirstPaintHtml(tour: Tour): string {
  // The totals as a viewer without a known position sees them first (the app's starting state).
  const totals = tourTotals(tour.start, tour.stops, tour.budgetMinutes, null);
  const keptIds = new Set(totals.kept.map((stop) => stop.id));
  let number = 0;
  const rows = tour.stops.map((stop) => {
    const kept = keptIds.has(stop.id);
    if (kept) number++;
    const place = `${streetLine(stop.address)}${stop.city ? `, ${stop.city}` : ""}`;
    return [
      `<li class="flex flex-wrap items-center gap-3 rounded-xl border p-3">`,
      `<span aria-hidden="true" class="flex size-8 shrink-0 items-center justify-center rounded-full font-semibold text-sm ${kept ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground"}">${kept ? number : "–"}</span>`,
      `<div class="min-w-0 flex-1 basis-48"><p class="truncate font-medium"><span class="sr-only">${kept ? `Stop ${number}: ` : "Left out: "}</span>${escapeHtml(stop.title)}</p>`,
      `<p class="flex items-center gap-1 text-muted-foreground text-sm"><span class="truncate">${escapeHtml(place)}</span></p>`,
      stop.archived ? `<p class="text-muted-foreground text-xs">${ARCHIVED_TEXT}</p>` : "",
      `</div>`,
      `</li>`,
    ].join("");
  });
  const main =
    tour.stops.length === 0
      ? ""
      : [
          `<div class="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]"><section aria-label="Stops" class="space-y-4">`,
          `<div class="relative h-64 w-full overflow-hidden rounded-xl border bg-night sm:h-80">${outlineSvg(tour, totals.kept, totals.origin)}</div>`,
          `<ol class="space-y-2" aria-label="Tour stops">${rows.join("")}</ol>`,
          `</section></div>`,
        ].join("");
  return [
    `<div ${FIRST_PAINT_ATTRIBUTE}="tour" class="flex min-h-dvh flex-col bg-background text-foreground">`,
    firstPaintHeaderHtml(),
    `<main class="min-h-[calc(100dvh-4rem)] flex-1 pb-20 lg:pb-0"><div class="mx-auto max-w-5xl space-y-6 px-4 py-8">`,
    // The sign-up banner a signed-out visitor sees (sign-up-banner.tsx), its buttons as shapes.
    `<aside aria-label="Sign up" class="flex items-start gap-3 rounded-xl border border-accent/40 bg-night p-4 text-white sm:items-center">`,
    `<span class="mt-0.5 size-5 shrink-0 sm:mt-0"></span>`,
    `<p class="flex-1 text-sm">Sign up free to save favorites, rate displays and plan your own lights tour.</p>`,
    `<span class="inline-flex h-8 shrink-0 items-center rounded-md bg-accent px-3 font-medium text-accent-foreground text-xs">Sign Up</span>`,
    `<span class="size-8 shrink-0"></span>`,
    `</aside>`,
    // As the app's header: a name without spaces wraps anywhere rather than running off the screen.
    `<header class="flex flex-wrap items-center justify-between gap-3"><div class="flex min-w-0 items-center gap-3">${ROUTE_ICON}<div class="min-w-0">`,
    `<h1 class="wrap-anywhere font-bold text-3xl tracking-tight">${escapeHtml(tour.name)}</h1>`,
    `<p class="wrap-anywhere text-muted-foreground">${escapeHtml(sharedTourSubtitle(tour.start))}</p>`,
    tour.stops.length > 0
      ? `<p class="text-muted-foreground text-sm">${escapeHtml(tourTotalsLine(totals))}</p>`
      : "",
    `</div></div>`,
    // "Save a copy" as a shape in its place (a button of the default variant).
    `<div class="flex flex-wrap gap-2"><span class="inline-flex h-10 items-center gap-2 rounded-lg bg-primary px-4 py-2 font-medium text-primary-foreground text-sm shadow-sm"><span class="size-4"></span>Save a copy</span></div>`,
    `</header>`,
    main,
    `</div></main></div>`,
  ].join("");
}

export const sharedTourPageRoutes = factory.createApp().get("/:shareId", async (c) => {
  const url = new URL(c.req.url);
  const shareId = c.req.param("shareId");
  const tour = SHARE_ID.test(shareId) ? await findSharedTour(createDb(c.env.DB), shareId) : null;
  if (!tour) return notFoundPage(c.env, c.req.raw);
  const shell = await appShell(c.env, url);
  const withFirstPaint = new HTMLRewriter()
    .on("#root", {
      element(element) {
        element.setInnerContent(sharedTourFirstPaintHtml(tour), { html: true });
      },
    })
    .transform(shell);
  const page = pageFromAsset(
    c.env,
    shell,
    withPageTags(
      withFirstPaint,
      sharedTourTags(tour, url.pathname, siteOrigin(c.env, url)),
      `<script type="application/json" id="${TOUR_DATA_ELEMENT_ID}">${jsonForDataBlock(tour)}</script>`,
    ),
    { status: 200, sameFile: false },
  );
  page.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  return page;
});
