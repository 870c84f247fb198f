/**
 * What the app's service worker holds, for the offline tests.
 */
import { expect, type Page } from "@playwright/test";

/** The paths of the requests a cache of the service worker holds. */
export function cachedPaths(page: Page, cacheName: string) {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  }, cacheName);
}

/** The page was loaded with no worker; waits until the one it installed controls it. */
export async function waitForWorkerToTakeOver(page: Page) {
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
