/** "Lit tonight" on a phone: the filter in the Filters sheet and the badge on the cards. */
import { expect, test } from "./fixtures";
import { putScheduleLitNow } from "./lit-tonight-helpers";
import { expectNoSeriousA11yViolations } from "./support";

test.describe.configure({ timeout: 120_000 });
test.use({ accountName: "Mo Bile" });

test("the Filters sheet's Lit tonight keeps only lit houses", async ({
  asUser: page,
  ownHouse: house,
}) => {
  await putScheduleLitNow(house.id, house.token);
  await page.goto("/");
  await expect(page.getByTestId("result-count")).toHaveText(/\d+ houses? found/, {
    timeout: 30_000,
  });
  // Newest first, so this test's house leads the filtered list.
  await page.getByRole("combobox", { name: "Sort by" }).click();
  await page.getByRole("option", { name: "Recently Added" }).click();

  await page.getByRole("button", { name: "Filters" }).click();
  const sheet = page.getByRole("dialog");
  await sheet.getByRole("checkbox", { name: "Lit tonight" }).check();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: "Filters" })).toContainText("1");

  const card = page.locator(`[data-testid="house-card"][data-house-id="${house.id}"]`);
  await expect(card.getByTestId("lit-tonight-badge")).toBeVisible();
  const cards = page.getByRole("region", { name: "Results" }).getByTestId("house-card");
  await expect(cards.getByTestId("lit-tonight-badge")).toHaveCount(await cards.count());
  await page.screenshot({ path: "test-results/lit-tonight-mobile.png" });
});
