/**
 * Counts that no longer count a gone house (decision 377): My Tours' "Planner (N stops)" counts the
 * stops the planner will hold, online as the server says and offline as the app learned; a saved
 * tour's card and a shared tour the tab already showed are read again once the planner found a
 * house gone; and the popular list the service worker saved counts one stop fewer once the app
 * learned a house of a tour is gone (decision 372).
 */
import type { Page } from "@playwright/test";
import { deleteHouseAsAdmin, expect, type TestHouse, test } from "./fixtures";
import { APP_URL, idTokenFor, openControlled, signIn } from "./support";

const STOP_LEFT = "A house in your tour was removed from LI Lights";
const ARCHIVED_TEXT = "No longer listed in the directory";
const API_CACHE = "lights-api-v1";

interface Account {
  email: string;
  password: string;
}

async function titleOf(id: number): Promise<string> {
  const response = await fetch(new URL(`/api/houses/${id}`, APP_URL));
  expect(response.ok).toBe(true);
  return ((await response.json()) as { title: string }).title;
}

async function authHeaders(account: Account) {
  const token = await idTokenFor(account.email, account.password);
  return { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
}

/** A tour of `account`'s with these stops, saved through the API. */
async function saveTour(account: Account, name: string, houses: Array<{ id: number }>) {
  const created = await fetch(new URL("/api/tours", APP_URL), {
    method: "POST",
    headers: await authHeaders(account),
    body: JSON.stringify({ name, stopIds: houses.map((house) => house.id) }),
  });
  expect(created.status).toBe(201);
  return (await created.json()) as { id: number; shareId: string };
}

async function archiveAsAdmin(houseId: number, adminToken: string) {
  const response = await fetch(new URL("/api/admin/season/archive", APP_URL), {
    method: "POST",
    headers: { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ ids: [houseId] }),
  });
  expect(response.ok).toBe(true);
}

function plannerLink(page: Page, stops: string) {
  return page.getByRole("link", { name: `Planner (${stops})` });
}

test("My Tours counts the stops the planner will hold, and a card the tab showed counts a gone house no more", async ({
  asUser: page,
  account,
  ownHouse,
  makeHouse,
  adminToken,
}) => {
  const archived = await makeHouse(account);
  const later: TestHouse = await makeHouse(account);
  const stays = { id: 3, title: await titleOf(3) };
  const goneTitle = await titleOf(ownHouse.id);
  const laterTitle = await titleOf(later.id);
  const archivedTitle = await titleOf(archived.id);
  const tour = await saveTour(account, "Count Loop", [stays, ownHouse, archived, later]);

  await page.goto("/tours");
  const card = page.getByTestId("saved-tour").filter({ hasText: "Count Loop" });
  await expect(card.getByTestId("tour-totals-line")).toHaveText(/^4 stops · /, { timeout: 30_000 });
  await card.getByRole("button", { name: "Open Count Loop in the planner" }).click();
  await expect(page.getByTestId("tour-stops")).toContainText(goneTitle);
  await page.getByRole("link", { name: "My Tours" }).click();
  await expect(plannerLink(page, "4 stops")).toBeVisible();

  // An admin deletes one house and archives another.
  await deleteHouseAsAdmin(ownHouse.id, adminToken);
  await archiveAsAdmin(archived.id, adminToken);

  // My Tours asks, as the planner would as it opens: the deleted house's stop leaves, with the
  // planner's message; the archived one stays in the planner, flagged (decision 324).
  await page.goto("/tours");
  await expect(plannerLink(page, "3 stops")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(STOP_LEFT, { exact: true })).toBeVisible();
  await expect(card.getByTestId("tour-totals-line")).toHaveText(/^2 stops · /);
  await test.info().attach("my-tours-planner-count", {
    body: await page.screenshot(),
    contentType: "image/png",
  });
  await plannerLink(page, "3 stops").click();
  const stops = page.getByTestId("tour-stops");
  await expect(page.getByText("3 of 20 stops")).toBeVisible();
  await expect(stops).not.toContainText(goneTitle);
  await expect(stops.getByTestId("tour-stop").filter({ hasText: archivedTitle })).toContainText(
    ARCHIVED_TEXT,
  );

  // The tab holds My Tours' answer; the planner, opened again, finds another house gone.
  const asked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/tours/${tour.id}`,
  );
  await page.getByRole("link", { name: "My Tours" }).click();
  await expect(card.getByTestId("tour-totals-line")).toHaveText(/^2 stops · /);
  // My Tours has asked for the planner's tour (its stops are all there yet): now it goes.
  await asked;
  await deleteHouseAsAdmin(later.id, adminToken);
  await plannerLink(page, "3 stops").click();
  await expect(page.getByText(STOP_LEFT, { exact: true }).first()).toBeVisible();
  await expect(stops).not.toContainText(laterTitle);
  await page.getByRole("link", { name: "My Tours" }).click();
  await expect(plannerLink(page, "2 stops")).toBeVisible();
  await expect(card.getByTestId("tour-totals-line")).toHaveText(/^1 stop · /);
  await expect(card).not.toContainText(laterTitle);
});

test("a shared tour the tab showed counts a house the planner found gone no more", async ({
  asUser: page,
  account,
  ownHouse,
  adminToken,
}) => {
  const stays = { id: 3, title: await titleOf(3) };
  const goneTitle = await titleOf(ownHouse.id);
  const tour = await saveTour(account, "Shared Loop", [stays, ownHouse]);

  await page.goto(`/tours/shared/${tour.shareId}`);
  const totals = page.getByTestId("tour-totals-line");
  await expect(totals).toHaveText(/^2 stops · /, { timeout: 30_000 });
  await deleteHouseAsAdmin(ownHouse.id, adminToken);

  await page.getByRole("button", { name: "Plan from this tour" }).click();
  await expect(page.getByText(STOP_LEFT, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("tour-stops")).not.toContainText(goneTitle);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Shared Loop", level: 1 })).toBeVisible();
  await expect(totals).toHaveText(/^1 stop · /);
  await expect(page.getByRole("main")).not.toContainText(goneTitle);
  await test.info().attach("shared-tour-after-gone-house", {
    body: await page.screenshot(),
    contentType: "image/png",
  });
});

test.describe("with the service worker", () => {
  // The rest of the suite blocks service workers (playwright.config.ts).
  test.use({ serviceWorkers: "allow" });
  // Installs the worker (about 90 files), signs in, opens several screens online, then offline.
  test.describe.configure({ timeout: 240_000 });

  /** The paths (with their query strings) of the API answers the service worker saved. */
  function savedApiAnswers(page: Page) {
    return page.evaluate(async (name) => {
      if (!(await caches.has(name))) return [];
      const cache = await caches.open(name);
      const saved: Array<{ path: string; answer: unknown }> = [];
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        const answer = await (await cache.match(request, { ignoreVary: true }))
          ?.json()
          .catch(() => null);
        saved.push({ path: `${url.pathname}${url.search}`, answer: answer ?? null });
      }
      return saved;
    }, API_CACHE);
  }

  /** The stop count a saved popular answer gives the tour `tourId` (null: not in it). */
  async function savedPopularCount(page: Page, path: string, tourId: number) {
    const saved = (await savedApiAnswers(page)).find((entry) => entry.path === path);
    if (!Array.isArray(saved?.answer)) return null;
    const entry = (saved.answer as Array<{ tourId: number; stopCount: number }>).find(
      (tour) => tour.tourId === tourId,
    );
    return entry?.stopCount ?? null;
  }

  test("once the app learned a house is gone, My Tours' planner count and the saved popular list count it no more offline", async ({
    page,
    context,
    account,
    ownHouse,
    makeAccount,
    adminToken,
  }) => {
    const stays = { id: 3, title: await titleOf(3) };
    const goneTitle = await titleOf(ownHouse.id);
    const tour = await saveTour(account, "Popular Loop", [stays, ownHouse]);
    // Unique per run: the server's data outlives a run.
    const listed = `Gone glow ${Date.now().toString(36)}`;
    const published = await fetch(new URL(`/api/tours/${tour.id}/publish`, APP_URL), {
      method: "PUT",
      headers: await authHeaders(account),
      body: JSON.stringify({ name: listed, town: "Islip" }),
    });
    expect(published.ok).toBe(true);
    // Someone else opened it: ranked above the tours nobody opened.
    const opened = await fetch(new URL(`/api/tours/shared/${tour.shareId}/open`, APP_URL), {
      method: "POST",
      headers: await authHeaders(await makeAccount("Otto Opener")),
    });
    expect(opened.ok).toBe(true);

    await openControlled(page);
    await signIn(page, account.email, account.password, { timeout: 30_000 });
    await page.goto("/tours/popular");
    const entry = page.getByTestId("popular-tour").filter({ hasText: listed });
    await expect(entry).toContainText("2 stops", { timeout: 30_000 });
    await expect
      .poll(() => savedPopularCount(page, "/api/tours/popular?limit=50", tour.id))
      .toBe(2);
    await page.goto("/tours");
    const card = page.getByTestId("saved-tour").filter({ hasText: "Popular Loop" });
    await card.getByRole("button", { name: "Open Popular Loop in the planner" }).click();
    await expect(page.getByTestId("tour-stops")).toContainText(goneTitle, { timeout: 30_000 });
    await page.goto("/tours");
    await expect(plannerLink(page, "2 stops")).toBeVisible({ timeout: 30_000 });

    // Deleted; the app learns it from the house's link (the saved tour names its slugs).
    await deleteHouseAsAdmin(ownHouse.id, adminToken);
    await page.goto(ownHouse.path);
    await expect(page.getByRole("heading", { level: 1, name: "House not found" })).toBeVisible({
      timeout: 30_000,
    });
    await expect
      .poll(() => savedPopularCount(page, "/api/tours/popular?limit=50", tour.id))
      .toBe(1);

    await context.setOffline(true);
    await page.goto("/tours");
    await expect(plannerLink(page, "1 stop")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(STOP_LEFT, { exact: true })).toBeVisible();
    await expect(card.getByTestId("tour-totals-line")).toHaveText(/^1 stop · /);
    await test.info().attach("offline-my-tours-planner-count", {
      body: await page.screenshot(),
      contentType: "image/png",
    });

    // A network that passes nothing while the browser says it is online: the saved popular list.
    await context.setOffline(false);
    await context.route(/.*/, (route) => route.abort("internetdisconnected"));
    await page.goto("/tours/popular");
    await expect(entry).toContainText("1 stop", { timeout: 30_000 });
    await expect(entry).not.toContainText("2 stops");
    await test.info().attach("saved-popular-tours-count", {
      body: await page.screenshot(),
      contentType: "image/png",
    });
    await context.unroute(/.*/);
  });
});
