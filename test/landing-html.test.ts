/**
 * The landing's served HTML says what the app will say (worker/pages/served-texts.ts): an
 * admin's texts (sanitized) and the directory's real counts are written into the prerendered
 * blocks (the test pool's stand-in for the build's landing: vitest.config.ts), and the same
 * answers come along as the data block the app's query cache starts from. Read once a minute,
 * at once after an admin's edit; the ETag follows the answers.
 */
import { describe, it } from "vitest";
import { landingBlocks } from "../worker/pages/served-texts";
import { api, apiWithEnv, createHouse, json, newAdmin } from "./factories";
import { deleteSiteTexts, pageData, saveSiteText, UNREACHABLE_DB } from "./served-texts";

/** The inner HTML of the block with `key` (a `<span>`, or a paragraph's `<p>`). */
function block(html: string, key: string): string | null {
  return (
    new RegExp(`data-key="${key.replace(/\./g, "\\.")}">([^]*?)</(?:span|p)>`).exec(html)?.[1] ??
    null
  );
}

async function houseCount(): Promise<number> {
  return (await json(await api("/api/houses/stats"))).houses;
}

describe("GET /", () => {
  it("carries the real house count and an admin's edited subtitle, sanitized, and their answers", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    await createHouse();
    const marker = `Brightest ${Math.random().toString(36).slice(2, 8)}`;
    const id = await saveSiteText(
      admin,
      "landing",
      "landing.hero.subtitle",
      `Find the <b>${marker}</b> displays.<script>alert(1)</script>`,
    );
    try {
      const res = await api("/");
      expect(res.status).toBe(200);
      const html = await res.text();
      const count = await houseCount();
      expect(count).toBeGreaterThan(0);

      expect(block(html, "landing.hero.subtitle")).toBe(`Find the <b>${marker}</b> displays.`);
      expect(html).not.toContain("alert(1)");
      expect(block(html, "landing.stats.housesListed")).toBe(count.toLocaleString("en-US"));
      // The texts nobody edited stay the built-in wording the build wrote.
      expect(block(html, "landing.hero.titleLine1")).toBe("Discover the Magic of");

      const data = pageData(html);
      expect(data?.['["site-content","landing"]']).toEqual(
        await json(await api("/api/site-content?page=landing")),
      );
      expect(data?.['["site-content","header"]']).toEqual(
        await json(await api("/api/site-content?page=header")),
      );
      expect(data?.['["houses","stats"]']).toEqual(await json(await api("/api/houses/stats")));
    } finally {
      await deleteSiteTexts(admin, [id]);
    }
    // Deleted, the block is the built-in wording again, at once.
    expect(block(await (await api("/")).text(), "landing.hero.subtitle")).toMatch(
      /^Find the most dazzling Christmas light displays/,
    );
  });

  it("reads the counts again after a minute, not on every visit; an admin's edit at once", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    // An edit drops what the worker kept: the next visit reads the counts as they are.
    await deleteSiteTexts(admin, [
      await saveSiteText(admin, "landing", "landing.faq.q1", "Is it free?"),
    ]);
    const before = block(await (await api("/")).text(), "landing.stats.housesListed");
    await createHouse();
    expect(block(await (await api("/")).text(), "landing.stats.housesListed")).toBe(before);
    const id = await saveSiteText(admin, "landing", "landing.faq.q1", "Can I bring my dog?");
    try {
      const html = await (await api("/")).text();
      expect(block(html, "landing.faq.q1")).toBe("Can I bring my dog?");
      expect(block(html, "landing.stats.housesListed")).toBe(
        (await houseCount()).toLocaleString("en-US"),
      );
      expect(block(html, "landing.stats.housesListed")).not.toBe(before);
    } finally {
      await deleteSiteTexts(admin, [id]);
    }
  });

  it("answers 304 to a browser whose copy has the same file and the same answers", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    const first = await api("/");
    await first.body?.cancel();
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/".+-[0-9a-f]{16}"$/);
    const again = await api("/", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Content-Security-Policy")).toBeTruthy();

    const id = await saveSiteText(admin, "landing", "landing.hero.ctaLabel", "Start Looking");
    try {
      const edited = await api("/", { headers: { "If-None-Match": etag! } });
      expect(edited.status).toBe(200);
      expect(edited.headers.get("ETag")).not.toBe(etag);
      expect(block(await edited.text(), "landing.hero.ctaLabel")).toBe("Start Looking");
    } finally {
      await deleteSiteTexts(admin, [id]);
    }
  });
});

describe("a paragraph block holding paragraphs or lists (decision 409)", () => {
  it("is served as a div, end tag included, on the landing and the text pages; an inline one stays a p", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    const mark = Math.random().toString(36).slice(2, 8);
    const list = `<p>First ${mark} <b>bold</b> <a href="/lights">towns</a></p><ul><li>One</li><li>Two</li></ul>`;
    const ids = [
      await saveSiteText(admin, "landing", "landing.hero.subtitle", list),
      await saveSiteText(admin, "footer", "footer.about.text", list),
      await saveSiteText(admin, "landing", "landing.faq.a1", `Yes, <b>${mark}</b>.`),
    ];
    try {
      const landing = await (await api("/")).text();
      expect(landing).toContain(
        `<div class="site-content" data-key="landing.hero.subtitle">${list}</div>`,
      );
      expect(landing).toContain(
        `<div class="site-content" data-key="footer.about.text">${list}</div>`,
      );
      expect(landing).toContain(
        `<p class="site-content" data-key="landing.faq.a1">Yes, <b>${mark}</b>.</p>`,
      );
      // Nobody edited it: the build's paragraph.
      expect(landing).toMatch(/<p class="site-content" data-key="landing\.map\.subtitle">Explore/);
      for (const path of ["/privacy-policy", "/terms"]) {
        const page = await (await api(path)).text();
        expect(page, path).toContain(
          `<div class="site-content" data-key="footer.about.text">${list}</div>`,
        );
      }
    } finally {
      await deleteSiteTexts(admin, ids);
    }
    // Deleted, the built-in wording is a paragraph again.
    expect(await (await api("/")).text()).toMatch(
      /<p class="site-content" data-key="landing\.hero\.subtitle">Find the most dazzling/,
    );
  });
});

describe("a text shown where its links or headings cannot stand as written (decision 417)", () => {
  it("serves the brand name's links as their text, with the whole name as its title, on the landing and the text pages", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    const mark = Math.random().toString(36).slice(2, 8);
    const ids = [
      await saveSiteText(
        admin,
        "header",
        "header.brand.name",
        `Glow <a href="/lights">Towns ${mark}</a> &amp; <b>"Friends"</b>`,
      ),
      await saveSiteText(
        admin,
        "landing",
        "landing.hero.ctaLabel",
        `Start <a href="/map" target="_blank">Exploring</a>`,
      ),
    ];
    try {
      for (const path of ["/", "/privacy-policy", "/terms"]) {
        const page = await (await api(path)).text();
        expect(page, path).toContain(
          `<span class="site-content" data-key="header.brand.name" title="Glow Towns ${mark} &amp; &quot;Friends&quot;">Glow Towns ${mark} &amp; <b>"Friends"</b></span>`,
        );
      }
      expect(block(await (await api("/")).text(), "landing.hero.ctaLabel")).toBe("Start Exploring");
    } finally {
      await deleteSiteTexts(admin, ids);
    }
  });

  it("serves a text's headings at the level of its place: under a section's h2 from h3, under a feature's h3 from h4", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    const mark = Math.random().toString(36).slice(2, 8);
    const text = `<h2>Plan ${mark}</h2><p>Words</p><h3>Then</h3><h6>Last</h6>`;
    const ids = [
      await saveSiteText(admin, "landing", "landing.features.subtitle", text),
      await saveSiteText(admin, "landing", "landing.features.item1Text", text),
      await saveSiteText(admin, "landing", "landing.faq.a1", text),
      await saveSiteText(admin, "footer", "footer.about.text", text),
    ];
    try {
      const landing = await (await api("/")).text();
      const under = (level: number) =>
        `<h${level}>Plan ${mark}</h${level}><p>Words</p><h${level + 1}>Then</h${level + 1}><h6>Last</h6>`;
      expect(landing).toContain(
        `<div class="site-content" data-key="landing.features.subtitle">${under(3)}</div>`,
      );
      expect(landing).toContain(
        `<div class="site-content" data-key="landing.faq.a1">${under(3)}</div>`,
      );
      expect(landing).toContain(
        `<div class="site-content" data-key="landing.features.item1Text">${under(4)}</div>`,
      );
      // The footer stands under the page's h1: its headings as written.
      expect(landing).toContain(
        `<div class="site-content" data-key="footer.about.text">${text}</div>`,
      );
      // The answers' data say what the admin wrote: the app moves them as the worker did.
      expect(JSON.stringify(pageData(landing))).toContain(`<h2>Plan ${mark}</h2>`);
    } finally {
      await deleteSiteTexts(admin, ids);
    }
  });
});

describe("GET / without its answers", () => {
  it("is the build's page, which the app renders anew rather than hydrates", async ({ expect }) => {
    const admin = await newAdmin();
    // An edit drops what the worker kept, so the next visit reads D1, which fails.
    await deleteSiteTexts(admin, [
      await saveSiteText(admin, "landing", "landing.faq.q1", "Is it free?"),
    ]);
    const res = await apiWithEnv({ DB: UNREACHABLE_DB }, "/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(pageData(html)).toBeNull();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain("data-prerendered-path");
    expect(block(html, "landing.stats.housesListed")).toBe("500+");
    expect(html).toContain('<link rel="canonical" href="http://localhost/"');
  });
});

describe("GET / with the signed-in hint (decision 413)", () => {
  const signedIn = { Cookie: "other=1; li_signed_in=1" };

  it("is the home screen's skeleton, not the landing, with no script of its own", async ({
    expect,
  }) => {
    const res = await api("/", { headers: signedIn });
    expect(res.status).toBe(200);
    expect(res.headers.get("Vary")).toContain("Cookie");
    expect(res.headers.get("Content-Security-Policy")).toBeTruthy();
    const html = await res.text();
    expect(html).toContain('data-first-paint="home"');
    for (const part of ["welcome", "search", "results-bar", "results", "top-rated"]) {
      expect(html, part).toContain(`data-home-skeleton="${part}"`);
    }
    // None of the landing: its blocks, its answers, its hydration.
    expect(block(html, "landing.hero.titleLine1")).toBeNull();
    expect(block(html, "landing.stats.housesListed")).toBeNull();
    expect(pageData(html)).toBeNull();
    expect(html).not.toContain("data-prerendered-path");
    // The shell's own script only, and the page's JSON-LD: nothing that runs in the first paint.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/ src="|type="application\/ld\+json"/);
    expect(html).toContain("<title>");

    const signedOut = await (await api("/")).text();
    expect(block(signedOut, "landing.hero.titleLine1")).toBe("Discover the Magic of");
    expect(signedOut).not.toContain("data-home-skeleton");
  });

  it("has an ETag of its own: neither view's copy is revalidated as the other's", async ({
    expect,
  }) => {
    const landing = await api("/");
    await landing.body?.cancel();
    const landingTag = landing.headers.get("ETag");
    const home = await api("/", { headers: signedIn });
    await home.body?.cancel();
    const homeTag = home.headers.get("ETag");
    expect(homeTag).toMatch(/^W\/".+-home"$/);
    expect(homeTag).not.toBe(landingTag);

    // The same view: 304, saying it varies with the cookie.
    const again = await api("/", { headers: { ...signedIn, "If-None-Match": homeTag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(homeTag);
    expect(again.headers.get("Vary")).toContain("Cookie");

    // A landing kept from before signing in is not good for a signed-in visitor...
    const signedInSince = await api("/", {
      headers: { ...signedIn, "If-None-Match": landingTag! },
    });
    expect(signedInSince.status).toBe(200);
    expect(await signedInSince.text()).toContain('data-first-paint="home"');
    // ...nor the home's skeleton for one signed out since.
    const signedOutSince = await api("/", { headers: { "If-None-Match": homeTag! } });
    expect(signedOutSince.status).toBe(200);
    expect(signedOutSince.headers.get("Vary")).toContain("Cookie");
    expect(block(await signedOutSince.text(), "landing.hero.titleLine1")).toBe(
      "Discover the Magic of",
    );
  });
});

describe("GET /home with the signed-in hint (decision 413)", () => {
  it("is the home screen's skeleton too; without the hint, the shell, both varying by cookie", async ({
    expect,
  }) => {
    const res = await api("/home", { headers: { Cookie: "li_signed_in=1" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Vary")).toContain("Cookie");
    expect(res.headers.get("ETag")).toMatch(/^W\/".+-home"$/);
    const html = await res.text();
    expect(html).toContain('data-first-paint="home"');
    expect(html).toContain('data-home-skeleton="results"');
    expect(html).toContain("<title>");

    const signedOut = await api("/home");
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get("Vary")).toContain("Cookie");
    expect(await signedOut.text()).not.toContain("data-home-skeleton");
  });
});

describe("GET /map signed out", () => {
  it("is the landing with the same answers", async ({ expect }) => {
    const res = await api("/map");
    expect(res.status).toBe(200);
    expect(res.headers.get("Vary")).toContain("Cookie");
    const data = pageData(await res.text());
    expect(data?.['["houses","stats"]']).toEqual(await json(await api("/api/houses/stats")));
  });
});

describe("the landing's stats", () => {
  it("show the real count when there is one, else the site's text, else the built-in one", ({
    expect,
  }) => {
    const none = { content: [] };
    const blocks = landingBlocks({
      siteContent: {
        landing: {
          content: [{ key: "landing.stats.activeUsers", section: "stats", content: "Thousands" }],
        },
        header: none,
        footer: none,
      },
      stats: { houses: 0, users: 0, photos: 12345 },
      queryAnswers: [],
      tag: "",
    });
    expect(blocks.get("landing.stats.housesListed")).toBe("500+");
    expect(blocks.get("landing.stats.activeUsers")).toBe("Thousands");
    expect(blocks.get("landing.stats.photosShared")).toBe("12,345");
  });
});
