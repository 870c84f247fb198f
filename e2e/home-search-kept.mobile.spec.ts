/**
 * The home search kept in the address on a phone: the Filters sheet, and the bottom bar's way out
 * and Back (decision 379).
 */
import { expect, test } from "./fixtures";
import {
  expectCardWhereItWas,
  expectTheLongSearchSearches,
  expectTheTestersSearch,
  openCardFarDown,
  searchAsTheTesterDid,
} from "./home-search-kept";

test.describe.configure({ timeout: 150_000 });
test.use({ accountName: "Mo Bile" });

test("Back from a house or another tab, and a reload, give the search the visitor left", async ({
  asUser: page,
}) => {
  const query = await searchAsTheTesterDid(page, true);
  const opened = await openCardFarDown(page, 11);
  await page.goBack();
  await expectCardWhereItWas(page, opened);
  await expectTheTestersSearch(page, true, query);
  await page.screenshot({ path: "test-results/home-search-kept-mobile.png" });

  await page
    .getByRole("navigation", { name: "Mobile" })
    .getByRole("link", { name: "Top Houses" })
    .click();
  await expect(page).toHaveURL(/\/top-houses$/);
  await page.goBack();
  await expectTheTestersSearch(page, true, query);

  await page.reload();
  await expectTheTestersSearch(page, true, query);
});

test("a search text longer than the API takes is cut, typed or in a link, and searches", async ({
  asUser: page,
}) => {
  await expectTheLongSearchSearches(page);
});
