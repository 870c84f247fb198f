/**
 * The landing's served HTML says what the app will say (worker/pages/served-texts.ts): an
 * admin's texts (sanitized) and the directory's real counts are written into the prerendered
 * blocks (the test pool's stand-in for the build's landing: vitest.config.ts), and the same
 * answers come along as the data block the app's query cache starts from. Read once a minute,
 * at once after an admin's edit; the ETag follows the answers.
 */
import { PAGE_DATA_ELEMENT_ID } from "@contract/page-data";
import { describe, it } from "vitest";
import { landingBlocks } from "../worker/pages/served-texts";
import { api, apiWithEnv, createHouse, json, newAdmin, type TestCaller } from "./factories";

/** The inner HTML of the block with `key`. */
function block(html: string, key: string): string | null {
  return (
    new RegExp(`data-key="${key.replace(/\./g, "\\.")}">([^]*?)</span>`).exec(html)?.[1] ?? null
  );
}

/** The page's data block (contract/page-data.ts), by query key as JSON. */
function pageData(html: string): Record<string, unknown> | null {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (match?.[1] === undefined) return null;
  const pairs = JSON.parse(match[1]) as [string[], unknown][];
  return Object.fromEntries(pairs.map(([key, answer]) => [JSON.stringify(key), answer]));
}

/** Saves `content` as the block `key` of the landing, creating or editing it; its id. */
async function saveLandingText(admin: TestCaller, key: string, content: string) {
  const list = await json(await api("/api/admin/content?page=landing", { token: admin.token }));
  const existing = list.content.find((item: { key: string }) => item.key === key);
  const section = key.split(".")[1];
  const res = existing
    ? await api(`/api/admin/content/${existing.id}`, {
        method: "PUT",
        token: admin.token,
        body: { title: key, content, section },
      })
    : await api("/api/admin/content", {
        method: "POST",
        token: admin.token,
        body: { key, title: key, content, page: "landing", section },
      });
  if (!res.ok) throw new Error(`saving ${key}: ${res.status} ${await res.text()}`);
  return (await json(res)).content.id as number;
}

async function deleteText(admin: TestCaller, id: number) {
  await api(`/api/admin/content/${id}`, { method: "DELETE", token: admin.token });
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
    const id = await saveLandingText(
      admin,
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
      await deleteText(admin, id);
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
    await deleteText(admin, await saveLandingText(admin, "landing.faq.q1", "Is it free?"));
    const before = block(await (await api("/")).text(), "landing.stats.housesListed");
    await createHouse();
    expect(block(await (await api("/")).text(), "landing.stats.housesListed")).toBe(before);
    const id = await saveLandingText(admin, "landing.faq.q1", "Can I bring my dog?");
    try {
      const html = await (await api("/")).text();
      expect(block(html, "landing.faq.q1")).toBe("Can I bring my dog?");
      expect(block(html, "landing.stats.housesListed")).toBe(
        (await houseCount()).toLocaleString("en-US"),
      );
      expect(block(html, "landing.stats.housesListed")).not.toBe(before);
    } finally {
      await deleteText(admin, id);
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

    const id = await saveLandingText(admin, "landing.hero.ctaLabel", "Start Looking");
    try {
      const edited = await api("/", { headers: { "If-None-Match": etag! } });
      expect(edited.status).toBe(200);
      expect(edited.headers.get("ETag")).not.toBe(etag);
      expect(block(await edited.text(), "landing.hero.ctaLabel")).toBe("Start Looking");
    } finally {
      await deleteText(admin, id);
    }
  });
});

describe("GET / without its answers", () => {
  it("is the build's page, which the app renders anew rather than hydrates", async ({ expect }) => {
    const admin = await newAdmin();
    // An edit drops what the worker kept, so the next visit reads D1, which fails.
    await deleteText(admin, await saveLandingText(admin, "landing.faq.q1", "Is it free?"));
    const failing = {
      prepare() {
        throw new Error("D1 is unreachable");
      },
    } as unknown as D1Database;
    const res = await apiWithEnv({ DB: failing }, "/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(pageData(html)).toBeNull();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain("data-prerendered-path");
    expect(block(html, "landing.stats.housesListed")).toBe("500+");
    expect(html).toContain('<link rel="canonical" href="http://localhost/"');
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
