/**
 * A screen that shows an answer keeps it when reading it again fails (decision 345): the town page
 * paints the houses its HTML carried and reads them again, and on a weak signal that second read
 * can fail, or the connection can drop while it is under way. The houses stay; only a town gone
 * since is "Town not found". The home's results keep the houses shown when the next ones fail to
 * load, and offer to try again.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cards } from "./house-results";
import { interceptRequests } from "./support";

/** Lets the app take in what just happened (its query caches tell the screen a task later). */
function settled(page: Page) {
  return page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(done))),
      ),
  );
}

test("a town page keeps its houses when reading them again fails, online or as the connection drops; a town gone since is not found", async ({
  context,
}) => {
  /** A fresh tab on the town, painted from its HTML while its second read is held. */
  async function openTown() {
    const tab = await context.newPage();
    const reads = await interceptRequests(tab, (url) => url.pathname === "/api/towns/massapequa");
    await tab.goto("/lights/massapequa");
    const card = tab.getByTestId("house-grid").getByTestId("house-card").first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    return { tab, card, read: await reads.next() };
  }

  for (const { online, error } of [
    { online: true, error: "failed" },
    { online: false, error: "internetdisconnected" },
  ] as const) {
    const { tab, card, read } = await openTown();
    if (!online) await context.setOffline(true);
    const failed = tab.waitForEvent("requestfailed", (request) =>
      request.url().includes("/api/towns/massapequa"),
    );
    await read.abort(error);
    await failed;
    await settled(tab);
    await expect(card).toBeVisible();
    await expect(tab.getByRole("heading", { name: "Error loading this town" })).toHaveCount(0);
    await expect(
      tab.getByRole("heading", { name: "This town's houses need a connection" }),
    ).toHaveCount(0);
    await context.setOffline(false);
    await tab.close();
  }

  // The town's houses went away between the page and its second read.
  const { tab, read } = await openTown();
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
