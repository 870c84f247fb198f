/**
 * Checks that keep the search and share pieces honest: the share cards' font files are the
 * @fontsource/inter package's own (copied as .bin so Workers bundles them) and their emoji
 * pictures @discordapp/twemoji's (copied into twemoji.json), the router declares
 * every route from contract/screen-paths.ts (the table the worker's 404s read), and every screen
 * sets the tab's title.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("share card font", () => {
  it.each(["400", "700"])("Inter %s is the npm package's file", (weight) => {
    const copy = readFileSync(
      path.join(ROOT, `worker/share-cards/inter-latin-${weight}-normal.woff.bin`),
    );
    const original = readFileSync(
      path.join(ROOT, `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
    );
    expect(copy.equals(original)).toBe(true);
  });

  it("each emoji picture is the Twemoji package's file", () => {
    const copies: Record<string, string> = JSON.parse(
      readFileSync(path.join(ROOT, "worker/share-cards/twemoji.json"), "utf8"),
    );
    expect(Object.keys(copies).length).toBeGreaterThan(0);
    for (const [name, svg] of Object.entries(copies)) {
      const original = readFileSync(
        path.join(ROOT, `node_modules/@discordapp/twemoji/dist/svg/${name}.svg`),
        "utf8",
      );
      expect(svg, name).toBe(original);
    }
  });
});

describe("screen paths", () => {
  it("every route of the app takes its path from the shared table", () => {
    const routes = readFileSync(path.join(ROOT, "src/routes/app-routes.tsx"), "utf8");
    const literalPaths = [...routes.matchAll(/path="([^"]*)"/g)].map((match) => match[1]);
    // Only the catch-all of each table (Page Not Found) is written out.
    expect(literalPaths).toEqual(["*", "*"]);
  });

  it("every route matches with its letter case, as the worker's table does", () => {
    for (const table of ["src/routes/app-routes.tsx", "src/routes/signed-in-routes.tsx"]) {
      const routes = [
        ...readFileSync(path.join(ROOT, table), "utf8").matchAll(
          /<Route\b[^>]*path=\{SCREEN_PATHS[^>]*>/g,
        ),
      ].map((match) => match[0]);
      // Some are made from a list of screens (one element in the source for many routes).
      expect(routes.length, table).toBeGreaterThan(3);
      expect(
        routes.filter((route) => !/\bcaseSensitive\b/.test(route)),
        table,
      ).toEqual([]);
    }
  });

  it("every screen of the route tables titles the browser tab", () => {
    const screens = ["src/routes/app-routes.tsx", "src/routes/signed-in-routes.tsx"].flatMap(
      (table) =>
        // Each screen's module, lazily imported: "./favorites/favorites-page".
        [
          ...readFileSync(path.join(ROOT, table), "utf8").matchAll(/import\("\.\/([^"]+-page)"\)/g),
        ].map((match) => `src/routes/${match[1]}.tsx`),
    );
    expect(screens.length).toBeGreaterThan(20);
    // usePageTitle (src/lib/use-page-title.ts), directly or through the admin pages' frame.
    const untitled = screens.filter(
      (file) => !/usePageTitle\(|<AdminPage\b/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(untitled).toEqual([]);
  });
});
