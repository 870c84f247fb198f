/** The home search kept in the address on a desktop: the sidebar's checkboxes (decision 379). */
import { test } from "./fixtures";
import {
  expectCardWhereItWas,
  expectTheLongSearchSearches,
  expectTheTestersSearch,
  openCardFarDown,
  searchAsTheTesterDid,
} from "./home-search-kept";

test.describe.configure({ timeout: 120_000 });

test("Back from a house, and a reload, give the search the visitor left", async ({
  asUser: page,
}) => {
  const query = await searchAsTheTesterDid(page, false);
  const opened = await openCardFarDown(page, 11);
  await page.goBack();
  await expectCardWhereItWas(page, opened);
  await expectTheTestersSearch(page, false, query);

  // A reload too: the heights went with the position into the tab's session storage.
  await page.reload();
  await expectCardWhereItWas(page, opened);
  await expectTheTestersSearch(page, false, query);
  await page.screenshot({ path: "test-results/home-search-kept-desktop.png" });
});

test("a search text longer than the API takes is cut, typed or in a link, and searches", async ({
  asUser: page,
}) => {
  await expectTheLongSearchSearches(page);
});
