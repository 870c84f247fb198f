/**
 * The admin lists as an admin reads them: who is who on Manage Users ("(You)", the Admin and User
 * badges, "Unknown User" for an account with neither name nor e-mail, the join date), the same
 * on Manage Reviews, paging and badges on Manage Houses and deleting a house from that list; and
 * every state of Database Sync (not configured, a failed load, a failed comparison and its retry,
 * a sync cut off part-way and resumed, and a sync where a house failed).
 */
import type { Page } from "@playwright/test";
import { expect, type TestHouse, test } from "./fixtures";
import { APP_URL, EMULATOR_URL } from "./support";

test.slow();

/** How the admin screens write a date: Dec 3, 2026 (the browser runs in this machine's zone). */
const today = () =>
  new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

/**
 * An emulator account with no name and no e-mail (an anonymous sign-in), known to the app by one
 * signed-in call; returns its ID token and a way to delete it.
 */
async function createNamelessUser() {
  const response = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`anonymous sign-up failed: ${await response.text()}`);
  const { idToken } = (await response.json()) as { idToken: string };
  return {
    idToken,
    remove: async () => {
      await fetch(
        `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:delete?key=fake-api-key`,
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ idToken }),
        },
      );
    },
  };
}

async function reviewAs(token: string, house: TestHouse, review: string) {
  const response = await fetch(`${APP_URL}/api/houses/${house.id}/ratings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ rating: 3, review }),
  });
  if (!response.ok) throw new Error(`review failed: ${await response.text()}`);
}

async function openAdminScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  // A busy machine (or a dev server compiling on first visit) can take a while to start the app.
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({
    timeout: 60_000,
  });
}

test("users and reviews: (You), badges, Unknown User and dates", async ({
  asAdmin: page,
  ownHouse,
}) => {
  const nameless = await createNamelessUser();
  try {
    const text = `Nameless praise ${Date.now()}`;
    await reviewAs(nameless.idToken, ownHouse, text);

    await openAdminScreen(page, "/admin/users", "Manage Users");
    const rows = page.getByTestId("admin-user-row");
    // Newest first: the nameless account just joined.
    const unknown = rows.filter({ hasText: "Unknown User" }).first();
    await expect(unknown).toBeVisible();
    await expect(unknown.getByText("User", { exact: true })).toBeVisible();
    await expect(unknown.getByText(`Joined ${today()}`, { exact: true })).toBeVisible();
    await expect(unknown.getByRole("button", { name: "Make Admin" })).toBeVisible();

    // The admin joined long ago: page on until their own row, which cannot change itself.
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    const me = rows.filter({ hasText: "(You)" });
    for (let turn = 0; turn < 50 && !(await me.isVisible()); turn++) {
      const label = await pagination.getByText(/^Page \d+ of \d+$/).textContent();
      await pagination.getByRole("button", { name: "Next" }).click();
      await expect(pagination.getByText(/^Page \d+ of \d+$/)).not.toHaveText(label!);
    }
    await expect(me.getByText("Admin", { exact: true })).toBeVisible();
    await expect(me.getByText(/^Joined [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(me.getByRole("button")).toHaveCount(0);

    await openAdminScreen(page, "/admin/reviews", "Manage Reviews");
    const review = page.getByTestId("admin-review-row").filter({ hasText: text });
    await expect(review.getByText("Unknown User", { exact: true })).toBeVisible();
    await expect(review.getByText(today(), { exact: true })).toBeVisible();
  } finally {
    await nameless.remove();
  }
});

test("houses: paging, badges, and deleting a house from the list", async ({
  asAdmin: page,
  ownHouse,
  adminToken,
}) => {
  const listed = (await (
    await fetch(`${APP_URL}/api/admin/houses?limit=100`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    })
  ).json()) as { houses: { title: string; isTopHouse: boolean }[]; totalPages: number };
  const topHouse = listed.houses.find((house) => house.isTopHouse);
  expect(topHouse, "a demo Top House").toBeDefined();

  await openAdminScreen(page, "/admin/houses", "Manage Houses");
  const rows = page.getByTestId("admin-house-row");
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(rows).toHaveCount(20);
  const pageText = pagination.getByText(/^Page \d+ of \d+$/);
  await expect(pageText).toHaveText(/^Page 1 of \d+$/);
  await expect(pagination.getByRole("button", { name: "Previous" })).toBeDisabled();
  const firstTitle = await rows.first().getByRole("link").textContent();
  await pagination.getByRole("button", { name: "Next" }).click();
  await expect(pageText).toHaveText(/^Page 2 of \d+$/);
  await expect(rows.first().getByRole("link")).not.toHaveText(firstTitle!);
  await pagination.getByRole("button", { name: "Previous" }).click();
  await expect(pageText).toHaveText(/^Page 1 of \d+$/);

  const search = page.getByRole("textbox", { name: "Search houses" });
  await search.fill(topHouse!.title);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const top = rows.filter({ hasText: topHouse!.title }).first();
  await expect(top.getByText("Top House", { exact: true })).toBeVisible();

  const detail = await (await page.request.get(`/api/houses/${ownHouse.id}`)).json();
  await search.fill(detail.title);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const mine = rows.filter({ hasText: detail.title });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText("Blow-Ups", { exact: true })).toBeVisible();
  await expect(mine.getByText("Music Synchronized", { exact: true })).toBeVisible();
  await expect(mine.getByText("Top House", { exact: true })).toHaveCount(0);

  await mine.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Are you sure you want to delete "${detail.title}"?`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("House deleted successfully", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`No houses match "${detail.title}".`)).toBeVisible();
  expect((await page.request.get(`/api/houses/${ownHouse.id}`)).status()).toBe(404);
});

test("database sync: not configured, load and compare failures, a cut-off sync resumed, a failed house", async ({
  asAdmin: page,
}) => {
  const status = /\/api\/admin\/db-sync\/status$/;
  await page.route(status, (route) =>
    route.fulfill({ status: 503, json: { message: "The sync service is unavailable" } }),
  );
  await openAdminScreen(page, "/admin/db-sync", "Database Sync");
  await expect(page.getByRole("alert")).toContainText("Error Loading Sync Tool");
  await expect(page.getByRole("alert")).toContainText("The sync service is unavailable");

  // A deployment without the production binding answers available: false.
  await page.unroute(status);
  await page.route(status, (route) => route.fulfill({ json: { available: false } }));
  await page.reload();
  await expect(page.getByText("Production Database Not Configured")).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText("npx wrangler d1 create li-lights-production")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sync All Houses" })).toHaveCount(0);

  await page.unroute(status);
  let compareFailed = false;
  await page.route(/\/api\/admin\/db-sync\/compare\/houses$/, (route) => {
    if (compareFailed) return route.fallback();
    compareFailed = true;
    return route.fulfill({ status: 500, json: { message: "Could not read production" } });
  });
  await page.reload();
  const compareAlert = page.getByRole("alert").filter({ hasText: "Failed to Compare Databases" });
  await expect(compareAlert).toContainText("Could not read production", { timeout: 60_000 });
  await compareAlert.getByRole("button", { name: "Retry" }).click();
  await expect(compareAlert).toHaveCount(0);
  const development = Number(await page.getByTestId("count-development").textContent());
  expect(development).toBeGreaterThan(25);

  // The second batch's call is cut off: the run stops part-way and offers to resume.
  const step = /\/api\/admin\/db-sync\/sync-house-images$/;
  let steps = 0;
  await page.route(step, (route) =>
    ++steps === 2
      ? route.fulfill({ status: 503, json: { message: "The connection was lost" } })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Sync House Images" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Sync house images?");
  await confirm.getByRole("button", { name: "Sync House Images" }).click();
  const failure = page.getByRole("alert").filter({ hasText: "Sync Failed" });
  await expect(failure).toContainText("The connection was lost", { timeout: 60_000 });
  const results = page.getByTestId("sync-results");
  await expect(results).toContainText("Sync House Images: Sync Stopped Part-Way");
  await expect(results).toContainText(/This sync stopped after 25 of \d+ houses\./);
  await failure.getByRole("button", { name: "Dismiss" }).click();
  await expect(failure).toHaveCount(0);

  // Resumed, the run finishes; its last answer names a house production refused.
  await page.unroute(step);
  await page.route(step, async (route) => {
    const answer = await route.fetch();
    const run = await answer.json();
    if (run.status !== "done") return route.fulfill({ response: answer, json: run });
    return route.fulfill({
      response: answer,
      json: {
        ...run,
        updated: Math.max(0, run.updated - 1),
        failed: run.failed + 1,
        errors: [...run.errors, "The Quinn Family Light Show (10 Washington Ave): D1_ERROR"],
      },
    });
  });
  await page.getByRole("button", { name: "Resume Sync House Images" }).click();
  await expect(results).toContainText("Sync House Images: Sync Partially Complete", {
    timeout: 120_000,
  });
  await expect(results.getByTestId("sync-progress")).toHaveText(/^(\d+) of \1 houses processed$/);
  await expect(results.getByRole("alert")).toContainText("1 house could not be synced.");
  await expect(results.getByRole("alert")).toContainText(
    "Failed houses keep their original production data and can be retried by running the sync again.",
  );
  await expect(results.getByRole("alert")).toContainText(
    "The Quinn Family Light Show (10 Washington Ave): D1_ERROR",
  );
  await expect(page.getByRole("button", { name: /^Resume/ })).toHaveCount(0);
});
