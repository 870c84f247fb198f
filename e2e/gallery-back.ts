/**
 * The browser's Back and the house page's full-screen photo (decision 328), for the desktop and
 * the phone projects alike: Back closes the view and stays on the house page as it was (no page
 * change the router, the scroll or the page-view count would see, no whole render of the page);
 * Forward does not bring it back; after Close one Back leaves the page; a reload while the view
 * is open leaves no entry that swallows the next Back.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { commitsOf, recordReactRenders } from "./react-renders";

const TOWN_PATH = "/lights/hampton-bays";
/** Demo house 2: The Merry Mailbox, Hampton Bays, with visitors' photos beside its main one. */
const MERRY_MAILBOX_PATH = "/house/hampton-bays/91-hamilton-pl";

/** The Navigation API's own answer (Chromium has it): an entry is ahead of the current one. */
function canGoForward(page: Page) {
  return page.evaluate(
    () => (window as { navigation?: { canGoForward: boolean } }).navigation?.canGoForward,
  );
}

export async function expectBackClosesFullScreen(
  page: Page,
  press: (control: Locator) => Promise<void>,
) {
  await recordReactRenders(page);
  const pageViews: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/page-view"))
      pageViews.push(request.url());
  });

  // The house page is reached in the app, from its town's page (the app's card, not the plain
  // link of the worker's HTML): Back from it is the router's.
  await page.goto(TOWN_PATH);
  await press(page.getByTestId("house-card").locator(`a[href='${MERRY_MAILBOX_PATH}']`));
  await expect(page).toHaveURL(MERRY_MAILBOX_PATH);
  const position = page.getByTestId("gallery-position");
  await expect(position).toHaveText(/^1 \/ \d+$/, { timeout: 30_000 });
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  await expect.poll(() => pageViews.length).toBe(1);
  const photo = page.getByRole("button", { name: "Open photo full screen" });
  const fullScreen = page.getByRole("dialog");

  await test.step("Back closes the full-screen photo and stays on the house page as it was", async () => {
    await page.getByRole("button", { name: "Next photo" }).first().click();
    await expect(position).toHaveText(/^2 \/ \d+$/);
    // The largest commit so far: the house page's first render, whole.
    const commitsBefore = await commitsOf(page);
    const wholePage = Math.max(...commitsBefore.map((commit) => commit.rendered));
    await press(photo);
    await expect(fullScreen).toBeVisible();
    const scrollY = await page.evaluate(() => window.scrollY);
    const commitsOpen = (await commitsOf(page)).length;

    await page.goBack();
    await expect(fullScreen).toHaveCount(0);
    await expect(photo).toBeFocused();
    await expect(page).toHaveURL(MERRY_MAILBOX_PATH);
    await expect(heading).toBeVisible();
    await expect(position).toHaveText(/^2 \/ \d+$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    // Closing renders the gallery (under a third of the page); the router showing the page
    // again would render half of it.
    const closing = (await commitsOf(page)).slice(commitsOpen).map((commit) => commit.rendered);
    expect(
      closing.filter((rendered) => rendered * 5 >= wholePage * 2),
      `commits on Back of 40% or more of the page's ${wholePage} components`,
    ).toEqual([]);
    expect(pageViews, "page views posted").toHaveLength(1);
  });

  await test.step("Forward does not open it again", async () => {
    await page.goForward();
    // Forward lands on the view's entry, which steps back over itself to the page.
    await expect.poll(() => canGoForward(page)).toBe(true);
    await expect(fullScreen).toHaveCount(0);
    await expect(page).toHaveURL(MERRY_MAILBOX_PATH);
    await expect(heading).toBeVisible();
  });

  await test.step("after Close, one Back goes to the page before", async () => {
    await press(photo);
    await expect(fullScreen).toBeVisible();
    // Close from the keyboard: a mouse resting where Close was is over the header's avatar once
    // the view is gone, and the avatar's menu opens on hover (the product's), taking the focus.
    await fullScreen.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Enter");
    await expect(fullScreen).toHaveCount(0);
    await expect(photo).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(TOWN_PATH);
    expect(pageViews, "page views posted").toHaveLength(1);
  });

  await test.step("a reload while it is open leaves no entry that swallows Back", async () => {
    await page.goForward();
    await expect(page).toHaveURL(MERRY_MAILBOX_PATH);
    await expect(position).toBeVisible({ timeout: 30_000 });
    await press(photo);
    await expect(fullScreen).toBeVisible();
    await page.reload();
    await expect(position).toBeVisible({ timeout: 30_000 });
    await expect(fullScreen).toHaveCount(0);
    // The view's entry, reloaded, steps back over itself once the page is up.
    await expect.poll(() => canGoForward(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(TOWN_PATH);
  });
}
