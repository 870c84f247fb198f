/**
 * A weak signal, not just none (decision 342): a network that passes nothing while the browser
 * still says it is online, and one slow enough that the service worker answers from its saved
 * copy first. The signed-in user stays signed in on the saved copies, the offline banner says so,
 * and the screens take the network's answer when it comes, without a reload.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { idTokenFor, openControlled, signIn } from "./support";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
// Each test installs the worker (about 90 files) and signs in before the network weakens.
test.describe.configure({ timeout: 180_000 });

const OFFLINE_MESSAGE =
  "You're offline. Showing your saved favorites and tours; changes need a connection.";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The paths of the answers the service worker saved in one of its caches. */
function savedPaths(page: Page, cacheName: string) {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  }, cacheName);
}

async function addFavorite(
  request: import("@playwright/test").APIRequestContext,
  account: { email: string; password: string },
  houseId: number,
) {
  const token = await idTokenFor(account.email, account.password);
  const added = await request.post("/api/favorites", {
    headers: { Authorization: `Bearer ${token}` },
    data: { houseId },
  });
  expect(added.ok()).toBe(true);
}

test("two days later on a network that passes nothing, the user stays signed in on the saved copies, and the app comes back with the network", async ({
  page,
  context,
  request,
  account,
}) => {
  const house = await (await request.get("/api/houses/2")).json();
  await addFavorite(request, account, house.id);
  await openControlled(page);
  await signIn(page, account.email, account.password, { timeout: 30_000 });
  await page.goto("/favorites");
  const card = page.getByTestId("house-card").filter({ hasText: house.title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => savedPaths(page, "lights-api-v1")).toContain("/api/favorites");
  await page.goto(`/house/${house.id}`);
  const title = page.getByRole("heading", { name: house.title, level: 1 });
  await expect(title).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => savedPaths(page, "lights-houses-v1"))
    .toContain(`/api/houses/${house.id}`);

  // Two days on, the saved ID token has expired; the network (Wi-Fi that passes nothing) fails
  // every request, the token's renewal included, while the browser still says it is online.
  await context.clock.install({ time: Date.now() + 2 * DAY_MS });
  await context.route(/.*/, (route) => route.abort("internetdisconnected"));
  await page.goto("/favorites");
  const banner = page.getByRole("status").filter({ hasText: OFFLINE_MESSAGE });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("Failed to fetch user")).toHaveCount(0);
  const remove = card.getByRole("button", { name: `Remove ${house.title} from favorites` });
  await expect(remove).toBeDisabled();

  await page.goto(`/house/${house.id}`);
  await expect(title).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("saved-copy-notice")).toBeVisible();
  await expect(page.getByText("This house could not load.")).toHaveCount(0);

  // The network comes back: no reload, no event from the browser; the screen asks again.
  await page.goto("/favorites");
  await expect(card).toBeVisible({ timeout: 30_000 });
  await context.unroute(/.*/);
  await expect(banner).toHaveCount(0, { timeout: 40_000 });
  await expect(remove).toBeEnabled();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
});

test("on a slow network My Favorites shows the saved copy, then takes the network's answer when it comes", async ({
  page,
  context,
  request,
  account,
}) => {
  const house = await (await request.get("/api/houses/3")).json();
  await openControlled(page);
  await signIn(page, account.email, account.password, { timeout: 30_000 });
  await page.goto("/favorites");
  const empty = page.getByRole("heading", { name: "No favorites yet" });
  await expect(empty).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => savedPaths(page, "lights-api-v1")).toContain("/api/favorites");
  // Added elsewhere: the saved copy no longer has everything.
  await addFavorite(request, account, house.id);

  // The list's answer is held past the worker's 4 s wait, so it answers from its saved copy.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await context.route("**/api/favorites", async (route) => {
    await answered;
    await route.fallback();
  });
  await page.goto("/favorites");
  const banner = page.getByRole("status").filter({ hasText: OFFLINE_MESSAGE });
  await expect(empty).toBeVisible({ timeout: 30_000 });
  await expect(banner).toBeVisible();

  // The network answers: the screen takes it at once (the 15 s re-read would come later).
  answer();
  const card = page.getByTestId("house-card").filter({ hasText: house.title });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(banner).toHaveCount(0);
  await expect(
    card.getByRole("button", { name: `Remove ${house.title} from favorites` }),
  ).toBeEnabled();
});
