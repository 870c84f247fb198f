/**
 * Where the focus goes on a route change (decision 414), on a desktop and on a phone: a screen
 * opened by a link inside the app (a house card, the header's navigation, the bottom bar's tab),
 * or reached with Back, takes the focus on its main heading, drawn with no ring; Back keeps the
 * list where it was (decision 387). A change of the query string on the same screen (a filter,
 * the view) leaves the focus where it is. Shared by route-focus.spec.ts and .mobile.spec.ts.
 */
import type { Locator, Page, TestInfo } from "@playwright/test";
import { closeFilters, openFilters } from "./filter-panel";
import { expect } from "./fixtures";
import { cards } from "./house-results";
import { expectCardWhereItWas, openCardPagesDown, watchCard } from "./scroll-back";
import { expectNoSeriousA11yViolations, isHydrated } from "./support";

export type Device = "desktop" | "mobile";

/** The navigation with the screens' links: the header's on a desktop, the bottom bar's on a phone. */
export const screensNavigation = (page: Page, device: Device) =>
  page.getByRole("navigation", { name: device === "mobile" ? "Mobile" : "Main" });

/** What could draw a ring on `element` while it has the focus: its outline and box shadow. */
function ringOf(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { outline: style.outlineStyle, boxShadow: style.boxShadow };
  });
}

/** The screen's h1 named `name` has the focus, drawn with no ring. */
export async function expectHeadingFocused(page: Page, name: string | RegExp) {
  const heading = page.getByRole("main").getByRole("heading", { level: 1, name });
  // A screen's code and data arrive first (a house's, a list's).
  await expect(heading).toBeFocused({ timeout: 30_000 });
  expect(await ringOf(heading)).toEqual({ outline: "none", boxShadow: "none" });
  return heading;
}

/** The next Tab goes on from `heading`, not from the top of the page (the header's links). */
async function expectTabGoesOnFrom(page: Page, heading: Locator) {
  await page.keyboard.press("Tab");
  const after = await heading.evaluate((node) => {
    const focused = document.activeElement;
    return Boolean(
      focused &&
        focused !== document.body &&
        node.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
  expect(after, "the focus after Tab follows the heading").toBe(true);
}

async function homeWithCards(page: Page, view: "grid" | "list" = "grid") {
  await page.goto(view === "list" ? "/home?view=list" : "/home");
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
  const link = cards(page).first().getByRole("link").first();
  await expect.poll(() => isHydrated(link), { timeout: 30_000 }).toBe(true);
  return link;
}

/** Enter on a house card's link: the house opens with the focus on its title. */
export async function cardByKeyboard(page: Page, device: Device, testInfo: TestInfo) {
  const link = await homeWithCards(page);
  const title = ((await cards(page).first().getByRole("heading").textContent()) ?? "").trim();
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/house\//);
  await expectTabGoesOnFrom(page, await expectHeadingFocused(page, title));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`house-title-focused-${device}.png`) });
}

/**
 * A screen of the navigation by the keyboard, then another by a pointer (a click, a tap): each
 * opens with the focus on its heading, with no ring.
 */
export async function navigationItems(page: Page, device: Device, testInfo: TestInfo) {
  await homeWithCards(page);
  const navigation = screensNavigation(page, device);
  const topHouses = navigation.getByRole("link", { name: "Top Houses" });
  await expect.poll(() => isHydrated(topHouses), { timeout: 30_000 }).toBe(true);
  await topHouses.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/top-houses$/);
  await expectTabGoesOnFrom(page, await expectHeadingFocused(page, "Top Houses"));

  const favorites = navigation.getByRole("link", { name: /Favorites$/ });
  if (device === "mobile") await favorites.tap();
  else await favorites.click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expectHeadingFocused(page, "My Favorite Houses");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`favorites-heading-focused-${device}.png`) });
}

/**
 * A card a page or so down the home list opened, then Back: the home's heading has the focus and
 * the card is where it was on the screen (decision 387's check, unmoved by the focus).
 */
export async function backToTheList(page: Page, device: Device, testInfo: TestInfo) {
  const opened = await openCardPagesDown(page, 12, "grid");
  await expectHeadingFocused(page, opened.title);
  await watchCard(page, opened.houseId);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expectCardWhereItWas(page, opened, `${device} Back with the focus moved`);
  await expectHeadingFocused(page, /./);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.screenshot({ path: testInfo.outputPath(`back-to-the-list-${device}.png`) });
}

/**
 * A filter ticked and the view switched by the keyboard on the home screen (its address's query
 * changes, decision 379): the focus stays on the control.
 */
export async function filtersKeepTheFocus(page: Page, device: Device) {
  await homeWithCards(page);
  const list = page.getByRole("group", { name: "View" }).getByRole("button", { name: "List" });
  await expect.poll(() => isHydrated(list), { timeout: 30_000 }).toBe(true);
  await list.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByTestId("house-results")).toHaveAttribute("data-layout", "list");
  await expect(list).toBeFocused();

  const panel = await openFilters(page, device === "mobile");
  const blowUps = panel.getByRole("checkbox", { name: "Blow-Ups" });
  const filtered = page.waitForResponse((r) => r.url().includes("features=Blow-Ups"));
  await blowUps.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/features=Blow-Ups/);
  await filtered;
  await expect(cards(page).first()).toBeVisible();
  // Past the frames in which a moved focus would have moved.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 0;
        const tick = () => (++frames < 20 ? requestAnimationFrame(tick) : resolve());
        requestAnimationFrame(tick);
      }),
  );
  await expect(blowUps).toBeChecked();
  await expect(blowUps).toBeFocused();
  await closeFilters(page, device === "mobile");
}
