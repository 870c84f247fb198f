/** The home finder on a phone: feature filters live in a bottom sheet instead of the sidebar. */
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support";

test("the home finder on a phone: List rows, the filter sheet, a house's actions under its title", async ({
  asUser: page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/home");
  const count = page.getByTestId("result-count");
  await expect(count).toHaveText(/^\d+ houses found$/, { timeout: 30_000 });

  await test.step("on a phone, List shows rows (a small photo beside the text), not the grid's cards", async () => {
    const card = page.getByTestId("house-results").getByTestId("house-card").first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    // The photo (or its stand-in) is the link's first box.
    const photoOf = (c: typeof card) => c.locator("a > div").first();

    // Grid: the photo spans the card, the title below it.
    let cardBox = (await card.boundingBox())!;
    let photo = (await photoOf(card).boundingBox())!;
    expect(photo.width).toBeGreaterThan(cardBox.width * 0.9);

    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "List" }).click();
    await expect(page.getByTestId("house-results")).toHaveAttribute("data-layout", "list");
    cardBox = (await card.boundingBox())!;
    photo = (await photoOf(card).boundingBox())!;
    const title = (await card.getByRole("heading").boundingBox())!;
    expect(photo.width).toBeLessThan(cardBox.width / 2);
    // Side by side: the title starts right of the photo, level with it.
    expect(title.x).toBeGreaterThanOrEqual(photo.x + photo.width);
    expect(title.y).toBeLessThan(photo.y + photo.height);
    // Rows are short: several fit on a phone's screen.
    expect(cardBox.height).toBeLessThan(220);
    await page.screenshot({ path: "/tmp/ux-list-phone.png" });
  });

  await test.step("the filter sheet filters the results and shows how many features are picked", async () => {
    const all = Number.parseInt((await count.textContent()) ?? "0", 10);
    // The sidebar's list is not rendered at all on a phone (not merely hidden): no checkbox exists
    // until the sheet opens. The closed selects show their choice without rendering their lists.
    // (DOM queries: a role query would also skip an element that is only hidden.)
    await expect(page.locator('aside[aria-label="Feature filters"]')).toHaveCount(0);
    await expect(page.locator('[role="checkbox"], input[type="checkbox"]')).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Highest Rated");
    await expect(page.getByRole("combobox", { name: "Distance" })).toHaveText(/^Within \d+ miles$/);

    await page.getByRole("button", { name: "Filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filter Displays" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText("Show only houses with every feature you pick.")).toBeVisible();
    const filtered = page.waitForResponse((r) => r.url().includes("features=Music-Sync"));
    await sheet.getByLabel("Music Synchronized").check();
    const body = await (await filtered).json();
    // The count beside "Display Features" counts features only, not "Lit tonight" (its own
    // "Tonight" heading); the Filters button counts both.
    await sheet.getByLabel("Walk-Through").check();
    await sheet.getByLabel("Lit tonight").check();
    await expect(sheet.getByTestId("filter-count")).toHaveText("2 selected");
    await sheet.getByLabel("Walk-Through").uncheck();
    await sheet.getByLabel("Lit tonight").uncheck();
    await expect(sheet.getByTestId("filter-count")).toHaveText("1 selected");
    await page.screenshot({ path: "test-results/filter-sheet-mobile.png" });
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters" })).toBeFocused();

    await expect(count).toHaveText(
      `${body.totalCount} ${body.totalCount === 1 ? "house" : "houses"} found`,
    );
    expect(body.totalCount).toBeLessThan(all);
    // The trigger says how many features are picked.
    await expect(page.getByRole("button", { name: "Filters 1" })).toBeVisible();

    await page.getByRole("combobox", { name: "Sort by" }).click();
    await page.getByRole("option", { name: "Most Viewed" }).click();
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Most Viewed");
  });

  await test.step("a house page renders its actions panel once, under the title on a phone", async () => {
    await page.getByTestId("house-card").first().getByRole("heading").click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("house-actions")).toHaveCount(1);
    await expect(page.getByTestId("house-actions")).toBeVisible();
  });
});
