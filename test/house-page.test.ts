/**
 * House pages the worker answers itself (worker/pages/house-page.ts): the SPA's index.html (the
 * test pool serves the source one through ASSETS, see vitest.config.ts) with the house's tags and
 * data, 404 for unknown houses, and an edge cache that any edit purges.
 */

import { env } from "cloudflare:workers";
import { brandMarkSvg } from "@contract/brand-mark";
import { FIRST_PAINT_ATTRIBUTE, HOUSE_DATA_ELEMENT_ID } from "@contract/house-page-data";
import { townPath } from "@contract/town-path";
import { describe, it } from "vitest";
import { api, createHouse, newAdmin, newCaller, signedIn, uniqueTownName } from "./factories";

const DATA_BLOCK = new RegExp(
  `<script type="application/json" id="${HOUSE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] ?? null;
}

function decodeAttribute(value: string) {
  return value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** What the HTML's #root holds: the house page's first paint, or "" for an empty root. */
function firstPaint(html: string): string | null {
  // The root is the body's last element, but for the source shell's module script.
  const match =
    /<div id="root">([\s\S]*?)<\/div>\s*(?:<script type="module"[^>]*><\/script>\s*)?<\/body>/.exec(
      html,
    );
  if (!match) return null;
  const inner = match[1] ?? "";
  return inner === "" || inner.includes(`${FIRST_PAINT_ATTRIBUTE}="house"`) ? inner : null;
}

function houseData(html: string): unknown {
  const block = DATA_BLOCK.exec(html);
  return block?.[1] === undefined ? null : JSON.parse(block[1]);
}

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await api(path, { headers });
  return { res, html: await res.text() };
}

/** Waits until the edge cache holds the page (the worker stores it after answering). */
async function untilCached(path: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { res } = await page(path);
    if (res.headers.get("CF-Cache-Status") === "HIT") return;
    await scheduler.wait(20);
  }
  throw new Error(`${path} never came from the cache`);
}

describe("GET /house/{citySlug}/{streetSlug}", () => {
  it("answers the SPA's HTML with the house's tags, preload and data", async ({ expect }) => {
    const house = await createHouse({
      title: "The Candy Cane Lane",
      city: "Massapequa",
      description: "Forty thousand lights set to music.",
      mainImageUrl: "/api/media/photos/main.jpg",
      avgRating: 4.5,
      reviewCount: 2,
    });
    const path = `/house/${house.citySlug}/${house.streetSlug}`;
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    // Still the SPA: its module script is there, and its root holds the page's first paint.
    expect(html).toMatch(/<script type="module"/);
    const root = firstPaint(html);
    expect(root).toContain(
      '<h1 class="wrap-anywhere font-bold text-3xl tracking-tight md:text-4xl">The Candy Cane Lane</h1>',
    );
    expect(root).toContain(`>${house.address.split(",")[0]}, Massapequa, NY</p>`);
    // The header's mark is drawn inline, as in the app: an <img> of an SVG is a document of its
    // own for the phone to build while the page loads. The only picture is the house's.
    expect(root).toContain(brandMarkSvg("size-8 shrink-0"));
    expect(root?.match(/<img /g)).toHaveLength(1);
    // The same picture as the preload below: one download.
    expect(root).toContain(
      '<img src="/api/media/photos/main.jpg" srcset="/api/media/photos/main.jpg?w=400 400w, /api/media/photos/main.jpg?w=800 800w, /api/media/photos/main.jpg 1920w" sizes="(min-width: 1280px) 821px, (min-width: 1024px) 66vw, 100vw" width="16" height="9" alt="The Candy Cane Lane" fetchpriority="high"',
    );

    expect(html).toContain("<title>The Candy Cane Lane · LI Lights</title>");
    const description = metaContent(html, "description") ?? "";
    expect(description).toContain("Massapequa");
    expect(description).toContain("Rated 4.5 of 5 (2 reviews).");
    expect(description).toContain("Forty thousand lights set to music.");
    expect(metaContent(html, "og:title")).toBe("The Candy Cane Lane");
    expect(metaContent(html, "og:url")).toBe(`http://localhost${path}`);
    // The preview image is the house's share card (a PNG drawn from its photo), at its version
    // (decision 393).
    const card = new RegExp(`^http://localhost/share/house/${house.id}\\.png\\?v=[0-9a-f]{16}$`);
    expect(metaContent(html, "og:image")).toMatch(card);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:image")).toBe(metaContent(html, "og:image"));
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/media/photos/main.jpg" imagesrcset="/api/media/photos/main.jpg?w=400 400w, /api/media/photos/main.jpg?w=800 800w, /api/media/photos/main.jpg 1920w" imagesizes="(min-width: 1280px) 821px, (min-width: 1024px) 66vw, 100vw" fetchpriority="high" />',
    );

    // The data block is exactly the API's signed-out answer.
    const apiAnswer = await (await api(`/api/houses/${house.id}`)).json();
    expect(houseData(html)).toEqual(apiAnswer);
  });

  it("names its town as the town's page does, the state by its code", async ({ expect }) => {
    // The submit form stores the state spelled out, as the address search gives it.
    const town = uniqueTownName("Merrick");
    const house = await createHouse({ title: "Spelled Out State", city: town, state: "New York" });
    const { html } = await page(`/house/${house.citySlug}/${house.streetSlug}`);
    expect(firstPaint(html)).toContain(`>${house.address}, ${town}, NY</p>`);
    expect(metaContent(html, "description")).toContain(`${house.address}, ${town}, NY.`);
    expect(html).not.toContain(`${town}, New York`);
    const townPage = await page(townPath(house.citySlug ?? ""));
    expect(townPage.html).toContain(`<title>Christmas lights in ${town}, NY · LI Lights</title>`);
  });

  it("escapes what people wrote: nothing breaks out of a tag or the data block", async ({
    expect,
  }) => {
    const title = `Tom's "Best" </title><script>alert(1)</script>`;
    const description = `Lights </script><script>alert("x")</script> & <!-- "quotes" 'too'`;
    const house = await createHouse({ title, description });
    const { res, html } = await page(`/house/${house.id}`);
    expect(res.status).toBe(200);
    expect(html).not.toContain("<script>alert");
    // The shell's one module script, the data block and two JSON-LD blocks, nothing else.
    expect(html.match(/<script/g)).toHaveLength(4);
    expect(decodeAttribute(metaContent(html, "og:title") ?? "")).toBe(title);
    expect(decodeAttribute(metaContent(html, "description") ?? "")).toContain(description);
    expect(html).toContain(
      "<title>Tom&#39;s &quot;Best&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · LI Lights</title>",
    );
    expect(firstPaint(html)).toContain(
      '<h1 class="wrap-anywhere font-bold text-3xl tracking-tight md:text-4xl">Tom&#39;s &quot;Best&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>',
    );
    const data = houseData(html) as { title: string; description: string };
    expect(data.title).toBe(title);
    expect(data.description).toBe(description);
  });

  it("never embeds what only a signed-in viewer may see", async ({ expect }) => {
    const house = await createHouse();
    const author = await signedIn(newCaller({ name: "Rita Reviewer" }));
    await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: author.token,
      body: { rating: 5, review: "Wonderful" },
    });
    // Even a request carrying the author's token gets the signed-out view.
    const { html } = await page(`/house/${house.id}`, { Authorization: `Bearer ${author.token}` });
    expect(html).not.toContain(author.email);
    const data = houseData(html) as { reviews: Array<{ user: Record<string, unknown> }> };
    expect(data.reviews[0]?.user).toEqual({ firstName: "Rita", lastInitial: "R" });
  });
});

describe("unknown houses", () => {
  it("answer 404 with the not-found page's tags and no data", async ({ expect }) => {
    for (const path of [
      "/house/999999999",
      "/house/no-such-town/1-nowhere-lane",
      "/house/not-a-number",
      "/house/12/34/56",
    ]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(html).toContain("<title>Page Not Found · LI Lights</title>");
      expect(metaContent(html, "robots")).toBe("noindex");
      // A not-found page (which one: test/not-found-pages.test.ts), no first paint.
      expect(html, path).toMatch(/<div id="root"[^>]* data-not-found="(house|page)">/);
      expect(html, path).not.toContain(FIRST_PAINT_ATTRIBUTE);
      expect(houseData(html)).toBeNull();
    }
  });
});

describe("edge cache", () => {
  it("serves the cached page until an edit of the house purges it", async ({ expect }) => {
    const house = await createHouse({ description: "First words" });
    const bySlugs = `/house/${house.citySlug}/${house.streetSlug}`;
    const byId = `/house/${house.id}`;
    await untilCached(bySlugs);
    await untilCached(byId);
    // A change that bypasses the API is not seen: the page comes from the cache.
    await env.DB.prepare("UPDATE houses SET description = ? WHERE id = ?")
      .bind("Changed behind the cache", house.id)
      .run();
    expect((await page(bySlugs)).html).toContain("First words");

    const editor = await signedIn(newCaller());
    const edit = await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      token: editor.token,
      body: { description: "Edited through the API" },
    });
    expect(edit.status).toBe(200);
    for (const path of [bySlugs, byId]) {
      const { res, html } = await page(path);
      expect(res.headers.get("CF-Cache-Status"), path).not.toBe("HIT");
      expect(html, path).toContain("Edited through the API");
    }
  });

  it("a rating and an admin delete purge the page too", async ({ expect }) => {
    const house = await createHouse();
    const path = `/house/${house.citySlug}/${house.streetSlug}`;
    await untilCached(path);
    const rater = newCaller();
    await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: rater.token,
      body: { rating: 4 },
    });
    expect(metaContent((await page(path)).html, "description")).toContain(
      "Rated 4.0 of 5 (1 review).",
    );

    await untilCached(path);
    const admin = await newAdmin();
    const removed = await api(`/api/admin/houses/${house.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    expect((await page(path)).res.status).toBe(404);
  });
});
