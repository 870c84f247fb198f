/** Scroll position: a newly opened page starts at its top; Back returns to where the user was. */
import { expect, test } from "./fixtures";
import { expectBackFromTwoLinksDeep, expectBackToTheOpenedCard } from "./scroll-back";
import { holdRequests, isHydrated } from "./support";

test("a house opened from a scrolled list starts at the top, and Back restores the list", async ({
  asUser: page,
}) => {
  await page.goto("/home");
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
  const cards = page.getByTestId("house-results").getByTestId("house-card");
  await expect(cards.nth(5)).toBeVisible({ timeout: 30_000 });
  const card = cards.nth(5);
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const listPosition = await page.evaluate(() => window.scrollY);

  const title = (await card.getByRole("heading").textContent()) ?? "";
  // Click where the user sees it (Playwright would otherwise scroll the link's centre into view).
  await card.getByRole("heading").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listPosition - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - listPosition)).toBeLessThan(5);
});

test.describe("Back to a list several pages down (decision 387)", () => {
  test.describe.configure({ timeout: 150_000 });

  test("the grid: the opened card comes back where it was", async ({ asUser: page }) => {
    await expectBackToTheOpenedCard(page, 34, "grid", "desktop grid");
  });

  test("the list: the opened card comes back where it was", async ({ asUser: page }) => {
    await expectBackToTheOpenedCard(page, 34, "list", "desktop list");
  });

  test("Back from a house two links deeper: the opened card is where it was", async ({
    asUser: page,
  }) => {
    await expectBackFromTwoLinksDeep(page, 34, "desktop two links deep");
  });
});

test("the footer's Terms link opens the terms at their top", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  // Scrolled to the end again on each try: the policy's text may still be arriving, and a page
  // shorter than the window cannot scroll at all.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(200);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a page opened by a full load starts at its top, whatever the last page's position", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  // Scrolled to the end again on each try: the policy's text may still be arriving, and a page
  // shorter than the window cannot scroll at all.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(200);
  const privacyPosition = await page.evaluate(() => window.scrollY);

  // A typed URL (a full page load, as after submitting a house).
  await page.goto("/terms-of-service");
  await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Back to the privacy page: where the reader left it.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(privacyPosition - 5);
});

test("a reader who scrolls a prerendered page before the app starts keeps their place", async ({
  page,
}) => {
  // The app's code held back: the page is the prerendered HTML alone until it is let through.
  const releaseApp = await holdRequests(page, /\/assets\/app-[A-Za-z0-9_-]{8}\.js$/);
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // The app has run once the header's Sign In is React's (the page's texts come in its HTML, so
  // it asks for none: decision 330).
  releaseApp();
  await expect
    .poll(() => isHydrated(page.getByRole("banner").getByRole("button", { name: "Sign In" })), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  // Away with a full load and Back: the place taken before the app ran is the one restored.
  await page.goto("/terms-of-service");
  await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});
