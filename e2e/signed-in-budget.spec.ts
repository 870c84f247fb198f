/**
 * The budget check (scripts/check-bundle-budget.ts) walks each screen's static imports. A
 * signed-in visitor's first visit straight to a screen also loads what the restored session starts
 * at once; this counts, in the browser, every script a cold first visit has asked for by the time
 * its heading and the signed-in header show, against the same 150 KB (gzip, level 9, each file).
 */

import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { MAPLIBRE_MARKER, SCREEN_BUDGET_BYTES } from "../scripts/check-bundle-budget";
import { expect, test } from "./fixtures";
import { ADMIN_EMAIL, DEMO_PASSWORD, restoreSession } from "./support";

/** The browser tests' build checks every class list (src/boot.tsx); production carries none of it. */
const TEST_ONLY_SCRIPT = /\/assets\/class-conflicts-[^/]+\.js$/;

const SCREENS: Array<{ path: string; heading: string; admin?: boolean }> = [
  { path: "/home", heading: "Find Christmas Lights Near You" },
  { path: "/favorites", heading: "My Favorite Houses" },
  { path: "/map", heading: "Explore the Map" },
  { path: "/top-houses", heading: "Top Houses" },
  { path: "/reviews", heading: "My Reviews" },
  { path: "/my-reports", heading: "My Reports" },
  { path: "/tours", heading: "My Tours" },
  { path: "/tour", heading: "Plan a Tour" },
  { path: "/submit", heading: "Submit a Christmas House" },
  { path: "/admin", heading: "Admin Dashboard", admin: true },
];

/**
 * The scripts the page asked for before its screen showed, or before it settled (3 s after its
 * load event, when the work kept off first screens starts) if that came first: on a slow machine
 * a screen can show after that, and what starts then is not on its way to the screen.
 */
function scriptsBeforeTheScreen(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const settled =
      navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd + 3_000 : Infinity;
    const cutoff = Math.min(performance.now(), settled);
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js") && entry.startTime < cutoff)
      .map((entry) => entry.name);
  });
}

async function firstVisit(
  browser: Browser,
  account: { email: string; password: string },
  screen: (typeof SCREENS)[number],
) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await restoreSession(page, account);
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
    const scripts = await scriptsBeforeTheScreen(page);
    let bytes = 0;
    const files: string[] = [];
    for (const url of scripts) {
      if (TEST_ONLY_SCRIPT.test(url)) continue;
      const body = await (await page.request.get(url)).body();
      // maplibre loads only on screens with a map, after the screen (not counted, as in the check).
      if (body.includes(MAPLIBRE_MARKER)) continue;
      bytes += gzipSync(body, { level: 9 }).length;
      files.push(new URL(url).pathname.replace("/assets/", ""));
    }
    return { bytes, files };
  } finally {
    await context.close();
  }
}

test("a signed-in first visit straight to a screen loads at most 150 KB of scripts before it shows", async ({
  browser,
  account,
}) => {
  test.slow();
  const report: string[] = [];
  for (const screen of SCREENS) {
    const who = screen.admin ? { email: ADMIN_EMAIL, password: DEMO_PASSWORD } : account;
    const { bytes, files } = await firstVisit(browser, who, screen);
    const line = `${screen.path}: ${(bytes / 1024).toFixed(1)} KB (${files.join(", ")})`;
    report.push(line);
    expect.soft(bytes, line).toBeLessThanOrEqual(SCREEN_BUDGET_BYTES);
  }
  await test.info().attach("signed-in first visits", { body: report.join("\n") });
});
