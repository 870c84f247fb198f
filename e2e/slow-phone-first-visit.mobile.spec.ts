/**
 * A house page opened from a link, a first visit on a phone over slow 3G (decision 396): what it
 * downloads is the page and its own screen, not the rest of the build. The service worker comes
 * once the page is usable and stores the files the browser already has; the other screens' files
 * (about 150) wait for a visit on a connection that is neither slow nor saving data, and no file
 * is downloaded twice. A budget of requests and bytes, never a time.
 */
import type { Request } from "@playwright/test";
import { expect, test } from "./fixtures";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 120_000 });

const HOUSE = "/house/freeport/10-washington-ave";
/** The worker's store of build files, and its mark once it holds them all (offline-rules.ts). */
const SHELL_CACHE_PREFIX = "lights-shell-";
const SHELL_COMPLETE_KEY = "/__lights-shell-complete";
/** Slow 3G: 400 ms round trips, 400 kbps each way. */
const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: 400e3 / 8,
  uploadThroughput: 400e3 / 8,
};
/**
 * The page's HTML, scripts, photo and answers, and the service worker's shell page, as the local
 * server sends them (uncompressed; the browser tests' build carries its class check, 29 kB): about
 * 35 requests and 900 kB. Before decision 396: 177 requests and 2.7 MB, every build file once
 * more by the worker.
 */
const MAX_REQUESTS = 45;
const MAX_KILOBYTES = 1_100;

test("a first visit to a house page on slow 3G downloads that page, not the whole app", async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  const downloads: { url: string; bytes: number; worker: boolean }[] = [];
  const counted = async (request: Request) => {
    const sizes = await request.sizes().catch(() => null);
    // Answered by the browser's cache (the worker storing a file the page already has): no bytes
    // came over the network.
    const bytes = sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
    if (bytes > 0) {
      downloads.push({
        url: new URL(request.url()).pathname,
        bytes,
        worker: Boolean(request.serviceWorker()),
      });
    }
  };
  context.on("requestfinished", (request) => void counted(request));

  await page.goto(HOUSE);
  await expect(page.getByTestId("house-page")).toBeVisible({ timeout: 60_000 });
  await expect(page.locator("#header-sign-in")).toBeVisible();
  // The worker registers once the page has settled, and installs.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 60_000,
  });
  // The house opened opens offline: its screen's scripts are in the worker's store (the parts
  // that loaded while it installed once the page asks again), which is not complete: the other
  // screens wait for a faster connection. Awaited before counting: by then the page has asked
  // the worker twice, so a file either ask downloads is counted.
  const store = () =>
    page.evaluate(
      async ({ prefix, complete }) => {
        const name = (await caches.keys()).find((key) => key.startsWith(prefix));
        if (!name) return null;
        const cache = await caches.open(name);
        const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
        const scripts = performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith("/assets/") && path.endsWith(".js"));
        return {
          missing: scripts.filter((path) => !kept.has(path)),
          shellPage: kept.has("/app-shell"),
          complete: kept.has(complete),
        };
      },
      { prefix: SHELL_CACHE_PREFIX, complete: SHELL_COMPLETE_KEY },
    );
  await expect.poll(store, { timeout: 15_000 }).toEqual({
    missing: [],
    shellPage: true,
    complete: false,
  });
  // And the page's own later parts (what loads once it has settled) are in.
  await page.waitForLoadState("networkidle");

  const kilobytes = Math.round(downloads.reduce((sum, d) => sum + d.bytes, 0) / 1000);
  const summary = `${downloads.length} requests, ${kilobytes} kB:\n${downloads
    .map((d) => `${d.worker ? "worker " : ""}${d.url} ${d.bytes}`)
    .join("\n")}`;
  console.log(summary);
  expect(downloads.length, summary).toBeLessThanOrEqual(MAX_REQUESTS);
  expect(kilobytes, summary).toBeLessThanOrEqual(MAX_KILOBYTES);
  // No build file twice (the page's, then the worker's own copy).
  const files = downloads.map((d) => d.url).filter((url) => url.startsWith("/assets/"));
  expect(files.filter((url, index) => files.indexOf(url) !== index)).toEqual([]);
});
