/**
 * While a modal dialog is open, a screen reader reads the dialog and the toasts, nothing of the
 * page behind it, live regions included (decision 404). Shared by page-behind-dialog.spec.ts
 * (desktop) and page-behind-dialog.mobile.spec.ts (phone).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { isHydrated } from "./support";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

/** Whether a screen reader is kept from `locator`: it or an ancestor is aria-hidden or inert. */
function hiddenFromScreenReaders(locator: Locator) {
  return locator.evaluate((element) => element.closest('[aria-hidden="true"], [inert]') !== null);
}

/**
 * The house page's "Did you see it lit this year?" line, a live region (its text changes as the
 * location is checked): hidden while `open` has a dialog open, read again once it closes.
 */
async function expectLiveRegionHiddenBehind(
  page: Page,
  open: () => Promise<Locator>,
  shot: string,
) {
  const live = page.getByTestId("confirm-lit").locator("[aria-live]");
  await expect(live).toHaveText(/ 20\d\d\.$/);
  const said = (await live.textContent()) ?? "";
  expect(await hiddenFromScreenReaders(live)).toBe(false);
  expect(await page.locator("body").ariaSnapshot()).toContain(said);

  const dialog = await open();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `test-results/${shot}.png` });
  expect(await hiddenFromScreenReaders(live), `${shot}: the live region is read`).toBe(true);
  // What a screen reader gets (Playwright's accessibility tree): no word of the page behind.
  const tree = await page.locator("body").ariaSnapshot();
  expect(tree, shot).not.toContain(said);
  expect(tree, shot).not.toContain("Did you see it lit");
  // The app's toasts stay in reach (decision 388).
  const toasts = page.locator('[data-slot="toast-viewport"]');
  if ((await toasts.count()) > 0) expect(await hiddenFromScreenReaders(toasts)).toBe(false);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect.poll(() => hiddenFromScreenReaders(live)).toBe(false);
  expect(await page.locator("body").ariaSnapshot()).toContain(said);
}

/** Signed out, the sign-in dialog from "Sign In to Review" on a house page. */
export async function expectSignInDialogHidesThePage(page: Page, housePath: string, shot: string) {
  await page.goto(housePath);
  const signIn = page.getByRole("button", { name: "Sign In to Review" });
  await expect.poll(() => isHydrated(signIn), { timeout: 30_000 }).toBe(true);
  await expectLiveRegionHiddenBehind(
    page,
    async () => {
      await signIn.click();
      return page.getByRole("dialog", { name: "Welcome to LI Lights" });
    },
    shot,
  );
}

/** The full-screen photo on a house page with a photo. */
export async function expectFullScreenPhotoHidesThePage(
  page: Page,
  house: { id: number; path: string; token: string },
  shot: string,
) {
  const jpeg = readFileSync(path.join(fixtures, "lights.jpg"));
  const added = await page.request.post(`/api/houses/${house.id}/photos`, {
    headers: { Authorization: `Bearer ${house.token}` },
    data: { imageUrl: `data:image/jpeg;base64,${jpeg.toString("base64")}`, caption: "Front" },
  });
  expect(added.status()).toBe(201);
  await page.goto(house.path);
  const photo = page.getByRole("button", { name: "Open photo full screen" });
  await expect.poll(() => isHydrated(photo), { timeout: 30_000 }).toBe(true);
  await expectLiveRegionHiddenBehind(
    page,
    async () => {
      await photo.click();
      return page.getByRole("dialog");
    },
    shot,
  );
}
