/**
 * A signed-in account's first visit with no service worker yet (decision 412): the app reads the
 * account's user record once, as it starts, before the worker it installs takes the page over.
 * The page hands that answer to the worker as it hands the public ones (decision 390), so after
 * moving around the app and a reload without a connection My Tours opens signed in from its saved
 * copy, not as the signed-out landing. Signing out still leaves nothing of the account saved. On a
 * desktop and on a phone, from a fresh browser context (no worker, nothing saved).
 */
import type { Page, TestInfo } from "@playwright/test";
import type { TestAccount } from "./fixtures";
import { waitForWorkerToTakeOver } from "./service-worker-caches";
import { expectNoSeriousA11yViolations, waitForEveryBuildFile } from "./support";
import { expect, saveTourThroughApi } from "./tour-support";

/** The signed-in account's saved answers (src/lib/offline/offline-rules.ts, API_CACHE). */
const API_CACHE = "lights-api-v1";

/** The paths of the requests a cache of the service worker holds. */
function cachedPaths(page: Page, cacheName: string) {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  }, cacheName);
}

export async function signedInFirstVisitOpensOffline(
  page: Page,
  account: TestAccount,
  testInfo: TestInfo,
  device: "desktop" | "mobile",
  signOut: () => Promise<void>,
) {
  /** The navigation with the Tour link. */
  const navigation = device === "mobile" ? "Mobile" : "Main";
  const setOffline = (offline: boolean) => page.context().setOffline(offline);
  const shot = async (name: string) => {
    await testInfo.attach(`${name}-${device}`, {
      body: await page.screenshot({ path: testInfo.outputPath(`${name}-${device}.png`) }),
      contentType: "image/png",
    });
  };
  const tourName = "Offline first visit walk";
  await saveTourThroughApi(page, account, tourName, 2);
  const userMenu = page.getByRole("button", { name: "User menu" });

  // Signed in on a remembered session, the first page this browser opens on the site.
  await page.goto("/home");
  await expect(userMenu).toBeVisible();
  await waitForWorkerToTakeOver(page);
  await waitForEveryBuildFile(page);

  // Moving around inside the app (no page load: the user record is not read again).
  await page
    .getByRole("navigation", { name: navigation })
    .getByRole("link", { name: "Tour" })
    .click();
  await expect(page.getByRole("heading", { name: "Plan a Tour", level: 1 })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "My Tours" }).click();
  await expect(page.getByTestId("saved-tour").filter({ hasText: tourName })).toBeVisible();
  await expect.poll(() => cachedPaths(page, API_CACHE)).toContain("/api/tours");

  await setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Tours", level: 1 })).toBeVisible();
  await expect(page.getByTestId("saved-tour").filter({ hasText: tourName })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Showing your saved favorites and tours" }),
  ).toBeVisible();
  await expect(userMenu).toBeVisible();
  await expect(page.getByText("Discover the Magic")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toHaveCount(0);
  expect(await cachedPaths(page, API_CACHE)).toContain("/api/auth/user");
  await expectNoSeriousA11yViolations(page);
  await shot("offline-signed-in-first-visit");

  // Signed out, nothing of the account stays on the device.
  await setOffline(false);
  await page.reload();
  await expect(userMenu).toBeVisible();
  await signOut();
  expect(await cachedPaths(page, API_CACHE)).toEqual([]);
}
