/**
 * A town page's filters kept in its address on a phone, ticked in the Filters sheet (decision
 * 397): a reload and a shared link give the same filtered view, and the canonical link stays the
 * plain town.
 */
import { test } from "./fixtures";
import { expectFilteredTown, filterTheTown, openSharedLink } from "./town-filters-kept";

test("a reload and a shared link give the town's filtered view, canonical the plain town", async ({
  page,
  browser,
}) => {
  await filterTheTown(page, true);
  await expectFilteredTown(page, true);
  await page.reload();
  await expectFilteredTown(page, true);
  await page.screenshot({ path: "test-results/town-filters-kept-mobile.png", fullPage: true });

  const shared = await openSharedLink(browser, page.url(), true);
  await shared.close();
});
