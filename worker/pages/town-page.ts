/**
 * GET /lights (every town with listed houses; archived ones leave their town, decision 168) and
 * /lights/{citySlug} (one town's houses): the SPA's HTML with the page's tags and, inside #root,
 * the whole list as plain links (a first paint the app replaces, like a house page's), so a
 * crawler or a browser without JavaScript reaches every house, and the API's answer as a JSON
 * data block the app's screen starts from. Cached at the edge like house pages; houseChanged
 * purges the town's page and the index. A town no listed house names is the not-found page
 * with status 404, and the index and the sitemap leave it out (db/towns.ts).
 */
import { featureLabel } from "@contract/features";
import { FIRST_PAINT_ATTRIBUTE } from "@contract/house-page-data";
import { housePath } from "@contract/house-path";
import { PAGE_TITLES } from "@contract/page-titles";
import { HOUSE_CARD_PHOTO_SIZES } from "@contract/photo-sizes";
import { townPageTitle } from "@contract/town-name";
import { TOWN_DATA_ELEMENT_ID, TOWNS_PATH, townPath } from "@contract/town-path";
import { type TownDetail, type TownSummary, townName } from "@contract/towns";
import { createDb } from "../db/client";
import { firstPhotoUrl } from "../db/house-detail";
import { listTowns } from "../db/towns";
import { factory } from "../factory";
import { purgeOnHouseChange } from "../lib/house-changed";
import { siteOrigin } from "../lib/site-origin";
import { townDetail, townSummary } from "../routes/towns";
import { notFoundPage } from "./app-page";
import { appShell, pageFromAsset } from "./asset-page";
import { escapeHtml } from "./escape-html";
import { photoImgHtml, photoPreloadLink } from "./first-paint-photo";
import { firstPaintHeaderHtml } from "./house-first-paint";
import { afterAnswer } from "./house-page";
import { BROWSER_CACHE_CONTROL, cachedHousePage, cacheHousePage } from "./house-page-cache";
import { jsonForDataBlock, type PageTags, siteShareImage, withPageTags } from "./page-tags";
import { houseShareImage } from "./share-image-paths";

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** The header bar and main area in the app's own layout classes (header.tsx, footer.tsx). */
function firstPaintFrame(kind: "town" | "towns", main: string): string {
  return [
    `<div ${FIRST_PAINT_ATTRIBUTE}="${kind}" class="flex min-h-dvh flex-col bg-background text-foreground">`,
    firstPaintHeaderHtml(),
    `<main class="min-h-[calc(100dvh-4rem)] flex-1 pb-20 lg:pb-0"><div class="mx-auto max-w-7xl space-y-8 px-4 py-8">${main}</div></main>`,
    `</div>`,
  ].join("");
}

function townLinks(towns: TownSummary[]): string {
  const items = towns.map(
    (town) =>
      `<li class="wrap-anywhere"><a class="underline-offset-4 hover:underline" href="${escapeHtml(townPath(town.citySlug))}">${escapeHtml(town.city)}</a> <span class="text-muted-foreground text-sm">(${plural(town.houseCount, "house", "houses")})</span></li>`,
  );
  return `<ul class="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">${items.join("")}</ul>`;
}

export function townsFirstPaintHtml(towns: TownSummary[]): string {
  return firstPaintFrame(
    "towns",
    `<h1 class="font-bold text-3xl tracking-tight md:text-4xl">Christmas lights by town</h1>${townLinks(towns)}`,
  );
}

/**
 * The first house's photo as its card will show it (full card width, 4:3, the same file as the
 * preload): the screen's largest paint comes with the HTML instead of after the app.
 */
function firstCardPhoto(detail: TownDetail, origin: string): string {
  const url = firstCardPhotoUrl(detail, origin);
  return url
    ? photoImgHtml(url, {
        sizes: HOUSE_CARD_PHOTO_SIZES,
        width: 4,
        height: 3,
        alt: "",
        className: "aspect-[4/3] w-full object-cover",
      })
    : "";
}

export function townFirstPaintHtml(detail: TownDetail, origin: string): string {
  const houses = detail.houses.map((house, index) => {
    const rating =
      house.reviewCount > 0
        ? `${house.avgRating.toFixed(1)} stars (${plural(house.reviewCount, "review", "reviews")})`
        : "No reviews yet";
    const features = house.features.map(featureLabel).join(", ");
    return [
      `<li class="overflow-hidden rounded-xl border">`,
      index === 0 ? firstCardPhoto(detail, origin) : "",
      `<div class="p-4">`,
      `<h2 class="wrap-anywhere font-semibold text-lg"><a class="underline-offset-4 hover:underline" href="${escapeHtml(housePath(house))}">${escapeHtml(house.title)}</a></h2>`,
      `<p class="wrap-anywhere text-muted-foreground text-sm">${escapeHtml(house.address)} · ${escapeHtml(rating)}${house.litTonight ? " · Lit tonight" : ""}</p>`,
      features ? `<p class="text-sm">${escapeHtml(features)}</p>` : "",
      `</div></li>`,
    ].join("");
  });
  return firstPaintFrame(
    "town",
    [
      `<nav aria-label="Breadcrumb" class="wrap-anywhere text-muted-foreground text-sm"><a href="${TOWNS_PATH}">Long Island</a> › ${escapeHtml(detail.town.city)}</nav>`,
      `<h1 class="wrap-anywhere font-bold text-3xl tracking-tight md:text-4xl">${escapeHtml(townPageTitle(detail.town))}</h1>`,
      `<p class="text-muted-foreground">${plural(detail.houses.length, "display", "displays")}</p>`,
      `<ul class="grid gap-4 md:grid-cols-2">${houses.join("")}</ul>`,
      detail.neighbours.length > 0
        ? `<h2 class="font-semibold text-xl">Nearby towns</h2>${townLinks(detail.neighbours)}`
        : "",
    ].join(""),
  );
}

/** The first house's photo as stored, when it is a path on this site or an http(s) address. */
function firstCardPhotoUrl(detail: TownDetail, origin: string): string | null {
  const url = detail.houses[0]?.mainImageUrl;
  if (!url || !URL.canParse(url, origin)) return null;
  const { protocol } = new URL(url, origin);
  return protocol === "https:" || protocol === "http:" ? url : null;
}

/**
 * The town screen's first card photo is its largest paint on a phone: preloaded from the head, at
 * high priority and in the size the card picks, before the parser reaches the first paint's copy.
 */
function firstCardPhotoPreload(detail: TownDetail, origin: string): string {
  const url = firstCardPhotoUrl(detail, origin);
  return url ? photoPreloadLink(url, HOUSE_CARD_PHOTO_SIZES) : "";
}

function townDescription(detail: TownDetail): string {
  const name = townName(detail.town);
  const count = plural(detail.houses.length, "Christmas light display", "Christmas light displays");
  const best = detail.houses[0]?.title;
  return `${count} in ${name}${best ? `, including ${best}` : ""}: photos, reviews, hours, what is lit tonight and directions.`;
}

/**
 * `topPhotoUrl` is the picture the first house's page shows (house-page-html.ts, mainPhotoUrl):
 * its card's version names it (decision 393).
 */
export function townTags(detail: TownDetail, origin: string, topPhotoUrl: string | null): PageTags {
  const url = new URL(townPath(detail.town.citySlug), origin).href;
  const top = detail.houses[0];
  return {
    title: townPageTitle(detail.town),
    description: townDescription(detail),
    url,
    image: top ? houseShareImage(top, topPhotoUrl, origin) : siteShareImage(origin),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: townPageTitle(detail.town),
        url,
        numberOfItems: detail.houses.length,
        itemListElement: detail.houses.map((house, index) => ({
          "@type": "ListItem",
          position: index + 1,
          url: new URL(housePath(house), origin).href,
          name: house.title,
        })),
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          {
            "@type": "ListItem",
            position: 1,
            name: "Long Island",
            item: new URL(TOWNS_PATH, origin).href,
          },
          { "@type": "ListItem", position: 2, name: detail.town.city, item: url },
        ],
      },
    ],
  };
}

function townsTags(towns: TownSummary[], origin: string): PageTags {
  const houses = towns.reduce((sum, town) => sum + town.houseCount, 0);
  return {
    title: PAGE_TITLES.towns,
    description: `${plural(houses, "Christmas light display", "Christmas light displays")} in ${plural(towns.length, "Long Island town", "Long Island towns")}: pick a town to see its houses, ratings and what is lit tonight.`,
    url: new URL(TOWNS_PATH, origin).href,
    image: siteShareImage(origin),
  };
}

/** Drops the cached town index and the pages of `citySlugs` (the towns an edit touched). */
export async function purgeTownPages(origin: string, citySlugs: (string | null)[]) {
  const keys = new Set([new URL(TOWNS_PATH, origin).href]);
  for (const slug of citySlugs) if (slug) keys.add(new URL(townPath(slug), origin).href);
  await Promise.all([...keys].map((key) => caches.default.delete(key)));
}

purgeOnHouseChange((origin, link) => purgeTownPages(origin, [link.citySlug]));

export const townPageRoutes = factory.createApp().get("/*", async (c) => {
  const url = new URL(c.req.url);
  const origin = siteOrigin(c.env, url);
  const match = /^\/lights(?:\/([^/]+))?$/.exec(url.pathname);
  if (!match) return notFoundPage(c.env, c.req.raw);
  const cacheKey = c.req.header("Authorization") ? null : new URL(url.pathname, origin).href;
  if (cacheKey) {
    const hit = await cachedHousePage(cacheKey);
    if (hit) return hit;
  }
  const db = createDb(c.env.DB);
  let firstPaint: string;
  let tags: PageTags;
  let data: unknown;
  let preload = "";
  if (match[1] === undefined) {
    const towns = (await listTowns(db)).map(townSummary);
    firstPaint = townsFirstPaintHtml(towns);
    data = towns;
    tags = townsTags(towns, origin);
  } else {
    const detail = await townDetail(db, match[1]);
    // Unknown towns are not cached: a town's first house must not wait for a purge.
    if (!detail) return notFoundPage(c.env, c.req.raw);
    firstPaint = townFirstPaintHtml(detail, origin);
    data = detail;
    const top = detail.houses[0];
    const topPhotoUrl = top ? (top.mainImageUrl ?? (await firstPhotoUrl(db, top.id))) : null;
    tags = townTags(detail, origin, topPhotoUrl);
    preload = firstCardPhotoPreload(detail, origin);
  }
  const shell = await appShell(c.env, url);
  const withList = new HTMLRewriter()
    .on("#root", {
      element(element) {
        element.setInnerContent(firstPaint, { html: true });
      },
    })
    .transform(shell);
  const page = pageFromAsset(
    c.env,
    shell,
    withPageTags(
      withList,
      tags,
      `${preload}<script type="application/json" id="${TOWN_DATA_ELEMENT_ID}">${jsonForDataBlock(data)}</script>`,
    ),
    {
      status: 200,
      sameFile: false,
    },
  );
  page.headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
  const html = await page.text();
  const init = { status: 200, headers: page.headers };
  if (cacheKey) await afterAnswer(c, cacheHousePage(cacheKey, new Response(html, init)));
  return new Response(html, init);
});
