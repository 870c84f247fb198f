/**
 * A screen that shows an answer keeps it when reading it again fails (decision 345): the towns
 * list and a town page paint what their HTML carried and read it again, and on a weak signal that
 * second read can fail, or the connection can drop while it is under way. What they show stays;
 * only a town gone since is "Town not found". The home's results keep the houses shown when the
 * next ones fail to load, and offer to try again. An admin list that fails to load offers Try
 * Again.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cards } from "./house-results";
import { idTokenFor, interceptRequests } from "./support";

/** Lets the app take in what just happened (its query caches tell the screen a task later). */
function settled(page: Page) {
  return page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(done))),
      ),
  );
}

/** The towns list and a town page paint the answer their HTML carried, then read it again. */
const SCREENS = [
  {
    path: "/lights",
    api: "/api/towns",
    shown: (tab: Page) =>
      tab
        .getByRole("main")
        .getByRole("link", { name: /Massapequa/ })
        .first(),
    errors: ["Error loading towns", "The towns need a connection"],
  },
  {
    path: "/lights/massapequa",
    api: "/api/towns/massapequa",
    shown: (tab: Page) => tab.getByTestId("house-grid").getByTestId("house-card").first(),
    errors: ["Error loading this town", "This town's houses need a connection"],
  },
] as const;

test("the towns and a town page keep what they show when reading it again fails, online or as the connection drops; a town gone since is not found", async ({
  context,
}) => {
  /** A fresh tab on the screen, painted from its HTML while its second read is held. */
  async function open(screen: (typeof SCREENS)[number]) {
    const tab = await context.newPage();
    const reads = await interceptRequests(tab, (url) => url.pathname === screen.api);
    await tab.goto(screen.path);
    await expect(screen.shown(tab)).toBeVisible({ timeout: 30_000 });
    return { tab, read: await reads.next() };
  }

  for (const screen of SCREENS) {
    for (const { online, error } of [
      { online: true, error: "failed" },
      { online: false, error: "internetdisconnected" },
    ] as const) {
      const { tab, read } = await open(screen);
      if (!online) await context.setOffline(true);
      const failed = tab.waitForEvent(
        "requestfailed",
        (request) => new URL(request.url()).pathname === screen.api,
      );
      await read.abort(error);
      await failed;
      await settled(tab);
      await expect(screen.shown(tab), `${screen.path}, online: ${online}`).toBeVisible();
      for (const heading of screen.errors) {
        await expect(tab.getByRole("heading", { name: heading })).toHaveCount(0);
      }
      await context.setOffline(false);
      await tab.close();
    }
  }

  // The town's houses went away between the page and its second read.
  const { tab, read } = await open(SCREENS[1]);
  await read.fulfill({
    status: 404,
    contentType: "application/json",
    body: JSON.stringify({ error: "Town not found" }),
  });
  await expect(tab.getByRole("heading", { name: "Town not found", level: 1 })).toBeVisible();
});

test("the home keeps the houses shown when the next ones fail to load, and Try again loads them", async ({
  asUser: page,
}) => {
  await page.route(
    (url) => url.pathname === "/api/houses" && url.searchParams.get("offset") === "10",
    (route) => route.abort("failed"),
    { times: 1 },
  );
  await page.goto("/home");
  await expect(cards(page)).toHaveCount(10, { timeout: 30_000 });
  const nextFailed = page.waitForEvent(
    "requestfailed",
    (request) => new URL(request.url()).searchParams.get("offset") === "10",
  );
  await cards(page).last().scrollIntoViewIfNeeded();
  await nextFailed;

  const notice = page.getByRole("alert").filter({ hasText: "More houses could not be loaded." });
  await expect(notice).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByText("Failed to fetch houses")).toHaveCount(0);
  await notice.getByRole("button", { name: "Try again" }).click();
  await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBeGreaterThan(10);
  await expect(notice).toHaveCount(0);
});

test("an admin list that fails to load says so with Try Again, which loads it", async ({
  asAdmin: page,
}) => {
  for (const [path, api, failed] of [
    ["/admin/houses", "/api/admin/houses", "Failed to load houses"],
    ["/admin/users", "/api/admin/users", "Failed to load users"],
    ["/admin/reviews", "/api/admin/reviews", "Failed to load reviews"],
    ["/admin/content", "/api/admin/content", "Failed to load content"],
    ["/admin/season", "/api/admin/season/unconfirmed", "Could not load the houses"],
  ] as const) {
    await page.route(
      (url) => url.pathname === api,
      (route) => route.fulfill({ status: 500, json: { message: "The database did not answer" } }),
      { times: 1 },
    );
    await page.goto(path);
    const error = page.getByRole("alert").filter({ hasText: failed });
    await expect(error, path).toBeVisible({ timeout: 30_000 });
    await error.getByRole("button", { name: "Try Again" }).click();
    await expect(error, path).toHaveCount(0);
    await expect(page.getByRole("table").or(page.getByRole("list")).first(), path).toBeVisible();
  }
});

test("a tour deleted from My Tours leaves the list at once, even when reading the list again fails", async ({
  asUser: page,
  account,
}) => {
  const token = await idTokenFor(account.email, account.password);
  const house = (await (await page.request.get("/api/houses/5")).json()) as { id: number };
  for (const name of ["Tour to keep", "Tour to delete"]) {
    const saved = await page.request.post("/api/tours", {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, stopIds: [house.id] },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  await page.goto("/tours");
  const cards = page.getByTestId("saved-tour");
  await expect(cards).toHaveCount(2, { timeout: 30_000 });

  // The list's read after the delete fails.
  const reads = await interceptRequests(page, (url) => url.pathname === "/api/tours");
  await page.getByRole("button", { name: "Delete Tour to delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await (await reads.next()).abort("failed");
  await expect(page.getByText("Tour deleted", { exact: true }).first()).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Tour to keep");
});
