/**
 * A town page opened online opens offline from its saved copy, like a house page (decision 401):
 * one opened straight from a link as the first page of a first visit (before the service worker
 * took over: the page hands its answer over, decision 390), and one reached inside the app, each
 * opened offline by its address and by the app's own links; a town never opened says it needs a
 * connection. On a desktop and on a phone, from a fresh browser context (no worker, nothing saved).
 */
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";
import { cachedPaths, waitForWorkerToTakeOver } from "./service-worker-caches";
import { expectNoSeriousA11yViolations, waitForEveryBuildFile } from "./support";

const FIRST = {
  path: "/lights/massapequa",
  city: "Massapequa",
  house: "The Merry Lombardi Display",
};
const SAVED_COPY =
  /^Saved copy from [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M\. Houses you haven't opened on this device need a connection\.$/;
export const TOWN_CACHE = "lights-towns-v1";

type Neighbour = { citySlug: string; city: string };

const title = (page: Page, city: string) =>
  page.getByRole("heading", { level: 1, name: new RegExp(`^Christmas lights in ${city}\\b`) });

const nearbyLink = (page: Page, city: string) =>
  page
    .getByRole("navigation", { name: "Nearby towns" })
    .getByRole("link", { name: new RegExp(`^${city}`) });

/** The town as saved: its title, its houses, the notice, no error and no "needs a connection". */
async function expectSavedTown(page: Page, city: string) {
  await expect(title(page, city)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("saved-copy-notice")).toHaveText(SAVED_COPY);
  await expect(page.getByTestId("house-grid").getByTestId("house-card").first()).toBeVisible();
  await expect(page.getByText("Error loading this town")).toHaveCount(0);
  await expect(
    page.getByRole("heading", { name: "This town's houses need a connection" }),
  ).toHaveCount(0);
}

export async function townsOpenOffline(
  page: Page,
  testInfo: TestInfo,
  device: "desktop" | "mobile",
) {
  const town = await page.request.get(`/api${FIRST.path.replace(/^\/lights/, "/towns")}`);
  expect(town.status()).toBe(200);
  const { neighbours } = (await town.json()) as { neighbours: Neighbour[] };
  const setOffline = (offline: boolean) => page.context().setOffline(offline);
  const shot = async (name: string) => {
    await testInfo.attach(`${name}-${device}`, {
      body: await page.screenshot({ path: testInfo.outputPath(`${name}-${device}.png`) }),
      contentType: "image/png",
    });
  };
  const [second, never] = neighbours;
  if (!second || !never) throw new Error("Massapequa has fewer than two nearby towns");

  // The link from a chat or a search result: the first page this browser opens on the site.
  await page.goto(FIRST.path);
  await expect(title(page, FIRST.city)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(FIRST.house).first()).toBeVisible();
  await waitForWorkerToTakeOver(page);
  await expect.poll(() => cachedPaths(page, TOWN_CACHE)).toContain(`/api/towns/massapequa`);
  // Then a nearby town inside the app, through the worker.
  await nearbyLink(page, second.city).click();
  await expect(title(page, second.city)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("saved-copy-notice")).toHaveCount(0);
  await expect.poll(() => cachedPaths(page, TOWN_CACHE)).toContain(`/api/towns/${second.citySlug}`);
  // The offline line's own code among them.
  await waitForEveryBuildFile(page);

  await setOffline(true);
  // By its address (the worker's shell page, then the saved answer).
  await page.goto(FIRST.path);
  await expectSavedTown(page, FIRST.city);
  await expect(page.getByText(FIRST.house).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot("offline-town-saved");
  // A town never opened on this device, by the app's link: it needs a connection, never an
  // error or a blank page.
  await nearbyLink(page, never.city).click();
  await expect(
    page.getByRole("heading", { name: "This town's houses need a connection", level: 1 }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Error loading this town")).toHaveCount(0);
  await shot("offline-town-not-saved");
  await page.goBack();
  await expectSavedTown(page, FIRST.city);
  // The one reached inside the app, by the app's own link to it and by its address.
  await nearbyLink(page, second.city).click();
  await expectSavedTown(page, second.city);
  await page.goto(`/lights/${second.citySlug}`);
  await expectSavedTown(page, second.city);
  await page.goto(`/lights/${never.citySlug}`);
  await expect(
    page.getByRole("heading", { name: "This town's houses need a connection", level: 1 }),
  ).toBeVisible({ timeout: 30_000 });

  // Back online, the saved town comes alive: the notice goes.
  await setOffline(false);
  await page.goto(FIRST.path);
  await expect(title(page, FIRST.city)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("saved-copy-notice")).toHaveCount(0);
}
