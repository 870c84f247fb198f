/**
 * Every house page of the demo data (seed/demo.sql, loaded whole into this file's own database)
 * carries a description a search result shows whole: at most 160 characters, and when the
 * house's text is longer, cut after a whole word and ended with "…" (decision 422). The preview
 * tags carry the same text.
 */
import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import demoSql from "../seed/demo.sql?raw";
import { api } from "./factories";

/** The demo data's houses and what their pages show (users, features, photos, reviews). */
const TABLES = new Set(["users", "houses", "house_features", "photos", "reviews"]);

async function loadDemoHouses() {
  const statements = demoSql
    .split(/;\n/)
    .map((statement) => statement.replace(/^(--[^\n]*\n|\s)+/, "").trim())
    .filter((statement) => {
      const table = /^INSERT OR IGNORE INTO (\w+) /.exec(statement)?.[1];
      return table !== undefined && TABLES.has(table);
    });
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
}

function unescapeHtml(text: string) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? null : unescapeHtml(match[1]);
}

describe("the demo data's house pages", () => {
  it("each has a description of at most 160 characters, cut at a word", async ({ expect }) => {
    await loadDemoHouses();
    const { results } = await env.DB.prepare(
      "SELECT id, description, city_slug, street_slug FROM houses ORDER BY id",
    ).all<{ id: number; description: string; city_slug: string; street_slug: string }>();
    expect(results.length).toBeGreaterThan(60);
    let cut = 0;
    for (const house of results) {
      const path = `/house/${house.city_slug}/${house.street_slug}`;
      const res = await api(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const description = metaContent(html, "description") ?? "";
      expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(160);
      expect(description.length, path).toBeGreaterThan(60);
      expect(metaContent(html, "og:description"), path).toBe(description);
      expect(metaContent(html, "twitter:description"), path).toBe(description);
      if (!description.endsWith("…")) {
        expect(description, path).toContain(house.description.replace(/\s+/g, " ").trim());
        continue;
      }
      cut += 1;
      // The last word shown is a whole word of the house's text, with no punctuation left before
      // the ellipsis.
      const shown = description.slice(0, -1);
      expect(shown, path).toMatch(/[^\s,;:.!?·–—-]$/u);
      const lastWord = shown.split(" ").at(-1) ?? "";
      const escaped = lastWord.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(house.description, `${path}: "${lastWord}"`).toMatch(
        new RegExp(`(^|[\\s(])${escaped}($|[\\s,;:.!?)])`),
      );
    }
    // Most of the demo's texts are longer than a search result shows.
    expect(cut).toBeGreaterThan(30);
  });
});
