/**
 * On a computer, a screen opened inside the app takes the focus on its heading (decision 414):
 * a house card and the header's links by the keyboard and by the mouse, a user menu item, and
 * Back to the home list (still scrolled to the card opened); a filter keeps the focus.
 */
import { expect, test } from "./fixtures";
import {
  backToTheList,
  cardByKeyboard,
  expectHeadingFocused,
  filtersKeepTheFocus,
  navigationItems,
} from "./route-focus";
import { isHydrated } from "./support";

test.use({ accountName: "Rhea Route" });

test("Enter on a house card opens the house with the focus on its title", async ({
  asUser: page,
}, testInfo) => {
  await cardByKeyboard(page, "desktop", testInfo);
});

test("the header's links, by the keyboard and by a click, open their screens with the focus on the heading", async ({
  asUser: page,
}, testInfo) => {
  await navigationItems(page, "desktop", testInfo);
});

test("a user menu item chosen by the keyboard opens its screen with the focus on the heading, not on the menu's button", async ({
  asUser: page,
}) => {
  await page.goto("/home");
  const menu = page.getByRole("button", { name: "User menu" });
  await expect.poll(() => isHydrated(menu), { timeout: 30_000 }).toBe(true);
  await menu.focus();
  await page.keyboard.press("Enter");
  const item = page.getByRole("menuitem", { name: "My Reports" });
  await expect(item).toBeVisible();
  await item.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/my-reports$/);
  await expectHeadingFocused(page, "My Reports");
  // The menu's closing gives the focus back to its button a moment later: it is handed on again.
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expectHeadingFocused(page, "My Reports");
});

test("Back to the home list: the heading has the focus and the card opened is where it was", async ({
  asUser: page,
}, testInfo) => {
  test.setTimeout(120_000);
  await backToTheList(page, "desktop", testInfo);
});

test("a filter and the view changed by the keyboard keep the focus", async ({ asUser: page }) => {
  await filtersKeepTheFocus(page, "desktop");
});
