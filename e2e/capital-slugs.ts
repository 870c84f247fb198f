/**
 * A town's or house's address written with capitals opens its page (decision 421): typed or
 * followed from a chat (the worker's 301 to the lower-case address, query kept), followed inside
 * the running app (the router replaces it) and opened offline (the service worker's page, then
 * the router). On a desktop and on a phone, from a fresh browser context.
 */
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";
import { cachedPaths, waitForWorkerToTakeOver } from "./service-worker-caches";
import { waitForEveryBuildFile } from "./support";

const townTitle = (page: Page, city: string) =>
  page.getByRole("heading", { level: 1, name: new RegExp(`^Christmas lights in ${city}\\b`) });

const notFound = (page: Page) =>
  page.getByRole("heading", { level: 1, name: /Page Not Found|not found/i });

export async function capitalSlugsOpenTheirPages(
  page: Page,
  testInfo: TestInfo,
  device: "desktop" | "mobile",
) {
  const shot = async (name: string) => {
    await testInfo.attach(`${name}-${device}`, {
      body: await page.screenshot({ path: testInfo.outputPath(`${name}-${device}.png`) }),
      contentType: "image/png",
    });
  };

  // Typed, or a link from a chat: the first page this browser opens on the site.
  await page.goto("/lights/Freeport?from=chat");
  await expect(page).toHaveURL(/\/lights\/freeport\?from=chat$/);
  await expect(townTitle(page, "Freeport")).toBeVisible({ timeout: 30_000 });
  await expect(notFound(page)).toHaveCount(0);
  await shot("town-with-capitals");

  await page.goto("/house/FREEPORT/10-Washington-Ave");
  await expect(page).toHaveURL(/\/house\/freeport\/10-washington-ave$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(notFound(page)).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText("10 Washington Ave");

  // A link inside the running app (the router, not the server, decides).
  await page.evaluate(() => {
    history.pushState(null, "", "/lights/Massapequa?sort=rating");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page).toHaveURL(/\/lights\/massapequa\?sort=rating$/);
  await expect(townTitle(page, "Massapequa")).toBeVisible({ timeout: 30_000 });
  await expect(notFound(page)).toHaveCount(0);
  // Back leads to the page before, not to the address with capitals.
  await page.goBack();
  await expect(page).toHaveURL(/\/house\/freeport\/10-washington-ave$/);

  // Offline: the service worker answers the address with its page, and the app opens the town
  // from the answer it saved.
  await waitForWorkerToTakeOver(page);
  await page.goto("/lights/freeport");
  await expect(townTitle(page, "Freeport")).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => cachedPaths(page, "lights-towns-v1")).toContain("/api/towns/freeport");
  await waitForEveryBuildFile(page);
  await page.context().setOffline(true);
  await page.goto("/lights/FreePort");
  await expect(page).toHaveURL(/\/lights\/freeport$/);
  await expect(townTitle(page, "Freeport")).toBeVisible({ timeout: 30_000 });
  await expect(notFound(page)).toHaveCount(0);
  await shot("town-with-capitals-offline");
  await page.context().setOffline(false);
}
