/**
 * What search engines and link previews read (worker/pages/): robots.txt, the sitemap, real 404s
 * for paths without a screen and for unknown towns, one URL per page, the town pages' HTML (every
 * house a plain link, edge cache purged by an edit), preview tags and JSON-LD.
 */
import { env, exports } from "cloudflare:workers";
import { housePath } from "@contract/house-path";
import { townDetailSchema } from "@contract/towns";
import { describe, type ExpectStatic, it } from "vitest";
import { expectJson } from "./expect-json";
import { api, createHouse, newAdmin, newCaller, signedIn } from "./factories";

async function page(path: string) {
  const res = await api(path);
  return { res, html: await res.text() };
}

function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] ?? null;
}

function canonical(html: string): string | null {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;
}

/** Every JSON-LD block of the page, parsed. */
// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, which the assertions check field by field.
function jsonLd(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null"),
  );
}

function sitemapLocs(xml: string): Map<string, string | null> {
  const entries = new Map<string, string | null>();
  for (const match of xml.matchAll(
    /<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g,
  )) {
    entries.set(match[1]!.replace(/&amp;/g, "&"), match[2] ?? null);
  }
  return entries;
}

/** A town of its own per test: the worker's pool shares one database between tests. */
function uniqueTown(name: string) {
  const suffix = Math.random().toString(36).slice(2, 7);
  return {
    city: `${name} ${suffix}`,
    citySlug: `${name.toLowerCase().replace(/ /g, "-")}-${suffix}`,
  };
}

/**
 * Whether robots.txt lets a crawler fetch `path`, as Google reads it: the longest matching
 * Allow or Disallow rule wins, Allow on a tie. Its Allow lines come first too, for crawlers that
 * take the first match.
 */
function robotsAllow(robots: string, path: string): boolean {
  const rules = robots
    .split("\n")
    .map((line) => /^(Allow|Disallow): (\S+)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, prefix]) => ({ allow: kind === "Allow", prefix: prefix! }))
    .filter((rule) => path.startsWith(rule.prefix));
  const longest = Math.max(0, ...rules.map((rule) => rule.prefix.length));
  const winners = rules.filter((rule) => rule.prefix.length === longest);
  return winners.length === 0 || winners.some((rule) => rule.allow);
}

describe("robots.txt", () => {
  it("is plain text that keeps crawlers out of /admin and /api/ and names the sitemap", async ({
    expect,
  }) => {
    const { res, html: text } = await page("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const lines = text.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Sitemap: http://localhost/sitemap.xml");
    for (const path of ["/admin/users", "/api/houses", "/api/videos/abc"]) {
      expect(robotsAllow(text, path), path).toBe(false);
    }
  });

  it("lets crawlers fetch the photos a house page names in its JSON-LD", async ({ expect }) => {
    const house = await createHouse({ mainImageUrl: "/api/media/photos/robots-photo.jpg" });
    const robots = (await page("/robots.txt")).html;
    const [place] = jsonLd((await page(housePath(house))).html);
    const images: string[] = place?.image ?? [];
    expect(images).toContain("http://localhost/api/media/photos/robots-photo.jpg");
    for (const image of images)
      expect(robotsAllow(robots, new URL(image).pathname), image).toBe(true);
    // First as well as longest, for crawlers that stop at the first rule that matches.
    const lines = robots.split("\n");
    expect(lines.indexOf("Allow: /api/media/")).toBeGreaterThan(-1);
    expect(lines.indexOf("Allow: /api/media/")).toBeLessThan(lines.indexOf("Disallow: /api/"));
  });
});

describe("sitemap.xml", () => {
  it("lists every house and town page and the public pages, with the last change", async ({
    expect,
  }) => {
    const town = uniqueTown("Seaford");
    const first = await createHouse({ city: town.city });
    const second = await createHouse({ city: town.city });
    const noSlugs = await createHouse({ slugs: false });
    const gone = await createHouse({ city: town.city });
    const admin = await newAdmin();
    const removed = await api(`/api/admin/houses/${gone.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(removed.status).toBe(200);

    const { res, html: xml } = await page("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const entries = sitemapLocs(xml);
    const publicPages = ["/privacy-policy", "/terms-of-service", "/contact-us", "/tours/popular"];
    for (const path of ["/", "/lights", ...publicPages]) {
      expect(entries.has(`http://localhost${path}`), path).toBe(true);
    }
    // The short aliases are one page with the long names: listed once.
    expect(entries.has("http://localhost/privacy")).toBe(false);
    for (const house of [first, second, noSlugs]) {
      const lastmod = entries.get(`http://localhost${housePath(house)}`);
      expect(lastmod, housePath(house)).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(entries.has(`http://localhost/house/${town.citySlug}/${gone.streetSlug}`)).toBe(false);
    expect(entries.has(`http://localhost/house/${gone.id}`)).toBe(false);
    expect(entries.get(`http://localhost/lights/${town.citySlug}`)).toMatch(/^\d{4}-/);

    // Every house and every town of the database, nothing more; a town is listed while one of
    // its houses is (archived houses keep their pages but leave their towns).
    const rows = await env.DB.prepare(
      "SELECT id, city_slug, street_slug, archived_at FROM houses",
    ).all<{
      id: number;
      city_slug: string | null;
      street_slug: string | null;
      archived_at: number | null;
    }>();
    const houseUrls = [...entries.keys()].filter((url) =>
      url.startsWith("http://localhost/house/"),
    );
    expect(houseUrls).toHaveLength(rows.results.length);
    const towns = new Set(
      rows.results
        .filter((row) => row.archived_at === null)
        .map((row) => row.city_slug)
        .filter(Boolean),
    );
    const townUrls = [...entries.keys()].filter((url) =>
      url.startsWith("http://localhost/lights/"),
    );
    expect(townUrls.sort()).toEqual(
      [...towns].map((slug) => `http://localhost/lights/${slug}`).sort(),
    );
  });

  it("dates a house by its last edit", async ({ expect }) => {
    const house = await createHouse({ createdAt: Date.parse("2025-12-01T00:00:00Z") });
    await env.DB.prepare("UPDATE houses SET updated_at = ? WHERE id = ?")
      .bind(Date.parse("2025-12-01T00:00:00Z"), house.id)
      .run();
    const url = `http://localhost${housePath(house)}`;
    expect(sitemapLocs((await page("/sitemap.xml")).html).get(url)).toBe(
      "2025-12-01T00:00:00.000Z",
    );
    const before = Date.now();
    const rater = await signedIn(newCaller());
    const rated = await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: rater.token,
      body: { rating: 5 },
    });
    expect(rated.status).toBeLessThan(300);
    const lastmod = sitemapLocs((await page("/sitemap.xml")).html).get(url);
    expect(Date.parse(lastmod ?? "")).toBeGreaterThanOrEqual(before - 1000);
  });

  // 50,000 rows written and read back as XML: seconds on a loaded machine.
  it("becomes an index of files of at most 50,000 addresses past that size", {
    timeout: 180_000,
  }, async ({ expect }) => {
    // 50,000 houses in one statement (a town of their own), so the list passes the limit.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50000)
       INSERT INTO houses (title, address, city, state, latitude, longitude, lat_band, address_key,
         city_slug, street_slug)
       SELECT 'Bulk ' || i, i || ' Bulk Street', 'Bulkton', 'NY', 40.7, -73.5, 2035,
         i || ' bulk st|bulkton', 'bulkton', i || '-bulk-st' FROM n`,
    ).run();
    try {
      const { res, html: index } = await page("/sitemap.xml");
      expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
      expect(index).toContain("<sitemapindex");
      const files = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map(
        (m) => m[1]!,
      );
      expect(files[0]).toBe("http://localhost/sitemaps/1.xml");
      expect(files.length).toBeGreaterThanOrEqual(2);
      let total = 0;
      for (const file of files) {
        const part = await page(new URL(file).pathname);
        expect(part.res.status).toBe(200);
        const count = sitemapLocs(part.html).size;
        expect(count).toBeLessThanOrEqual(50_000);
        total += count;
      }
      const houses = await env.DB.prepare("SELECT count(*) AS n FROM houses").first<{
        n: number;
      }>();
      expect(total).toBeGreaterThan(houses!.n);
      expect((await page(`/sitemaps/${files.length + 1}.xml`)).res.status).toBe(404);
    } finally {
      await env.DB.prepare("DELETE FROM houses WHERE city_slug = 'bulkton'").run();
    }
  });
});

describe("pages without a screen", () => {
  it("answer 404 with the not-found page, never the app's shell as a 200", async ({ expect }) => {
    for (const path of [
      "/no-such-page",
      "/house",
      "/lights/a/b",
      "/privacy/extra",
      "/wp-login.php",
    ]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type"), path).toMatch(/^text\/html/);
      expect(html, path).toContain("<title>Page Not Found · LI Lights</title>");
      expect(metaContent(html, "robots"), path).toBe("noindex");
      expect(res.headers.get("Content-Security-Policy"), path).toMatch(/script-src 'self'/);
    }
  });

  it("keep the API's JSON answer under /api", async ({ expect }) => {
    const res = await api("/api/no-such-route");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: expect.stringContaining("No API route") });
  });

  it("leave the screens of the app at 200", async ({ expect }) => {
    for (const path of ["/map", "/home", "/favorites", "/privacy", "/lights"]) {
      expect((await page(path)).res.status, path).toBe(200);
    }
  });

  it("an unknown town is a 404", async ({ expect }) => {
    const { res, html } = await page("/lights/no-such-town-anywhere");
    expect(res.status).toBe(404);
    expect(html).toContain("<title>Page Not Found · LI Lights</title>");
  });

  it("name no canonical address beside their noindex (decision 422)", async ({ expect }) => {
    for (const path of ["/no-such-page?x=1", "/lights/no-such-town-anywhere", "/house/99999999"]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(metaContent(html, "robots"), path).toBe("noindex");
      expect(canonical(html), path).toBeNull();
      expect(html.match(/<link rel="canonical"/g), path).toBeNull();
    }
  });
});

describe("one URL per page", () => {
  it("redirects a trailing slash to the page's own path, query kept", async ({ expect }) => {
    for (const [from, to] of [
      ["/privacy-policy/", "/privacy-policy"],
      ["/lights/?a=1", "/lights?a=1"],
      ["/map//", "/map"],
    ]) {
      // Not followed: the test sees the redirect itself.
      const res = await exports.default.fetch(
        new Request(`http://localhost${from}`, { redirect: "manual" }),
      );
      expect(res.status, from).toBe(301);
      const location = new URL(res.headers.get("Location") ?? "", "http://localhost");
      expect(`${location.pathname}${location.search}`, from).toBe(to);
    }
  });

  it("redirects a town's or street's slug with capitals to its lower case, query kept", async ({
    expect,
  }) => {
    const town = uniqueTown("Capital Bay");
    const house = await createHouse({ city: town.city });
    const [citySlug = "", streetSlug = ""] = housePath(house).split("/").slice(2);
    const shout = (slug: string) => slug.toUpperCase();
    const title = (slug: string) => slug.replace(/(^|-)([a-z])/g, (m) => m.toUpperCase());
    const redirects: [string, string][] = [
      [`/lights/${title(town.citySlug)}`, `/lights/${town.citySlug}`],
      [
        `/lights/${shout(town.citySlug)}/?sort=rating&q=A`,
        `/lights/${town.citySlug}?sort=rating&q=A`,
      ],
      [
        `/house/${shout(citySlug)}/${streetSlug}?ref=chat`,
        `/house/${citySlug}/${streetSlug}?ref=chat`,
      ],
      [`/house/${title(citySlug)}/${title(streetSlug)}`, housePath(house)],
    ];
    for (const [from, to] of redirects) {
      const res = await exports.default.fetch(
        new Request(`http://localhost${from}`, { redirect: "manual" }),
      );
      expect(res.status, from).toBe(301);
      const location = new URL(res.headers.get("Location") ?? "", "http://localhost");
      expect(`${location.pathname}${location.search}`, from).toBe(to);
      expect((await page(to)).res.status, to).toBe(200);
    }
    // A shared tour's id keeps its case; the other segments match with theirs (decision 343).
    for (const path of [
      "/tours/shared/AbCdEfGhIjKlMnOpQrStUv",
      `/Lights/${town.citySlug}`,
      "/HOME",
      "/lights/Two%20Words",
    ]) {
      const res = await exports.default.fetch(
        new Request(`http://localhost${path}`, { redirect: "manual" }),
      );
      expect(res.status, path).toBe(404);
    }
  });

  it("names one canonical URL without the query, and the long name of an alias", async ({
    expect,
  }) => {
    expect(canonical((await page("/lights?sort=rating")).html)).toBe("http://localhost/lights");
    expect(canonical((await page("/privacy")).html)).toBe("http://localhost/privacy-policy");
    expect(canonical((await page("/privacy-policy?x=1")).html)).toBe(
      "http://localhost/privacy-policy",
    );
    const house = await createHouse();
    expect(canonical((await page(`/house/${house.id}?ref=chat`)).html)).toBe(
      `http://localhost${housePath(house)}`,
    );
  });
});

describe("town pages", () => {
  it("hold every house of the town as a plain link, with the town's title and count", async ({
    expect,
  }) => {
    const town = uniqueTown("Massapequa Park");
    const houses = [];
    for (let index = 0; index < 4; index += 1) {
      houses.push(
        await createHouse({
          city: town.city,
          title: `Display ${index} <b>`,
          avgRating: index,
          reviewCount: index,
          features: index === 1 ? ["Music-Sync"] : [],
        }),
      );
    }
    const elsewhere = await createHouse({
      city: uniqueTown("Wantagh").city,
      latitude: 40.68,
      longitude: -73.51,
    });
    const { res, html } = await page(`/lights/${town.citySlug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(html).toContain(`<title>Christmas lights in ${town.city}, NY · LI Lights</title>`);
    expect(metaContent(html, "description")).toMatch(
      new RegExp(`^4 Christmas light displays in ${town.city}, NY`),
    );
    for (const house of houses) {
      expect(html).toContain(`href="${housePath(house)}"`);
    }
    expect(html).toContain("Display 1 &lt;b&gt;");
    expect(html).toContain("Music Synchronized");
    expect(html).not.toContain(`href="${housePath(elsewhere)}"`);
    // Nearby towns link to their own pages.
    expect(html).toContain(`href="/lights/${elsewhere.citySlug}"`);

    const [list, breadcrumbs] = jsonLd(html);
    expect(list?.["@type"]).toBe("ItemList");
    expect(list?.numberOfItems).toBe(4);
    expect(list?.itemListElement.map((item: { url: string }) => item.url).sort()).toEqual(
      houses.map((house) => `http://localhost${housePath(house)}`).sort(),
    );
    expect(breadcrumbs?.["@type"]).toBe("BreadcrumbList");

    // Houses made straight in D1 do not purge the index an earlier test may have cached.
    await caches.default.delete("http://localhost/lights");
    const index = await page("/lights");
    expect(index.res.status).toBe(200);
    expect(index.html).toContain(`href="/lights/${town.citySlug}"`);
    expect(index.html).toContain("(4 houses)");
  });

  it("answer a filtered address with the plain town, named as the one page (decision 397)", async ({
    expect,
  }) => {
    const town = uniqueTown("Massapequa");
    const blowUps = await createHouse({ city: town.city, features: ["Blow-Ups"] });
    const plain = await createHouse({ city: town.city, features: [] });
    const { res, html } = await page(`/lights/${town.citySlug}?features=Blow-Ups&lit=tonight`);
    expect(res.status).toBe(200);
    // Every house, as the plain town's first HTML holds them: the screen filters after it.
    expect(html).toContain(`href="${housePath(blowUps)}"`);
    expect(html).toContain(`href="${housePath(plain)}"`);
    const url = `http://localhost/lights/${town.citySlug}`;
    expect(canonical(html)).toBe(url);
    expect(metaContent(html, "og:url")).toBe(url);
    expect(jsonLd(html)[0]?.url).toBe(url);
  });

  it("list a rating many people gave above one person's (decision 364)", async ({ expect }) => {
    const town = uniqueTown("Seaford");
    const make = (title: string, avgRating: number, reviewCount: number) =>
      createHouse({ city: town.city, title, avgRating, reviewCount });
    // Made in an order none of the expected orders follows.
    const unrated = await make("Unrated", 0, 0);
    const once = await make("Five stars once", 5, 1);
    const low = await make("Two stars from four", 2, 4);
    const many = await make("Loved by six", 4.6, 6);
    const answer = await expectJson(await api(`/api/towns/${town.citySlug}`), townDetailSchema);
    expect(answer.houses.map((house) => house.id)).toEqual([many.id, once.id, unrated.id, low.id]);
    // The first paint lists them in the same order.
    const { html } = await page(`/lights/${town.citySlug}`);
    const at = (house: Parameters<typeof housePath>[0]) =>
      html.indexOf(`href="${housePath(house)}"`);
    expect(at(many)).toBeLessThan(at(once));
    expect(at(once)).toBeLessThan(at(unrated));
    expect(at(unrated)).toBeLessThan(at(low));
  });

  it("are cached at the edge until a house of the town changes", async ({ expect }) => {
    const town = uniqueTown("Seaford");
    const house = await createHouse({ city: town.city, title: "Before the edit" });
    const path = `/lights/${town.citySlug}`;
    await page(path);
    for (let attempt = 0; ; attempt += 1) {
      if ((await page(path)).res.headers.get("CF-Cache-Status") === "HIT") break;
      if (attempt > 50) throw new Error("never cached");
      await scheduler.wait(20);
    }
    await env.DB.prepare("UPDATE houses SET title = ? WHERE id = ?")
      .bind("Behind the cache", house.id)
      .run();
    expect((await page(path)).html).toContain("Before the edit");

    // A rating through the API is an edit of the house: its town's page is built again.
    const rater = await signedIn(newCaller());
    const rated = await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: rater.token,
      body: { rating: 5 },
    });
    expect(rated.status).toBeLessThan(300);
    const after = await page(path);
    expect(after.res.headers.get("CF-Cache-Status")).not.toBe("HIT");
    expect(after.html).toContain("Behind the cache");
    expect(after.html).toContain("5.0 stars (1 review)");
  });

  it("show an import's new houses and drop archived ones at once, cached or not", async ({
    expect,
  }) => {
    // An import's town must be one the app knows, its pin near it (decision 419): a town no other
    // test's page uses.
    const town = { city: "Orient", citySlug: "orient" };
    const listed = await createHouse({ city: town.city, title: "Listed before the import" });
    const path = `/lights/${town.citySlug}`;
    const cached = async () => {
      await page(path);
      for (let attempt = 0; ; attempt += 1) {
        if ((await page(path)).res.headers.get("CF-Cache-Status") === "HIT") return;
        if (attempt > 50) throw new Error("never cached");
        await scheduler.wait(20);
      }
    };
    await cached();

    const admin = await newAdmin();
    const form = new FormData();
    form.set(
      "file",
      new File(
        [
          "title,address,town,latitude,longitude\n" +
            `Imported Lights,${Math.floor(Math.random() * 9000) + 1000} Import Way,${town.city},${(41.14 + Math.random() * 0.01).toFixed(5)},${(-72.29 - Math.random() * 0.01).toFixed(5)}\n`,
        ],
        "list.csv",
      ),
    );
    const preview = await exports.default.fetch(
      new Request("http://localhost/api/admin/imports", {
        method: "POST",
        headers: { Authorization: `Bearer ${admin.token}` },
        body: form,
      }),
    );
    expect(preview.status).toBe(201);
    const { id, rows } = await preview.json<{
      id: string;
      rows: { index: number; status: string }[];
    }>();
    expect(rows.map((row) => row.status)).toEqual(["new"]);
    const commit = await api(`/api/admin/imports/${id}/commit`, {
      method: "POST",
      token: admin.token,
      body: { indexes: [rows[0]!.index] },
    });
    expect(commit.status).toBe(200);
    expect((await page(path)).html).toContain("Imported Lights");

    await cached();
    const archived = await api("/api/admin/season/archive", {
      method: "POST",
      token: admin.token,
      body: { ids: [listed.id] },
    });
    expect(archived.status).toBe(200);
    const after = (await page(path)).html;
    expect(after).not.toContain("Listed before the import");
    expect(after).toContain("Imported Lights");
  });

  it("count, list and link only the houses they show: archived ones leave every town figure", async ({
    expect,
  }) => {
    // Off on their own at the tip of the North Fork, so each is the other's nearest town.
    const kept = uniqueTown("Dix Hills");
    const emptied = uniqueTown("Melville");
    const stays = await createHouse({ city: kept.city, latitude: 41.16, longitude: -72.24 });
    const leaves = await createHouse({ city: kept.city, latitude: 41.16, longitude: -72.24 });
    const onlyHouse = await createHouse({ city: emptied.city, latitude: 41.17, longitude: -72.24 });
    const admin = await newAdmin();
    const archived = await api("/api/admin/season/archive", {
      method: "POST",
      token: admin.token,
      body: { ids: [leaves.id, onlyHouse.id] },
    });
    expect(archived.status).toBe(200);

    const towns = await (await api("/api/towns")).json<
      Array<{ citySlug: string; houseCount: number }>
    >();
    expect(towns.find((town) => town.citySlug === kept.citySlug)?.houseCount).toBe(1);
    expect(towns.map((town) => town.citySlug)).not.toContain(emptied.citySlug);
    const detail = await (await api(`/api/towns/${kept.citySlug}`)).json<{
      town: { houseCount: number };
      houses: { id: number }[];
      neighbours: { citySlug: string }[];
    }>();
    expect(detail.houses.map((house) => house.id)).toEqual([stays.id]);
    expect(detail.town.houseCount).toBe(1);
    expect(detail.neighbours.map((town) => town.citySlug)).not.toContain(emptied.citySlug);
    expect((await api(`/api/towns/${emptied.citySlug}`)).status).toBe(404);
    expect((await page(`/lights/${emptied.citySlug}`)).res.status).toBe(404);

    // The archive purged the cached index: no link to a town page that answers 404.
    const index = await page("/lights");
    expect(index.html).toMatch(
      new RegExp(`href="/lights/${kept.citySlug}">${kept.city}</a> <span[^>]*>\\(1 house\\)`),
    );
    expect(index.html).not.toContain(`href="/lights/${emptied.citySlug}"`);
    expect((await page(`/lights/${kept.citySlug}`)).html).not.toContain(
      `href="/lights/${emptied.citySlug}"`,
    );

    const sitemap = sitemapLocs((await page("/sitemap.xml")).html);
    expect(sitemap.has(`http://localhost/lights/${kept.citySlug}`)).toBe(true);
    expect(sitemap.has(`http://localhost/lights/${emptied.citySlug}`)).toBe(false);
    // An archived house keeps its own page (decision 168), so the sitemap keeps it too.
    expect(sitemap.has(`http://localhost${housePath(onlyHouse)}`)).toBe(true);

    // Its page says it is no longer listed, and leads to its town only while the town has a page.
    const detailOf = async (id: number) =>
      (await api(`/api/houses/${id}`)).json<{ archived: boolean; townListed: boolean }>();
    expect(await detailOf(stays.id)).toMatchObject({ archived: false, townListed: true });
    expect(await detailOf(leaves.id)).toMatchObject({ archived: true, townListed: true });
    expect(await detailOf(onlyHouse.id)).toMatchObject({ archived: true, townListed: false });
    const onlyHousePage = (await page(housePath(onlyHouse))).html;
    expect(onlyHousePage).toContain('"@type":"BreadcrumbList"');
    expect(onlyHousePage).not.toContain(`/lights/${emptied.citySlug}"`);
    expect((await page(housePath(leaves))).html).toContain(
      `"item":"http://localhost/lights/${kept.citySlug}"`,
    );
  });

  it("preload the first card's photo, in the size the card picks, and no other", async ({
    expect,
  }) => {
    const town = uniqueTown("Merrick");
    const hosted = "/api/media/photos/town-first.jpg";
    const best = await createHouse({ city: town.city, mainImageUrl: hosted, avgRating: 5 });
    await createHouse({ city: town.city, mainImageUrl: "/demo/house-02.svg", avgRating: 1 });
    const { html } = await page(`/lights/${town.citySlug}`);
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    // The first house of the data block the town screen renders its cards from.
    const data = JSON.parse(
      /<script type="application\/json" id="town-data">([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as { houses: { id: number; mainImageUrl: string }[] };
    expect(data.houses[0]?.id).toBe(best.id);
    expect(preloads).toEqual([
      `<link rel="preload" as="image" href="${hosted}" imagesrcset="${hosted}?w=400 400w, ${hosted}?w=800 800w, ${hosted} 1920w" imagesizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" fetchpriority="high" />`,
    ]);

    // The first paint (before the app) shows that photo in the first card, the same file.
    expect(html).toContain(
      `<img src="${hosted}" srcset="${hosted}?w=400 400w, ${hosted}?w=800 800w, ${hosted} 1920w" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" width="4" height="3" alt="" fetchpriority="high"`,
    );

    // A first photo that is no web address, or no address at all, is left to the card.
    for (const [name, odd] of [
      ["Oceanside", "javascript:alert(1)"],
      ["Lynbrook", "http://[not-an-address"],
    ] as const) {
      const oddTown = uniqueTown(name);
      await createHouse({ city: oddTown.city, mainImageUrl: odd });
      const { res, html: oddHtml } = await page(`/lights/${oddTown.citySlug}`);
      expect(res.status).toBe(200);
      expect(oddHtml).not.toContain('rel="preload" as="image"');
      expect(oddHtml).not.toContain("fetchpriority");
    }
  });

  it("answer the app's town screens through the API", async ({ expect }) => {
    const town = uniqueTown("Bellmore");
    const house = await createHouse({ city: town.city });
    const detail = await (await api(`/api/towns/${town.citySlug}`)).json<{
      town: unknown;
      houses: { id: number }[];
    }>();
    expect(detail.town).toMatchObject({ citySlug: town.citySlug, city: town.city, houseCount: 1 });
    expect(detail.houses.map((item: { id: number }) => item.id)).toEqual([house.id]);
    const missing = await api("/api/towns/no-such-town-anywhere");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Town not found" });
    const towns = await (await api("/api/towns")).json<Array<{ citySlug: string }>>();
    expect(towns.some((item) => item.citySlug === town.citySlug)).toBe(true);
  });
});

describe("preview tags and JSON-LD", () => {
  function expectPreview(html: string, expect: ExpectStatic, url: string) {
    expect(metaContent(html, "og:site_name")).toBe("LI Lights");
    expect(metaContent(html, "og:url")).toBe(url);
    expect(metaContent(html, "og:title")).toBeTruthy();
    expect(metaContent(html, "og:description")).toBeTruthy();
    // A house's or tour's card carries its version (decision 393); the site's has none.
    expect(metaContent(html, "og:image")).toMatch(
      /^http:\/\/localhost\/share\/.+\.png(\?v=[0-9a-f]{16})?$/,
    );
    expect(metaContent(html, "og:image:width")).toBe("1200");
    expect(metaContent(html, "og:image:height")).toBe("630");
    expect(metaContent(html, "og:image:alt")).toBeTruthy();
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(html.match(/<link rel="canonical"/g)).toHaveLength(1);
    expect(html.match(/<meta property="og:title"/g)).toHaveLength(1);
  }

  it("the landing is a WebSite whose search opens the home search", async ({ expect }) => {
    const { html } = await page("/");
    expectPreview(html, expect, "http://localhost/");
    const [site] = jsonLd(html);
    expect(site).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebSite",
      url: "http://localhost/",
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "http://localhost/home?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("each public page has its own title and description", async ({ expect }) => {
    const landing = (await page("/")).html;
    const titles = new Set<string>();
    const descriptions = new Set<string | null>([metaContent(landing, "description")]);
    const paths = ["/privacy-policy", "/terms-of-service", "/contact-us", "/tours/popular"];
    for (const path of paths) {
      const { html } = await page(path);
      expectPreview(html, expect, `http://localhost${path}`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      titles.add(title);
      // The preview's title is the page's own, without the site's name (og:site_name has it).
      expect(metaContent(html, "og:title"), path).toBe(title.replace(" · LI Lights", ""));
      descriptions.add(metaContent(html, "description"));
    }
    expect([...titles]).toEqual([
      "Privacy Policy · LI Lights",
      "Terms of Service · LI Lights",
      "Contact Us · LI Lights",
      "Popular light tours on Long Island · LI Lights",
    ]);
    // None shares the landing's description, nor another page's.
    expect(descriptions.size).toBe(paths.length + 1);
  });

  it("a house page is a TouristAttraction with its address, place, image and rating", async ({
    expect,
  }) => {
    const town = uniqueTown("Lindenhurst");
    const house = await createHouse({
      city: town.city,
      title: "Winter Wonderland",
      avgRating: 4.25,
      reviewCount: 8,
      latitude: 40.6868,
      longitude: -73.3734,
    });
    const { html } = await page(housePath(house));
    expectPreview(html, expect, `http://localhost${housePath(house)}`);
    const [place, breadcrumbs] = jsonLd(html);
    expect(place).toMatchObject({
      "@type": "TouristAttraction",
      name: "Winter Wonderland",
      address: { "@type": "PostalAddress", addressLocality: town.city, addressRegion: "NY" },
      geo: { "@type": "GeoCoordinates", latitude: 40.6868, longitude: -73.3734 },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 8 },
    });
    expect(place?.image[0]).toMatch(
      new RegExp(`^http://localhost/share/house/${house.id}\\.png\\?v=[0-9a-f]{16}$`),
    );
    expect(
      breadcrumbs?.itemListElement.map((item: { name: string; item: string }) => [
        item.name,
        item.item,
      ]),
    ).toEqual([
      ["Long Island", "http://localhost/lights"],
      [town.city, `http://localhost/lights/${town.citySlug}`],
      ["Winter Wonderland", `http://localhost${housePath(house)}`],
    ]);

    const unrated = await createHouse();
    const [unratedPlace] = jsonLd((await page(housePath(unrated))).html);
    expect(unratedPlace).not.toHaveProperty("aggregateRating");
  });
});
