/**
 * What search engines read before the pages: /robots.txt and /sitemap.xml. The sitemap lists
 * the landing, the public text pages, the town index, every town page and every house page, each
 * house and town with the date of its last change (houseChanged stamps it). Past
 * SITEMAP_URL_LIMIT addresses (the protocol's limit per file), /sitemap.xml becomes a sitemap
 * index of /sitemaps/{n}.xml files. Built on each request (one read of the slug index and of
 * the houses' ids and dates): crawlers read them a few times a day, and a new house is in at once.
 */
import { housePath } from "@contract/house-path";
import { MEDIA_PATH_PREFIX } from "@contract/photo-sizes";
import { TOWNS_PATH, townPath } from "@contract/town-path";
import { createDb } from "../db/client";
import { listHousePageDates, listTowns } from "../db/towns";
import { factory } from "../factory";
import { siteOrigin } from "../lib/site-origin";
import { PUBLIC_PAGE_PATHS } from "./app-page";
import { escapeHtml } from "./escape-html";

/** Addresses per sitemap file (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;
/** Browsers and crawlers may keep an answer this long. */
const MAX_AGE_SECONDS = 3600;

interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

async function sitemapEntries(db: ReturnType<typeof createDb>): Promise<SitemapEntry[]> {
  const [towns, houses] = await Promise.all([listTowns(db), listHousePageDates(db)]);
  const newest = houses.reduce<Date | null>(
    (latest, house) => (latest && latest > house.updatedAt ? latest : house.updatedAt),
    null,
  );
  return [
    { path: "/", lastmod: newest },
    { path: TOWNS_PATH, lastmod: newest },
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path, lastmod: null })),
    ...towns.map((town) => ({ path: townPath(town.citySlug), lastmod: town.updatedAt })),
    ...houses.map((house) => ({ path: housePath(house), lastmod: house.updatedAt })),
  ];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

function urlSet(entries: SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeHtml(new URL(entry.path, origin).href)}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return `<url>${loc}${lastmod}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${urls.join("\n")}\n</urlset>\n`;
}

function sitemapIndex(files: number, origin: string): string {
  const items = Array.from(
    { length: files },
    (_, index) =>
      `<sitemap><loc>${new URL(`/sitemaps/${index + 1}.xml`, origin).href}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join("\n")}\n</sitemapindex>\n`;
}

function xml(body: string, status = 200) {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": `public, max-age=${MAX_AGE_SECONDS}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * The sitemap answer for `path` ("/sitemap.xml" or "/sitemaps/{n}.xml"), or null for a file
 * that does not exist.
 */
async function sitemapAnswer(env: Env, url: URL): Promise<Response | null> {
  const entries = await sitemapEntries(createDb(env.DB));
  const files = Math.ceil(entries.length / SITEMAP_URL_LIMIT);
  const origin = siteOrigin(env, url);
  if (url.pathname === "/sitemap.xml") {
    return xml(files > 1 ? sitemapIndex(files, origin) : urlSet(entries, origin));
  }
  const page = Number(/^\/sitemaps\/([1-9][0-9]{0,5})\.xml$/.exec(url.pathname)?.[1] ?? 0);
  if (files <= 1 || page < 1 || page > files) return null;
  const start = (page - 1) * SITEMAP_URL_LIMIT;
  return xml(urlSet(entries.slice(start, start + SITEMAP_URL_LIMIT), origin));
}

/**
 * The API is no page to index, but the photos it serves (MEDIA_PATH_PREFIX) are what house pages
 * give crawlers as the JSON-LD `image`: allowed, ahead of the API's Disallow (Google takes the
 * longest matching rule, older crawlers the first).
 */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Disallow: /admin",
    `Allow: ${MEDIA_PATH_PREFIX}`,
    "Disallow: /api/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}

export const crawlFileRoutes = factory
  .createApp()
  .get("/robots.txt", (c) =>
    c.body(robotsTxt(siteOrigin(c.env, new URL(c.req.url))), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": `public, max-age=${MAX_AGE_SECONDS}`,
      "X-Content-Type-Options": "nosniff",
    }),
  )
  .get("/sitemap.xml", async (c) => {
    const url = new URL(c.req.url);
    return (await sitemapAnswer(c.env, url)) ?? c.notFound();
  })
  .get("/sitemaps/*", async (c) => {
    const url = new URL(c.req.url);
    const answer = await sitemapAnswer(c.env, url);
    return answer ?? xml(`${XML_HEAD}<error>No such sitemap</error>\n`, 404);
  });
