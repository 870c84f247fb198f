/**
 * A town page's filters kept in its address on a desktop (decision 397): a reload and a shared
 * link give the same filtered view, and the canonical link stays the plain town.
 */
import { expect, test } from "./fixtures";
import {
  expectFilteredTown,
  expectUnknownValuesDropped,
  FILTERED,
  filterTheTown,
  openSharedLink,
  TOWN,
} from "./town-filters-kept";

test("a reload and a shared link give the town's filtered view, canonical the plain town", async ({
  page,
  browser,
}) => {
  await filterTheTown(page, false);
  await expectFilteredTown(page, false);
  await page.reload();
  await expectFilteredTown(page, false);
  await page.screenshot({ path: "test-results/town-filters-kept-desktop.png" });

  const shared = await openSharedLink(browser, page.url(), false);
  await shared.close();

  // Back from a house the visitor opened gives the same view.
  await page.getByTestId("house-grid").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/house\//);
  await page.goBack();
  await expectFilteredTown(page, false);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(TOWN + FILTERED);

  // A nearby town opens with the same filters, as before they were in the address, and its
  // address names them too.
  await page
    .getByRole("navigation", { name: "Nearby towns" })
    .getByRole("link", { name: /^Seaford/ })
    .click();
  await expect(page).toHaveURL(/\/lights\/seaford\?/);
  expect(new URL(page.url()).search).toBe(FILTERED);
  await expect(
    page.getByRole("complementary", { name: "Feature filters" }).getByRole("checkbox", {
      name: "Blow-Ups",
    }),
  ).toBeChecked();
});

test("a value the filters do not offer is dropped from a town's address", async ({ page }) => {
  await expectUnknownValuesDropped(page);
});
