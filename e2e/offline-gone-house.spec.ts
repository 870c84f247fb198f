/**
 * A saved house copy goes when the server says the house is gone (decision 358): a house an
 * admin deleted opens offline as a house not saved on this phone, by its slugs or its id, and
 * its photos go with it. A house that is still there keeps its copy whatever else the network
 * answers: a server failure, or the slug link's plain 404 a hidden house or a renamed street's
 * old slugs give. Each test's house is its own, made and deleted by the fixtures.
 */
import type { Page } from "@playwright/test";
import { deleteHouseAsAdmin, expect, type TestHouse, test } from "./fixtures";
import { cachedPaths } from "./service-worker-caches";
import { expectSavedCopyReadOnly, openControlled } from "./support";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
// Each test installs the worker (about 90 files) and loads several pages online and offline.
test.describe.configure({ timeout: 180_000 });

const HOUSE_CACHE = "lights-houses-v1";
const PHOTO_CACHE = "lights-photos-v1";
const NOT_SAVED = "You're offline and this house isn't saved on this phone";

/** The API paths the house page asks for the house by: its slugs (the page's link) and its id. */
function apiPaths(house: TestHouse) {
  return {
    bySlugs: house.path.replace(/^\/house\//, "/api/houses/"),
    byId: `/api/houses/${house.id}`,
  };
}

/**
 * The house page opened online by its link, until the service worker has saved it under both its
 * paths and kept its main photo (uploaded, so hosted by us). Answers that photo's path.
 */
async function openAndSave(page: Page, house: TestHouse) {
  const { bySlugs, byId } = apiPaths(house);
  await openControlled(page);
  await page.goto(house.path);
  const housePage = page.getByTestId("house-page");
  await expect(housePage).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => cachedPaths(page, HOUSE_CACHE))
    .toEqual(expect.arrayContaining([bySlugs, byId]));
  const photo = await housePage.locator('img[src^="/api/media/"]').first().getAttribute("src");
  expect(photo).toBeTruthy();
  await expect.poll(() => cachedPaths(page, PHOTO_CACHE)).toContain(photo);
  return photo as string;
}

test("a house deleted since it was saved opens offline as not saved, by its slugs and by its id, and its photo is no longer kept", async ({
  page,
  context,
  ownHouse,
  adminToken,
}) => {
  const photo = await openAndSave(page, ownHouse);

  await deleteHouseAsAdmin(ownHouse.id, adminToken);
  await page.goto(ownHouse.path);
  await expect(page.getByRole("heading", { level: 1, name: "House not found" })).toBeVisible({
    timeout: 30_000,
  });
  // The saved copies go once the app has read the house's answer. The worker's first paint of an
  // unknown house already says "House not found" (decision 394), so that answer may come after it.
  const { bySlugs, byId } = apiPaths(ownHouse);
  await expect
    .poll(async () => {
      const saved = await cachedPaths(page, HOUSE_CACHE);
      return [saved.includes(bySlugs), saved.includes(byId)];
    })
    .toEqual([false, false]);
  await expect.poll(() => cachedPaths(page, PHOTO_CACHE)).not.toContain(photo);

  await context.setOffline(true);
  for (const path of [ownHouse.path, `/house/${ownHouse.id}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: NOT_SAVED })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("saved-copy-notice")).toHaveCount(0);
    await expect(page.getByTestId("house-page")).toHaveCount(0);
  }
});

test("a house still there keeps its saved copy after a server failure and after its slug link's 404 that names no house", async ({
  page,
  context,
  ownHouse,
}) => {
  const photo = await openAndSave(page, ownHouse);
  const { bySlugs } = apiPaths(ownHouse);
  const slugApi = (url: URL) => url.pathname === bySlugs;

  // The page asks for its house again after painting the one its HTML carried: each answer below
  // reaches the page only once the service worker is done with it.
  for (const [status, answer] of [
    [503, { message: "Service unavailable" }],
    // What a house a removal request hides, or a renamed street's old slugs, answer.
    [404, { message: "House not found" }],
  ] as const) {
    await context.route(slugApi, (route) => route.fulfill({ status, json: answer }));
    const answered = page.waitForResponse(
      (response) => slugApi(new URL(response.url())) && response.status() === status,
    );
    await page.goto(ownHouse.path);
    await answered;
    await context.unroute(slugApi);
  }
  expect(await cachedPaths(page, PHOTO_CACHE)).toContain(photo);

  await context.setOffline(true);
  for (const path of [ownHouse.path, `/house/${ownHouse.id}`]) {
    await page.goto(path);
    await expect(page.getByTestId("saved-copy-notice")).toContainText("Saved copy from", {
      timeout: 30_000,
    });
    await expectSavedCopyReadOnly(page);
  }
});
