/**
 * A double click writes once (decision 346): the second click of a double click on a write
 * button lands before the button shows it is busy, and it no longer sends the request again.
 * Save on a new tour makes one tour (also when the planner was left and opened again while the
 * first Save was under way), Save on a saved tour says "Tour saved" without a conflict
 * with itself, a confirmed Delete shows only its success, Save a copy makes one copy, and Add to
 * tour (a toggle with no request) leaves the house on the tour.
 */
import type { Page } from "@playwright/test";
import { test } from "./fixtures";
import { idTokenFor } from "./support";
import { addFromResults, expect, openPlanner, saveTourThroughApi } from "./tour-support";

test.describe.configure({ timeout: 300_000 });

/**
 * The page's requests of `method` to a path matching `path`, and how many have their answer:
 * a test waits for every one sent to be answered before it looks for what an answer shows.
 */
function countRequests(page: Page, method: string, path: RegExp) {
  const counts = { sent: 0, answered: 0 };
  const matches = (url: string, requestMethod: string) =>
    requestMethod === method && path.test(new URL(url).pathname);
  page.on("request", (request) => {
    if (matches(request.url(), request.method())) counts.sent += 1;
  });
  const settled = (request: { url(): string; method(): string }) => {
    if (matches(request.url(), request.method())) counts.answered += 1;
  };
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  return {
    counts,
    /** Every request sent so far has its answer. */
    async allAnswered() {
      await expect.poll(() => counts.answered).toBe(counts.sent);
    },
  };
}

async function toursOf(page: Page, account: { email: string; password: string }) {
  const headers = { Authorization: `Bearer ${await idTokenFor(account.email, account.password)}` };
  const response = await page.request.get("/api/tours", { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as Array<{ id: number; name: string; shareId: string }>;
}

test("a double click on Save makes one new tour", async ({ asUser: page, account }) => {
  const saves = countRequests(page, "POST", /^\/api\/tours$/);
  await addFromResults(page, 2);
  await openPlanner(page);
  await page.getByLabel("Tour name").fill("Double click loop");
  await page.getByRole("button", { name: "Save", exact: true }).dblclick();
  await expect(page.getByText("Tour saved", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("· saved tour")).toBeVisible();
  await saves.allAnswered();
  expect(saves.counts.sent).toBe(1);
  expect((await toursOf(page, account)).map((tour) => tour.name)).toEqual(["Double click loop"]);
});

test("a Save pressed again after leaving the planner while the first was under way updates that tour", async ({
  asUser: page,
  account,
}) => {
  const saves = countRequests(page, "POST", /^\/api\/tours$/);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === "/api/tours",
    async (route) => {
      if (route.request().method() === "POST") await released;
      await route.fallback();
    },
  );
  await addFromResults(page, 2);
  await openPlanner(page);
  await page.getByLabel("Tour name").fill("Left and back");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeVisible();
  // The first save is still on its way: the planner is left and opened again.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Find Lights" })
    .click();
  // The home has replaced the planner (until then, the planner stays on screen as it was).
  await expect(page.getByRole("heading", { name: "Find Christmas Lights Near You" })).toBeVisible();
  await page.goBack();
  await page.getByLabel("Tour name").fill("Left and back, renamed");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  release();
  await expect(page.getByText('"Left and back, renamed" is in My Tours.').first()).toBeVisible();
  await saves.allAnswered();
  expect(saves.counts.sent).toBe(1);
  expect((await toursOf(page, account)).map((tour) => tour.name)).toEqual([
    "Left and back, renamed",
  ]);
});

test("a double click on Save of a saved tour says it is saved, with no question about another device", async ({
  asUser: page,
  account,
}) => {
  await saveTourThroughApi(page, account, "Double click loop", 2);
  const updates = countRequests(page, "PATCH", /^\/api\/tours\/\d+$/);
  await page.goto("/tours");
  await page.getByRole("button", { name: "Open Double click loop in the planner" }).click();
  await expect(page.getByTestId("tour-stop")).toHaveCount(2);
  await page.getByLabel("Tour name").fill("Double click loop, renamed");
  await page.getByRole("button", { name: "Save", exact: true }).dblclick();
  await expect(
    page.getByText('"Double click loop, renamed" is in My Tours.').first(),
  ).toBeVisible();
  await updates.allAnswered();
  expect(updates.counts.sent).toBe(1);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByText("This tour was changed on another device")).toHaveCount(0);
  expect((await toursOf(page, account)).map((tour) => tour.name)).toEqual([
    "Double click loop, renamed",
  ]);
});

test("a double click on a confirmation's Delete deletes once and shows only the success", async ({
  asUser: page,
  ownHouse,
}) => {
  await page.goto(ownHouse.path);
  await expect(page.getByTestId("house-page")).toBeVisible();
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByLabel("Your review (optional)").fill("Twinkling all night");
  await form.getByRole("button", { name: "Submit Review" }).click();
  const mine = page.getByTestId("house-review").filter({ hasText: "Twinkling all night" });
  await mine.getByRole("button", { name: "Delete your review" }).click();

  const deletes = countRequests(page, "DELETE", /^\/api\/reviews\/\d+$/);
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).dblclick();
  await expect(page.getByText("Review deleted", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("house-review")).toHaveCount(0);
  await deletes.allAnswered();
  expect(deletes.counts.sent).toBe(1);
  await expect(page.getByText("Failed to delete review")).toHaveCount(0);
});

test("a double click on a shared tour's Save a copy makes one copy", async ({
  asUser: page,
  account,
  makeAccount,
}) => {
  const sharer = await makeAccount("Sam Sharer");
  await saveTourThroughApi(page, sharer, "Shared twice loop", 2);
  const [shared] = await toursOf(page, sharer);

  const copies = countRequests(page, "POST", /^\/api\/tours\/shared\/[^/]+\/copy$/);
  await page.goto(`/tours/shared/${shared!.shareId}`);
  await expect(page.getByRole("heading", { name: "Shared twice loop", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await page.getByRole("button", { name: "Save a copy" }).dblclick();
  await expect(page.getByRole("heading", { name: "Plan a Tour", level: 1 })).toBeVisible();
  await expect(page.getByTestId("tour-stop")).toHaveCount(2);
  await copies.allAnswered();
  expect(copies.counts.sent).toBe(1);
  expect((await toursOf(page, account)).map((tour) => tour.name)).toEqual(["Shared twice loop"]);
});

test("a double click on Add to tour leaves the house on the tour", async ({
  asUser: page,
  ownHouse,
}) => {
  await page.goto(ownHouse.path);
  await expect(page.getByTestId("house-page")).toBeVisible();
  await page.getByRole("button", { name: "Add to tour" }).dblclick();
  const inTour = page.getByRole("button", { name: "In tour" });
  await expect(inTour).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Added to tour", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Removed from tour", { exact: true })).toHaveCount(0);
  await openPlanner(page);
  await expect(page.getByTestId("tour-stop")).toHaveCount(1);
  await expect(page.getByTestId("tour-stop")).toHaveAttribute("data-house-id", String(ownHouse.id));
});
