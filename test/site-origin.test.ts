/**
 * One host for search engines (worker/lib/site-origin.ts, docs/seo.md): with SITE_ORIGIN set, a
 * page asked for on any other host is a 301 to the same path and query on it, kept by browsers
 * for a bounded time (SITE_ORIGIN moves once, to the custom domain), and everything the
 * pages name (canonical links, preview tags, JSON-LD, robots.txt, the sitemap) is on it; the API
 * answers on every host. Without it every host answers and names itself, as before.
 */
import { housePath } from "@contract/house-path";
import { describe, it } from "vitest";
import { apiWithEnv, createHouse } from "./factories";

const SITE = "https://lilights.test";
const WORKERS_DEV = "https://li-lights.someone.workers.dev";

function canonical(html: string): string | null {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;
}

function metaContent(html: string, key: string): string | null {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
}

/** Every absolute URL in the page's JSON-LD blocks but schema.org's own. */
function jsonLdUrls(html: string): string[] {
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? "");
  return blocks
    .flatMap((block) => [...block.matchAll(/"(https?:\/\/[^"]*)"/g)].map((m) => m[1]!))
    .filter((url) => url !== "https://schema.org");
}

const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * How long a browser may keep a redirect (its Cache-Control max-age), Infinity without one: a
 * 301 with no cache headers is kept for good, so a redirect to SITE_ORIGIN would outlive a move
 * of SITE_ORIGIN (workers.dev to the custom domain) and then loop.
 */
function keptForSeconds(res: Response): number {
  const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(res.headers.get("Cache-Control") ?? "")?.[1];
  return maxAge === undefined ? Number.POSITIVE_INFINITY : Number(maxAge);
}

async function get(url: string, siteOrigin: string, init: { method?: string } = {}) {
  return apiWithEnv({ SITE_ORIGIN: siteOrigin }, url, init);
}

describe("SITE_ORIGIN set", () => {
  it("redirects a page on another host or on plain http to the same path and query on it, not the API", async ({
    expect,
  }) => {
    const house = await createHouse({ title: "The Origin House" });
    for (const [from, to] of [
      [`${WORKERS_DEV}/`, `${SITE}/`],
      [`${WORKERS_DEV}/privacy-policy?ref=chat`, `${SITE}/privacy-policy?ref=chat`],
      [`${WORKERS_DEV}${housePath(house)}`, `${SITE}${housePath(house)}`],
      [`${WORKERS_DEV}/lights/`, `${SITE}/lights`],
      [`${WORKERS_DEV}/robots.txt`, `${SITE}/robots.txt`],
      [`${WORKERS_DEV}/sitemap.xml`, `${SITE}/sitemap.xml`],
      [`${WORKERS_DEV}/share/site.png`, `${SITE}/share/site.png`],
      [`${WORKERS_DEV}/no-such-page`, `${SITE}/no-such-page`],
      ["http://lilights.test/map", `${SITE}/map`],
    ] as const) {
      const res = await get(from, SITE);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("Location"), from).toBe(to);
      expect(keptForSeconds(res), from).toBeGreaterThan(0);
      expect(keptForSeconds(res), from).toBeLessThanOrEqual(ONE_DAY_SECONDS);
    }
    const head = await get(`${WORKERS_DEV}/terms-of-service`, SITE, { method: "HEAD" });
    expect(head.status).toBe(301);
    expect(head.headers.get("Location")).toBe(`${SITE}/terms-of-service`);
    expect(keptForSeconds(head)).toBeLessThanOrEqual(ONE_DAY_SECONDS);
    // The API answers on every host (a tab opened before the redirect keeps working).
    const api = await get(`${WORKERS_DEV}/api/site-content?page=landing`, SITE);
    expect(api.status).toBe(200);
    expect(await api.json()).toHaveProperty("content");
    expect((await get(`${WORKERS_DEV}/api/no-such-route`, SITE)).status).toBe(404);
  });

  it("names it in canonical links, preview tags, JSON-LD, robots.txt and the sitemap", async ({
    expect,
  }) => {
    const house = await createHouse({ title: "The Named House", city: "Seaford" });
    // A crawler reading the workers.dev address is sent to the site's own robots.txt.
    const elsewhere = await get(`${WORKERS_DEV}/robots.txt`, SITE);
    expect(elsewhere.headers.get("Location")).toBe(`${SITE}/robots.txt`);
    const landing = await (await get(`${SITE}/`, SITE)).text();
    expect(canonical(landing)).toBe(`${SITE}/`);
    expect(metaContent(landing, "og:url")).toBe(`${SITE}/`);
    expect(metaContent(landing, "og:image")).toBe(`${SITE}/share/site.png`);
    expect(jsonLdUrls(landing)).toEqual([`${SITE}/`, `${SITE}/home?q={search_term_string}`]);

    const housePage = await (await get(`${SITE}${housePath(house)}`, SITE)).text();
    expect(canonical(housePage)).toBe(`${SITE}${housePath(house)}`);
    // The card with its version (decision 393).
    expect(metaContent(housePage, "og:image")).toMatch(
      new RegExp(`^${SITE}/share/house/${house.id}\\.png\\?v=[0-9a-f]{16}$`),
    );
    const houseUrls = jsonLdUrls(housePage);
    expect(houseUrls.length).toBeGreaterThan(2);
    for (const url of houseUrls) expect(url.startsWith(`${SITE}/`), url).toBe(true);

    const robots = await (await get(`${SITE}/robots.txt`, SITE)).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await (await get(`${SITE}/sitemap.xml`, SITE)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    expect(locs).toContain(`${SITE}${housePath(house)}`);
    for (const loc of locs) expect(loc.startsWith(`${SITE}/`), loc).toBe(true);
  });
});

describe("SITE_ORIGIN unset or refused", () => {
  it("lets every host answer and name itself", async ({ expect }) => {
    for (const siteOrigin of [
      "",
      "lilights.test",
      "https://lilights.test/",
      "http://lilights.test",
    ]) {
      const res = await get(`${WORKERS_DEV}/privacy-policy`, siteOrigin);
      expect(res.status, siteOrigin).toBe(200);
      const html = await res.text();
      expect(canonical(html), siteOrigin).toBe(`${WORKERS_DEV}/privacy-policy`);
      expect(metaContent(html, "og:image"), siteOrigin).toBe(`${WORKERS_DEV}/share/site.png`);
    }
    const robots = await (await get("http://localhost:8787/robots.txt", "")).text();
    expect(robots).toContain("Sitemap: http://localhost:8787/sitemap.xml");
    const slash = await get(`${WORKERS_DEV}/privacy-policy/`, "");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("Location")).toBe("/privacy-policy");
  });
});
