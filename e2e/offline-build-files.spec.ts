/**
 * The service worker keeps a build file only when the answer is that file (decision 343): a
 * script answered with a page (a deploy rolling out, a server or cache that had no such file) is
 * passed on once, never kept, and the screen opens as soon as the real file is reachable again.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isHydrated, openControlled } from "./support";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
// The worker installs (about 90 files) before the test starts.
test.describe.configure({ timeout: 120_000 });

/** The privacy screen's lazily loaded script, opened from the footer without a page load. */
const CHUNK = /\/assets\/privacy-page-[\w-]+\.js$/;

/** What the shell stores hold under the chunk's URL: [store, content type] of each copy. */
function storedCopies(page: Page) {
  return page.evaluate(async (source) => {
    const chunk = new RegExp(source);
    const copies: [string, string | null][] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!chunk.test(new URL(request.url).pathname)) continue;
        copies.push([name, (await cache.match(request))?.headers.get("Content-Type") ?? null]);
      }
    }
    return copies;
  }, CHUNK.source);
}

/**
 * The privacy screen rendered by its script (the page's own HTML has the heading too, so a
 * failed script that reloads the page would show it): React's props are on the heading.
 */
async function expectPrivacyScreenRunning(page: Page) {
  const heading = page.getByRole("heading", { level: 1, name: "Privacy Policy" });
  await expect(heading).toBeVisible();
  await expect.poll(() => isHydrated(heading)).toBe(true);
  await expect(page.getByText("This page could not load.")).toHaveCount(0);
}

test("a script answered with a page is not kept, and the screen opens once the file is back", async ({
  page,
  context,
}) => {
  await openControlled(page);
  // The install stored the chunk: drop it, so the worker asks the network as on a first use.
  await page.evaluate(async (source) => {
    const chunk = new RegExp(source);
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (chunk.test(new URL(request.url).pathname)) await cache.delete(request);
      }
    }
  }, CHUNK.source);
  expect(await storedCopies(page)).toEqual([]);

  // The server answers the script with the app's page, as the single-page fallback did, with the
  // year's cache of the build's real files: the browser's own cache keeps it too.
  const shell = await (await page.request.get("/app-shell")).text();
  let pagesServed = 0;
  await context.route(CHUNK, (route) => {
    pagesServed++;
    return route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      headers: { "Cache-Control": "public, max-age=31536000, immutable" },
      body: shell,
    });
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByText("This page could not load.")).toBeVisible();
  expect(pagesServed).toBeGreaterThan(0);
  expect(await storedCopies(page)).toEqual([]);

  // The file is reachable again: a new visit opens the screen, and the worker keeps the script.
  await context.unroute(CHUNK);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expectPrivacyScreenRunning(page);
  await expect
    .poll(() => storedCopies(page))
    .toEqual([[expect.stringMatching(/^lights-shell-/), expect.stringMatching(/javascript/)]]);
});

test("a page kept under a script's URL by an earlier worker is dropped, not served", async ({
  page,
}) => {
  await openControlled(page);
  const chunkUrl = await page.evaluate(async (source) => {
    const chunk = new RegExp(source);
    for (const name of await caches.keys()) {
      if (!name.startsWith("lights-shell-")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!chunk.test(new URL(request.url).pathname)) continue;
        // What a worker that stored any 200 left behind.
        await cache.put(
          request,
          new Response("<!doctype html><title>LI Lights</title>", {
            headers: { "Content-Type": "text/html; charset=utf-8" },
          }),
        );
        return request.url;
      }
    }
    return null;
  }, CHUNK.source);
  expect(chunkUrl).not.toBeNull();

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expectPrivacyScreenRunning(page);
  await expect
    .poll(() => storedCopies(page))
    .toEqual([[expect.stringMatching(/^lights-shell-/), expect.stringMatching(/javascript/)]]);
});
