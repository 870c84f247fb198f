/**
 * On a phone, a screen opened inside the app takes the focus on its heading (decision 414): a
 * house card and the bottom bar's tabs by the keyboard and by a tap, and Back to the home list
 * (still scrolled to the card opened); a filter in the Filters sheet keeps the focus.
 */
import { test } from "./fixtures";
import { backToTheList, cardByKeyboard, filtersKeepTheFocus, navigationItems } from "./route-focus";

test.use({ accountName: "Rhea Route" });

test("Enter on a house card opens the house with the focus on its title", async ({
  asUser: page,
}, testInfo) => {
  await cardByKeyboard(page, "mobile", testInfo);
});

test("the bottom bar's tabs, by the keyboard and by a tap, open their screens with the focus on the heading", async ({
  asUser: page,
}, testInfo) => {
  await navigationItems(page, "mobile", testInfo);
});

test("Back to the home list: the heading has the focus and the card opened is where it was", async ({
  asUser: page,
}, testInfo) => {
  test.setTimeout(120_000);
  await backToTheList(page, "mobile", testInfo);
});

test("a filter and the view changed by the keyboard keep the focus", async ({ asUser: page }) => {
  await filtersKeepTheFocus(page, "mobile");
});
