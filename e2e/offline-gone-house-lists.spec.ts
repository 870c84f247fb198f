/**
 * A house the server says is gone leaves every saved list, not only its own saved page (decisions
 * 358 and 372): once the app has learned it is gone online (its page opened by its link, or the
 * planner reading its stops again), offline the favorites, My Tours, a saved tour opened in the
 * planner and the map no longer show it, and no photo of it is kept; the tour being planned lets
 * go of it when the planner opens, with the planner's message.
 * A house still there stays in each. Each test's gone house is its own, made and deleted by the
 * fixtures; the one that stays is a demo house.
 */
import type { Page } from "@playwright/test";
import { deleteHouseAsAdmin, expect, type TestHouse, test } from "./fixtures";
import { APP_URL, idTokenFor, openControlled, signIn } from "./support";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
// Each test installs the worker (about 90 files), signs in and opens several screens online,
// then again offline.
test.describe.configure({ timeout: 240_000 });

const API_CACHE = "lights-api-v1";
const HOUSE_CACHE = "lights-houses-v1";
const MAP_CACHE = "lights-map-v1";
const PHOTO_CACHE = "lights-photos-v1";
const NOT_SAVED = "You're offline and this house isn't saved on this phone";
const TOUR_NAME = "Gone Loop";
const STOP_LEFT = "A house in your tour was removed from LI Lights";

interface SavedAnswer {
  /** The path and query string the answer was saved under. */
  path: string;
  answer: unknown;
}

/** Every answer a cache of the service worker holds, read as JSON (null when it is not). */
function savedAnswers(page: Page, cacheName: string): Promise<SavedAnswer[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    const saved: SavedAnswer[] = [];
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const response = await cache.match(request, { ignoreVary: true });
      const answer = await response?.json().catch(() => null);
      saved.push({ path: `${url.pathname}${url.search}`, answer: answer ?? null });
    }
    return saved;
  }, cacheName);
}

/**
 * The houses a saved answer shows: every object that is a house (a title and a position: a list
 * item, a tour's stop, a house page) and every favorite's `houseId`.
 */
function housesShown(answer: unknown): number[] {
  if (Array.isArray(answer)) return answer.flatMap(housesShown);
  if (typeof answer !== "object" || answer === null) return [];
  const fields = answer as Record<string, unknown>;
  const own: number[] = [];
  if (typeof fields.id === "number" && "title" in fields && "latitude" in fields) {
    own.push(fields.id);
  }
  if (typeof fields.houseId === "number") own.push(fields.houseId);
  return [...own, ...Object.values(fields).flatMap(housesShown)];
}

/** The saved answers (favorites, tours, house pages, map pages) that show house `houseId`. */
async function answersShowing(page: Page, houseId: number) {
  const found: string[] = [];
  for (const cacheName of [API_CACHE, HOUSE_CACHE, MAP_CACHE]) {
    for (const { path, answer } of await savedAnswers(page, cacheName)) {
      const favoriteCheck = path === `/api/favorites/${houseId}/check`;
      if (favoriteCheck || housesShown(answer).includes(houseId)) found.push(path);
    }
  }
  return found.sort();
}

function photoPaths(page: Page) {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  }, PHOTO_CACHE);
}

interface HouseAnswer {
  id: number;
  title: string;
  mainImageUrl: string;
}

async function houseAnswer(id: number): Promise<HouseAnswer> {
  const response = await fetch(new URL(`/api/houses/${id}`, APP_URL));
  expect(response.ok).toBe(true);
  return (await response.json()) as HouseAnswer;
}

/**
 * The gone house and a demo house that stays, each a favorite of the account and a stop of its
 * tour TOUR_NAME (the gone one last), set up through the API.
 */
async function favoritesAndTour(account: { email: string; password: string }, gone: TestHouse) {
  const goneHouse = await houseAnswer(gone.id);
  const stays = await houseAnswer(3);
  const token = await idTokenFor(account.email, account.password);
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  for (const houseId of [stays.id, gone.id]) {
    const added = await fetch(new URL("/api/favorites", APP_URL), {
      method: "POST",
      headers,
      body: JSON.stringify({ houseId }),
    });
    expect(added.ok).toBe(true);
  }
  const created = await fetch(new URL("/api/tours", APP_URL), {
    method: "POST",
    headers,
    body: JSON.stringify({ name: TOUR_NAME, stopIds: [stays.id, gone.id] }),
  });
  expect(created.status).toBe(201);
  return { goneHouse, stays };
}

/**
 * Online, signed in on a page the worker controls: My Favorites (until the gone house's photo is
 * kept), My Tours, the tour opened in the planner (the tour being planned holds both stops now).
 */
async function saveListsOnline(
  page: Page,
  account: { email: string; password: string },
  goneHouse: HouseAnswer,
  stays: HouseAnswer,
) {
  await openControlled(page);
  await signIn(page, account.email, account.password, { timeout: 30_000 });
  await page.goto("/favorites");
  const cards = page.getByTestId("house-card");
  await expect(cards.filter({ hasText: goneHouse.title })).toBeVisible({ timeout: 30_000 });
  await expect(cards.filter({ hasText: stays.title })).toBeVisible();
  const photo = new URL(goneHouse.mainImageUrl, page.url()).pathname;
  expect(photo).toMatch(/^\/api\/media\//);
  await expect.poll(() => photoPaths(page)).toContain(photo);

  await page.goto("/tours");
  const tour = page.getByTestId("saved-tour").filter({ hasText: TOUR_NAME });
  await expect(tour).toBeVisible({ timeout: 30_000 });
  await tour.getByRole("button", { name: `Open ${TOUR_NAME} in the planner` }).click();
  await expect(page).toHaveURL(/\/tour$/);
  const stops = page.getByTestId("tour-stops");
  await expect(stops).toContainText(goneHouse.title);
  await expect(stops).toContainText(stays.title);
  await expect
    .poll(async () => (await savedAnswers(page, API_CACHE)).map((saved) => saved.path))
    .toEqual(expect.arrayContaining(["/api/favorites", "/api/tours"]));
  expect(await answersShowing(page, goneHouse.id)).toEqual(
    expect.arrayContaining(["/api/favorites", "/api/tours"]),
  );
  return photo;
}

/**
 * Offline: My Favorites, the planner and My Tours show the house that stays, not the gone one.
 * `plannerSays`: the planner has yet to let go of the stop, and says so as it opens.
 */
async function expectListsWithoutOffline(
  page: Page,
  goneHouse: HouseAnswer,
  stays: HouseAnswer,
  { plannerSays }: { plannerSays: boolean },
) {
  await page.goto("/favorites");
  const cards = page.getByTestId("house-card");
  await expect(cards.filter({ hasText: stays.title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("favorites-count")).toHaveText("1 house in your favorites list");
  await expect(cards.filter({ hasText: goneHouse.title })).toHaveCount(0);
  await test.info().attach("offline-favorites-without-gone-house", {
    body: await page.screenshot(),
    contentType: "image/png",
  });

  // The tour being planned, which only the browser keeps.
  await page.goto("/tour");
  const stops = page.getByTestId("tour-stops");
  await expect(stops).toContainText(stays.title, { timeout: 30_000 });
  if (plannerSays) {
    await expect(page.getByText(STOP_LEFT, { exact: true })).toBeVisible();
    await expect(
      page.getByText(`"${goneHouse.title}" is no longer in your tour.`, { exact: true }),
    ).toBeVisible();
  }
  await expect(stops).not.toContainText(goneHouse.title);

  await page.goto("/tours");
  const tour = page.getByTestId("saved-tour").filter({ hasText: TOUR_NAME });
  await expect(tour).toBeVisible({ timeout: 30_000 });
  await expect(tour.getByTestId("tour-totals-line")).toHaveText(/^1 stop · /);
  await expect(tour).toContainText(stays.title);
  await expect(tour).not.toContainText(goneHouse.title);
  await test.info().attach("offline-tours-without-gone-house", {
    body: await page.screenshot(),
    contentType: "image/png",
  });
  await tour.getByRole("button", { name: `Open ${TOUR_NAME} in the planner` }).click();
  await expect(page).toHaveURL(/\/tour$/);
  await expect(stops).toContainText(stays.title);
  await expect(stops).not.toContainText(goneHouse.title);
}

test("a house deleted since it was saved leaves the favorites, the tours, the planner and the map offline once its link said it is gone", async ({
  page,
  context,
  account,
  ownHouse,
  adminToken,
}) => {
  const { goneHouse, stays } = await favoritesAndTour(account, ownHouse);
  const photo = await saveListsOnline(page, account, goneHouse, stays);
  // The map's houses, seen online with the house among them.
  await page.goto("/map");
  const displays = page.getByText(/^\d+ displays?$/);
  await expect(displays).toBeVisible({ timeout: 30_000 });
  const seenOnline = Number.parseInt((await displays.textContent())!, 10);
  await expect
    .poll(async () =>
      (await answersShowing(page, goneHouse.id)).some((path) => path.startsWith("/api/houses?")),
    )
    .toBe(true);
  // Its page was never opened: only the lists know which house its link is.
  expect((await savedAnswers(page, HOUSE_CACHE)).map((saved) => saved.path)).not.toContain(
    `/api/houses/${goneHouse.id}`,
  );

  await deleteHouseAsAdmin(goneHouse.id, adminToken);
  // Its link (its slugs), as a bookmark or a shared link opens it.
  await page.goto(ownHouse.path);
  await expect(page.getByRole("heading", { level: 1, name: "House not found" })).toBeVisible({
    timeout: 30_000,
  });
  // The page may paint "House not found" from its HTML before the app asks the API.
  await expect.poll(() => answersShowing(page, goneHouse.id)).toEqual([]);
  await expect.poll(() => photoPaths(page)).not.toContain(photo);
  // The map's saved houses: one fewer than it showed online.
  const mapHouses = (await savedAnswers(page, MAP_CACHE)).flatMap(({ answer }) =>
    housesShown(answer),
  );
  expect(mapHouses.length).toBe(seenOnline - 1);

  await context.setOffline(true);
  await expectListsWithoutOffline(page, goneHouse, stays, { plannerSays: true });

  await page.goto("/map");
  await expect(page.getByTestId("map-offline-note")).toBeVisible({ timeout: 30_000 });
  await expect(displays).toHaveText(`${seenOnline - 1} displays`);

  await page.goto(ownHouse.path);
  await expect(page.getByRole("heading", { name: NOT_SAVED })).toBeVisible({ timeout: 30_000 });
});

test("a house the planner found gone online leaves the saved favorites and tours offline", async ({
  page,
  context,
  account,
  ownHouse,
  adminToken,
}) => {
  const { goneHouse, stays } = await favoritesAndTour(account, ownHouse);
  const photo = await saveListsOnline(page, account, goneHouse, stays);

  await deleteHouseAsAdmin(goneHouse.id, adminToken);
  // The planner opened online reads its stops again, and asks for the stop's house by its id.
  await page.goto("/tour");
  await expect(page.getByText(STOP_LEFT, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("tour-stops")).not.toContainText(goneHouse.title);
  await expect.poll(() => answersShowing(page, goneHouse.id)).toEqual([]);
  await expect.poll(() => photoPaths(page)).not.toContain(photo);

  await context.setOffline(true);
  await expectListsWithoutOffline(page, goneHouse, stays, { plannerSays: false });
});

test("a house still there keeps its favorite, its tour stop and its photo after its link's 404 that names no house", async ({
  page,
  context,
  account,
  ownHouse,
}) => {
  const { goneHouse: house, stays } = await favoritesAndTour(account, ownHouse);
  const photo = await saveListsOnline(page, account, house, stays);
  const saved = await answersShowing(page, house.id);

  // What a house a removal request hides, or a renamed street's old slugs, answer: the saved
  // lists say which house the link is, and asked by its id the house is there.
  const slugApi = (url: URL) =>
    url.pathname === ownHouse.path.replace(/^\/house\//, "/api/houses/");
  await context.route(slugApi, (route) =>
    route.fulfill({ status: 404, json: { message: "House not found" } }),
  );
  // The page paints the house its HTML carried, then asks for it again: the 404 reaches the page
  // only once the service worker is done with it.
  const answered = page.waitForResponse(
    (response) => slugApi(new URL(response.url())) && response.status() === 404,
  );
  await page.goto(ownHouse.path);
  await answered;
  await context.unroute(slugApi);
  expect(await answersShowing(page, house.id)).toEqual(expect.arrayContaining(saved));
  expect(await photoPaths(page)).toContain(photo);

  await context.setOffline(true);
  await page.goto("/favorites");
  const cards = page.getByTestId("house-card");
  await expect(cards.filter({ hasText: house.title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("favorites-count")).toHaveText("2 houses in your favorites list");
  await page.goto("/tour");
  await expect(page.getByTestId("tour-stops")).toContainText(house.title, { timeout: 30_000 });
  await expect(page.getByText(STOP_LEFT, { exact: true })).toHaveCount(0);
});
