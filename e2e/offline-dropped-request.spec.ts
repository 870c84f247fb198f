/**
 * One dropped request is not a lost connection (decision 348): after a write whose request never
 * reached the API, the offline banner and the disabled buttons go by themselves once the network
 * answers, without a navigation or an "online" event. A device that is really offline, or on a
 * network that passes nothing, keeps the banner (decision 342) and is not flooded with checks.
 * The code that asks loads only then: a page on a good connection never loads it (decision 350).
 */
import type { Page } from "@playwright/test";
import { expect, type TestHouse, test } from "./fixtures";

const REVIEW_TEXT = "The whole street glows";
const RATINGS_API = /\/api\/houses\/\d+\/ratings$/;

/** The offline banner, whichever of its lines it shows (its own code loads when first needed). */
function offlineBanner(page: Page) {
  return page.getByRole("status").filter({ hasText: "You're offline." });
}

/** The signed-in user on their own house's page, a review written and not yet sent. */
async function writeReview(page: Page, house: TestHouse) {
  await page.goto(house.path);
  await expect(page.getByTestId("house-page")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByRole("button", { name: "Rate 4 stars" }).click();
  await form.getByLabel("Your review (optional)").fill(REVIEW_TEXT);
  // The page's own reads settle first (the homeowner part asks when it comes into view): an
  // answer arriving after the failure would be the network answering, with or without a check.
  await page.getByTestId("homeowner").scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "This is my house" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  return form;
}

/** The failure toast the review's failed request raises. */
function failedReviewToast(page: Page) {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Failed to submit rating" });
}

/** Every API request the page sends from now on (method and path). */
function recordApiRequests(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

test("one dropped review request: the banner goes and Submit Review is back without a navigation", async ({
  asUser: page,
  ownHouse: house,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const follower = () => scripts.filter((script) => /\/fresh-answers[-.]/.test(script));
  const form = await writeReview(page, house);
  const submit = form.getByRole("button", { name: "Submit Review" });
  // On a good connection the page never loads the weak-signal follower (decision 350).
  expect(follower()).toEqual([]);
  // Only this one request is dropped; every later one reaches the server.
  let dropped = false;
  await page.route(RATINGS_API, (route) => {
    if (dropped || route.request().method() !== "POST") return route.fallback();
    dropped = true;
    return route.abort("failed");
  });
  await submit.click();
  await expect(failedReviewToast(page)).toBeVisible();
  // The failed request counts as no connection for now (the banner's own code may still be
  // loading): the write buttons are off, though the browser says it is online.
  await expect(submit).toBeDisabled();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  // Nothing navigates and no "online" event comes: the app loads its follower, which asks.
  await expect.poll(() => follower().length).toBe(1);
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await expect(page.getByRole("button", { name: "Favorite", exact: true })).toBeEnabled();
  await expect(page).toHaveURL(house.path);
  await expect(form.getByLabel("Your review (optional)")).toHaveValue(REVIEW_TEXT);
  await submit.click();
  await expect(page.getByText("Thank you for your review!").first()).toBeVisible();
});

test("the connection drops as a review is sent: the banner stays, nothing is asked, and it goes back online", async ({
  asUser: page,
  context,
  ownHouse: house,
}) => {
  await page.clock.install();
  const form = await writeReview(page, house);
  const submit = form.getByRole("button", { name: "Submit Review" });
  await page.route(RATINGS_API, async (route) => {
    await context.setOffline(true);
    await route.abort("internetdisconnected");
  });
  await submit.click();
  await expect(offlineBanner(page)).toBeVisible();
  const sent = recordApiRequests(page);

  // Well past the first check and two more: offline, the app sends nothing.
  await page.clock.runFor(40_000);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(submit).toBeDisabled();
  expect(sent).toEqual([]);

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect(submit).toBeEnabled();
});

test("on a network that passes nothing the banner stays, with one check every 15 s, and goes when it passes again", async ({
  asUser: page,
  context,
  ownHouse: house,
}) => {
  await page.clock.install();
  const form = await writeReview(page, house);
  const submit = form.getByRole("button", { name: "Submit Review" });
  // Connected, no data from the review on: every API request fails while the browser says it
  // is online.
  let passing = true;
  await context.route("**/api/**", (route) => {
    const request = route.request();
    if (request.method() === "POST" && RATINGS_API.test(new URL(request.url()).pathname)) {
      passing = false;
    }
    return passing ? route.fallback() : route.abort("internetdisconnected");
  });
  await submit.click();
  await expect(failedReviewToast(page)).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();
  const sent = recordApiRequests(page);
  let checksFailed = 0;
  page.on("requestfailed", (request) => {
    if (request.method() === "HEAD") checksFailed += 1;
  });

  // 3 s after the failure, then every 15 s: one small request each time, each failing. Each
  // step waits for its check's failure, so the next one is not merged into it.
  await page.clock.runFor(3_000);
  await expect.poll(() => checksFailed).toBe(1);
  for (const checks of [2, 3, 4, 5]) {
    await page.clock.runFor(15_000);
    await expect.poll(() => checksFailed).toBe(checks);
  }
  await expect(offlineBanner(page)).toBeVisible();
  await expect(submit).toBeDisabled();
  expect(sent.filter((request) => request.startsWith("HEAD "))).toEqual(
    Array(5).fill("HEAD /api/map-config"),
  );

  await context.unroute("**/api/**");
  await page.clock.runFor(15_000);
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect(submit).toBeEnabled();
});
