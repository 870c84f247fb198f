/**
 * Offline (docs/product.md, Installable app and offline): a service worker that controls the
 * page and serves a repeat visit, the signed-in user's favorites and saved tours opening read-only
 * with no connection, saved house pages and the map's last houses (e2e/install.spec.ts checks
 * that the app installs). The user signs in through the dialog once the worker controls the page
 * (a session restored before would load the user's answers before the worker could save them);
 * the accounts come from the fixtures, which delete them afterwards.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  expectNoSeriousA11yViolations,
  expectSavedCopyReadOnly,
  idTokenFor,
  openControlled,
  signIn,
  signOut,
} from "./support";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
// Each test installs the worker (about 90 files), signs in and reloads: more than the default.
test.describe.configure({ timeout: 180_000 });

const OFFLINE_MESSAGE =
  "You're offline. Showing your saved favorites and tours; changes need a connection.";
const SIGNED_OUT_OFFLINE_MESSAGE =
  "You're offline. Towns and houses you opened on this device still open; changes need a connection.";
const API_CACHE = "lights-api-v1";

/** The paths of the API answers the service worker saved. */
function savedApiPaths(page: Page) {
  return page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return [];
    const requests = await (await caches.open(cacheName)).keys();
    return requests.map((request) => new URL(request.url).pathname).sort();
  }, API_CACHE);
}

/** Signed in on a page the service worker controls, once it has saved the user's answer. */
async function signInWithUserSaved(page: Page, account: { email: string; password: string }) {
  await openControlled(page);
  await signIn(page, account.email, account.password, { timeout: 30_000 });
  await expect.poll(() => savedApiPaths(page)).toContain("/api/auth/user");
}

test("the service worker registers after the first screen, controls the page, stores the shell and serves a repeat visit with no JS or CSS from the network", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      Object.assign(window, { registeredAt: performance.now() });
      return register.apply(this, args);
    };
  });
  await openControlled(page);
  // Installing stores every script of the build: not while the app starts (3 s after load).
  const { registeredAt, loaded } = await page.evaluate(() => ({
    registeredAt: (window as unknown as { registeredAt: number }).registeredAt,
    loaded: performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number,
  }));
  expect(loaded).toBeGreaterThan(0);
  expect(registeredAt - loaded).toBeGreaterThanOrEqual(3_000);
  const scriptUrl = await page.evaluate(
    () => navigator.serviceWorker.controller?.scriptURL ?? null,
  );
  expect(new URL(scriptUrl!).pathname).toBe("/sw.js");
  const script = await page.request.get("/sw.js");
  expect(script.headers()["cache-control"]).toBe("no-cache");
  expect(script.headers()["content-type"]).toMatch(/javascript/);

  // The same installed worker, rather than a second install of about 90 files per check.
  await test.step("the install stores the manifest's icons and every file the shell page lists", async () => {
    const stored = await shellCachePaths(page);
    const shell = await (await page.request.get("/app-shell")).text();
    const listed = [...shell.matchAll(/<(?:link|script)\b[^>]*?\b(?:href|src)="(\/[^"]*)"/g)].map(
      (match) => match[1]!,
    );
    expect(listed).toContain("/manifest.webmanifest");
    expect(listed.some((file) => /^\/assets\/.+\.js$/.test(file))).toBe(true);
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    const icons: string[] = manifest.icons.map((icon: { src: string }) => icon.src);
    expect(icons).toContain("/icons/app-icon.svg");
    for (const file of ["/app-shell", ...listed, ...icons]) expect(stored).toContain(file);
  });

  await test.step("a repeat visit shows the landing and a visited house page with no JS or CSS from the network", async () => {
    const house = await (await request.get("/api/houses/2")).json();
    await page.goto(`/house/${house.id}`);
    await expect(page.getByRole("heading", { name: house.title, level: 1 })).toBeVisible({
      timeout: 30_000,
    });

    const fromNetwork: string[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if ((type === "script" || type === "stylesheet") && !response.fromServiceWorker()) {
        fromNetwork.push(response.url());
      }
    });
    const fromWorker: string[] = [];
    page.on("response", (response) => {
      if (response.fromServiceWorker() && response.request().resourceType() === "script") {
        fromWorker.push(response.url());
      }
    });
    await page.goto("/");
    await expect(page.getByTestId("house-card").first()).toBeVisible({ timeout: 30_000 });
    await page.goto(`/house/${house.id}`);
    await expect(page.getByRole("heading", { name: house.title, level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await page.waitForLoadState("networkidle");
    expect(fromNetwork).toEqual([]);
    // The scripts did load, from the worker's cache: the check above counted something.
    expect(fromWorker.length).toBeGreaterThan(2);
  });
});

test("offline, saved favorites open read-only under an offline banner", async ({
  page,
  context,
  request,
  account,
}) => {
  const house = await (await request.get("/api/houses/2")).json();
  const token = await idTokenFor(account.email, account.password);
  const added = await request.post("/api/favorites", {
    headers: { Authorization: `Bearer ${token}` },
    data: { houseId: house.id },
  });
  expect(added.ok()).toBe(true);

  await openControlled(page);
  await signIn(page, account.email, account.password, { timeout: 30_000 });
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "My Favorites" })
    .click();
  const card = page.getByTestId("house-card").filter({ hasText: house.title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const banner = page.getByRole("status").filter({ hasText: OFFLINE_MESSAGE });
  await expect(banner).toHaveCount(0);
  // Only this user's own answers are saved; the house list and every write are not.
  await expect.poll(() => savedApiPaths(page)).toContain("/api/favorites");
  const saved = await savedApiPaths(page);
  expect(saved.filter((path) => path.startsWith("/api/"))).toEqual([
    "/api/auth/user",
    "/api/favorites",
  ]);

  // The photo is kept once the worker fetches it: in the first page, before the worker took
  // control, the browser's memory cache answered it, so open the list again in a new page.
  await page.reload();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const photoPath = new URL(house.mainImageUrl, page.url()).pathname;
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open("lights-photos-v1")).keys()).map(
          (saved) => new URL(saved.url).pathname,
        ),
      ),
    )
    .toContain(photoPath);

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await page.reload();
  // Loading the app offline (shell, Firebase, saved answers) waits for nothing but the device.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(banner).toBeVisible();
  await expect(page.getByRole("heading", { name: "My Favorite Houses" })).toBeVisible();
  await expect(page.getByTestId("favorites-count")).toHaveText("1 house in your favorites list");
  // The card's photo, seen online, shows from the worker's copy.
  const photo = card.locator("img");
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const remove = card.getByRole("button", { name: `Remove ${house.title} from favorites` });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAttribute("title", "Removing a favorite needs a connection");
  await expectNoSeriousA11yViolations(page);
  await test.info().attach("offline-favorites", {
    body: await page.screenshot(),
    contentType: "image/png",
  });

  // Opening the app afresh at the favorites address works too.
  await page.goto("/favorites");
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(banner).toBeVisible();

  // Back online, answers come from the network again. (Chromium's offline emulation leaves
  // navigator.onLine true after a reload, so the banner here rests on the worker marking saved
  // answers, and the return is seen on the next network answer rather than an "online" event.)
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId("favorites-count")).toHaveText("1 house in your favorites list", {
    timeout: 30_000,
  });
  await expect(banner).toHaveCount(0);
  await expect(remove).toBeEnabled();
});

test("offline, a saved tour opens from My Tours and in the planner", async ({
  page,
  context,
  request,
  account,
}) => {
  const first = await (await request.get("/api/houses/3")).json();
  const second = await (await request.get("/api/houses/4")).json();
  const token = await idTokenFor(account.email, account.password);
  const created = await request.post("/api/tours", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "Offline Loop", stopIds: [first.id, second.id] },
  });
  expect(created.status()).toBe(201);

  await openControlled(page);
  await signIn(page, account.email, account.password, { timeout: 30_000 });
  await page.goto("/tours");
  const card = page.getByTestId("saved-tour").filter({ hasText: "Offline Loop" });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => savedApiPaths(page)).toContain("/api/tours");

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByRole("status").filter({ hasText: OFFLINE_MESSAGE });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(banner).toBeVisible();
  await expect(card.getByRole("button", { name: "Delete Offline Loop" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // The planner works from the browser's copy: both stops, and saving waits for a connection.
  await card.getByRole("button", { name: "Open Offline Loop in the planner" }).click();
  await expect(page).toHaveURL(/\/tour$/);
  await expect(page.getByText(first.title).first()).toBeVisible();
  await expect(page.getByText(second.title).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  await expect(banner).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("signing out deletes the saved answers", async ({ page, account }) => {
  await openControlled(page);
  await signIn(page, account.email, account.password, { timeout: 30_000 });
  await page.goto("/favorites");
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => savedApiPaths(page)).toContain("/api/favorites");

  await signOut(page);
  await expect.poll(() => savedApiPaths(page)).toEqual([]);
});

test("signing out on a page loaded past the worker (a hard reload) deletes the saved answers and houses", async ({
  page,
  request,
  account,
}) => {
  const house = await (await request.get("/api/houses/2")).json();
  await signInWithUserSaved(page, account);
  await page.goto(`/house/${house.id}`);
  await expect(page.getByRole("heading", { name: house.title, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open("lights-houses-v1")).keys()).map(
          (saved) => new URL(saved.url).pathname,
        ),
      ),
    )
    .toContain(`/api/houses/${house.id}`);

  // A hard reload (Shift+Reload) loads the page past the worker: no controller to tell.
  const devtools = await page.context().newCDPSession(page);
  const reloaded = page.waitForEvent("load");
  await devtools.send("Page.reload", { ignoreCache: true });
  await reloaded;
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });

  const signingOut = await page.evaluate(() => Date.now());
  await signOut(page);
  // Nothing saved while signed in stays. The house page, read again signed out, may be kept as
  // any visitor's public copy: an unsaved page hands its answers to the worker (decision 390).
  const userCaches = [API_CACHE, "lights-houses-v1", "lights-map-v1", "lights-shared-tours-v1"];
  await expect
    .poll(() =>
      page.evaluate(
        async ({ names, since }) => {
          const kept: string[] = [];
          for (const name of (await caches.keys()).filter((key) => names.includes(key))) {
            const cache = await caches.open(name);
            for (const request of await cache.keys()) {
              const savedAt = (await cache.match(request))?.headers.get("X-Lights-Saved-At");
              if (!(Date.parse(savedAt ?? "") >= since)) {
                kept.push(`${name} ${new URL(request.url).pathname}`);
              }
            }
          }
          return kept;
        },
        { names: userCaches, since: signingOut },
      ),
    )
    .toEqual([]);
});

/** The URLs (paths) the installed service worker stored in this build's shell cache. */
function shellCachePaths(page: Page) {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith("lights-shell-"));
    if (!name) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  });
}

test("offline, a house opened online opens from its saved copy; one never opened says it isn't saved", async ({
  page,
  context,
  request,
}) => {
  const opened = await (await request.get("/api/houses/5")).json();
  const neverOpened = await (await request.get("/api/houses/6")).json();
  await openControlled(page);
  await page.goto(`/house/${opened.id}`);
  const title = page.getByRole("heading", { name: opened.title, level: 1 });
  await expect(title).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("saved-copy-notice")).toHaveCount(0);
  // The page asks for its house again after painting the one its HTML carried: that answer is saved.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open("lights-houses-v1");
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      }),
    )
    .toContain(`/api/houses/${opened.id}`);

  await context.setOffline(true);
  await page.reload();
  await expect(title).toBeVisible({ timeout: 30_000 });
  const notice = page.getByTestId("saved-copy-notice");
  await expect(notice).toContainText(
    /^Saved copy from [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M\./,
  );
  await expectSavedCopyReadOnly(page);
  // Signed out, the banner speaks of what does open: no favorites or tours are saved.
  await expect(
    page.getByRole("status").filter({ hasText: SIGNED_OUT_OFFLINE_MESSAGE }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await test.info().attach("offline-saved-house", {
    body: await page.screenshot(),
    contentType: "image/png",
  });

  await page.goto(`/house/${neverOpened.id}`);
  await expect(
    page.getByRole("heading", { name: "You're offline and this house isn't saved on this phone" }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("House not found")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Back online, the page is live again: no notice, actions enabled.
  await context.setOffline(false);
  await page.goto(`/house/${opened.id}`);
  await expect(title).toBeVisible({ timeout: 30_000 });
  await expect(notice).toHaveCount(0);
});

test("opened offline, the map asks for its code only once the connection is back, so Try Again draws it", async ({
  page,
  context,
  account,
}) => {
  await signInWithUserSaved(page, account);
  const mapCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/house-map-[\w-]+\.js$/.test(request.url())) mapCode.push(request.url());
  });
  // The houses answer after the map's box and its settings, as on a slow phone. A module fetch
  // that failed stays failed for the page's life: asked for now, the map could never load.
  let answerHouses = () => {};
  const housesHeld = new Promise<void>((resolve) => {
    answerHouses = resolve;
  });
  await context.route(/\/api\/houses\?/, async (route) => {
    await housesHeld;
    await route.abort("internetdisconnected");
  });
  await context.setOffline(true);
  const settings = page.waitForEvent(
    "requestfinished",
    (request) => new URL(request.url()).pathname === "/api/map-config",
  );
  const settingsFailed = page.waitForEvent(
    "requestfailed",
    (request) => new URL(request.url()).pathname === "/api/map-config",
  );
  await page.goto("/map");
  await Promise.race([settings, settingsFailed]);
  // Two frames: the screen has rendered what the settings' answer changed.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  answerHouses();
  const needsConnection = page.getByRole("alert").filter({ hasText: "The map needs a connection" });
  await expect(needsConnection).toBeVisible({ timeout: 30_000 });
  expect(mapCode).toEqual([]);

  await context.unroute(/\/api\/houses\?/);
  await context.setOffline(false);
  await needsConnection.getByRole("button", { name: "Try Again" }).click();
  await expect(page.locator("[data-map-status=loaded]")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("The map could not load.")).toHaveCount(0);
});

test("offline, the map draws the houses last seen on it, or says it needs a connection when it has none", async ({
  page,
  context,
  account,
}) => {
  await signInWithUserSaved(page, account);

  // The map never opened online: nothing saved, one plain message.
  await context.setOffline(true);
  await page.goto("/map");
  await expect(page.getByRole("heading", { name: "Explore the Map" })).toBeVisible({
    timeout: 30_000,
  });
  const needsConnection = page.getByRole("alert").filter({ hasText: "The map needs a connection" });
  await expect(needsConnection).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Couldn't load the houses")).toHaveCount(0);
  await expect(page.getByText("The map could not load.")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Back online, Try Again draws the map; the worker keeps its houses.
  await context.setOffline(false);
  await needsConnection.getByRole("button", { name: "Try Again" }).click();
  await expect(needsConnection).toHaveCount(0, { timeout: 30_000 });
  const displays = page.getByText(/^\d+ displays?$/);
  await expect(displays).toBeVisible({ timeout: 30_000 });
  const seenOnline = (await displays.textContent())!;
  const lastSeen = page.getByTestId("map-offline-note");
  await expect(lastSeen).toHaveCount(0);
  await expect(page.locator("[data-map-status=loaded]")).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open("lights-map-v1");
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      }),
    )
    .toContain("/api/houses");

  // Offline again: the same houses over the offline base layer, marked as last seen.
  await context.setOffline(true);
  await page.reload();
  await expect(lastSeen).toHaveText(
    /^Offline: showing the houses you last saw \(saved [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M\)\./,
    { timeout: 30_000 },
  );
  await expect(displays).toHaveText(seenOnline);
  await expect(page.locator("[data-map-status=loaded]")).toBeVisible({ timeout: 60_000 });
  const markers = page.locator("[data-testid=map-cluster], [data-testid=map-house-marker]");
  await expect.poll(() => markers.count()).toBeGreaterThan(0);
  await expect(needsConnection).toHaveCount(0);
  await expect(page.getByText("The map could not load.")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await test.info().attach("offline-map-last-seen", {
    body: await page.screenshot(),
    contentType: "image/png",
  });
});
