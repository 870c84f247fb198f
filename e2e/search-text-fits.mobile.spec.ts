/**
 * A search text people type is echoed back to them: on a phone, 200 letters without a space (the
 * box's limit) wrap in the home count line and the admin's search lines, so no page grows wider
 * than the screen (decision 420). A town's name wraps on its page and in the town list too: a new
 * house names a town the app knows (decision 419), so the longest known name is checked here; the
 * wrap also holds a longer name a house listed before that rule may carry. And a misspelled town
 * is offered put right, on a phone too.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const LETTERS = "a".repeat(200);

/**
 * The page is no wider than the phone's screen and not zoomed out to show more: nothing pushed it
 * wider. Soft, so every place is checked and named.
 */
async function expectScreenWide(page: Page, place: string) {
  const screen = page.viewportSize()?.width;
  await expect
    .soft(
      () =>
        expect(
          page.evaluate(() =>
            [document.documentElement.scrollWidth, window.innerWidth].join(" px wide, shown in "),
          ),
        ).resolves.toBe(`${screen} px wide, shown in ${screen}`),
      place,
    )
    .toPass({ timeout: 5_000 });
}

/** Types the text in the home box and presses Search. */
async function searchFor(page: Page, text: string) {
  await page.getByRole("combobox", { name: "Location" }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

test("200 letters searched on a phone wrap: the home screen stays as wide as the phone", async ({
  asUser: page,
}) => {
  await page.goto("/home");
  await searchFor(page, LETTERS);
  await expect(page.getByTestId("result-count")).toHaveText(`0 houses found for "${LETTERS}"`);
  await expect(page.getByRole("heading", { name: "No houses found" })).toBeVisible();
  await expectScreenWide(page, "home count line");
  // The tab bar stays on the screen.
  await expect(page.getByRole("navigation").last()).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath("home-200-letters.png") });

  await searchFor(page, "Frepoort");
  const offer = page.getByRole("button", { name: "Did you mean Freeport?" });
  await expect(offer).toBeVisible();
  await offer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("home-did-you-mean.png") });
  await offer.click();
  await expect(page.getByTestId("result-count")).toContainText('found for "Freeport"');
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Freeport");
});

test("the admin's searches and the longest town name stay as wide as the phone", async ({
  account,
  makeHouse,
  pageSignedInAs,
  page,
  browser,
}) => {
  const city = "Port Jefferson Station";
  await makeHouse(account, { place: { city, latitude: 40.9136, longitude: -73.0464 } });
  const admin = await pageSignedInAs("admin");
  for (const list of ["houses", "reviews"]) {
    await admin.goto(`/admin/${list}?q=${LETTERS}`);
    await expect(admin.getByText(`No ${list} match "${LETTERS}".`)).toBeVisible();
    await expectScreenWide(admin, `admin ${list} search`);
  }
  await admin.screenshot({ path: test.info().outputPath("admin-reviews-200-letters.png") });

  await page.goto("/lights");
  await expect(page.getByRole("link", { name: new RegExp(city) })).toBeVisible();
  await expectScreenWide(page, "town list");
  await page.getByRole("link", { name: new RegExp(city) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Christmas lights in ${city}, NY`,
  );
  await expectScreenWide(page, "town page");
  await page.screenshot({ path: test.info().outputPath("town-longest-name.png") });
  // The worker's own first paint of the same page, as painted before the app runs.
  const path = new URL(page.url()).pathname;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const painted = await context.newPage();
  await painted.goto(path);
  await expect(painted.getByRole("heading", { level: 1 })).toContainText(city);
  await expectScreenWide(painted, "town page's first paint");
  await painted.goto("/lights");
  await expect(painted.getByRole("link", { name: city })).toBeVisible();
  await expectScreenWide(painted, "town list's first paint");
  await context.close();
});
