/**
 * Back to the home list on a phone lands on the very card the visitor opened, several pages down,
 * in the grid and in the list (decision 387; the desktop's in scroll.spec.ts).
 */
import { test } from "./fixtures";
import { expectBackFromTwoLinksDeep, expectBackToTheOpenedCard } from "./scroll-back";

test.describe.configure({ timeout: 150_000 });
test.use({ accountName: "Mo Bile" });

test("the grid: the opened card comes back where it was", async ({ asUser: page }) => {
  await expectBackToTheOpenedCard(page, 34, "grid", "phone grid");
  await page.screenshot({ path: "test-results/scroll-back-phone-grid.png" });
});

test("the list: the opened card comes back where it was", async ({ asUser: page }) => {
  await expectBackToTheOpenedCard(page, 34, "list", "phone list");
  await page.screenshot({ path: "test-results/scroll-back-phone-list.png" });
});

test("Back from a house two links deeper: the opened card is where it was", async ({
  asUser: page,
}) => {
  await expectBackFromTwoLinksDeep(page, 34, "phone two links deep");
});
