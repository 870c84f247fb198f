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

/**
 * The first toast raised while a dialog is open, its toaster not there yet, is read as any toast
 * over a dialog is (decisions 388, 415). The page never settles here (its idle callbacks are held),
 * so the toaster mounts only with the toast: a wrong password in the sign-in dialog.
 */
export async function expectFirstToastReadOverDialog(
  page: Page,
  housePath: string,
  email: string,
  shot: string,
) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(housePath);
  const signIn = page.getByRole("button", { name: "Sign In to Review" });
  await expect.poll(() => isHydrated(signIn), { timeout: 30_000 }).toBe(true);
  await signIn.click();
  const dialog = page.getByRole("dialog", { name: "Welcome to LI Lights" });
  await expect(dialog).toBeVisible();
  const viewport = page.locator('[data-slot="toast-viewport"]');
  await expect(viewport).toHaveCount(0);

  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  // Firebase's code loads with this first sign-in, then the emulator answers: slow on a busy machine.
  await expect(page.locator('[data-slot="toast"]')).toContainText("Invalid email or password", {
    timeout: 30_000,
  });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `test-results/${shot}.png` });
  // By role and in the accessibility tree, as a screen reader finds it.
  expect(await hiddenFromScreenReaders(viewport), `${shot}: the toasts are hidden`).toBe(false);
  const notifications = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(notifications.getByRole("listitem")).toContainText("Invalid email or password");
  expect(await page.locator("body").ariaSnapshot()).toContain("Invalid email or password");
  // The page behind stays hidden.
  expect(await page.locator("body").ariaSnapshot()).not.toContain("Did you see it lit");
  // F8, Radix's key to the toasts, reaches them.
  await page.keyboard.press("F8");
  await expect(notifications.getByRole("list")).toBeFocused();
}
