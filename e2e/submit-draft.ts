/**
 * The Submit form's work kept when it is left without being sent (decision 424): Back, a link or
 * a bottom-bar tab, then the form opened again in the tab starts from it with "We kept what you
 * entered." and a Start over. Shared by e2e/submit-draft.spec.ts (desktop: the header's links)
 * and e2e/submit-draft.mobile.spec.ts (a phone: the bottom bar).
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const FIXTURES = path.join(import.meta.dirname, "fixtures");

export function unique() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The app's links to a screen: the header's on a desktop, the bottom bar's tabs on a phone. */
export function navLink(page: Page, phone: boolean, name: string) {
  return phone
    ? page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name })
    : page.getByRole("banner").getByRole("link", { name });
}

export function submitHeading(page: Page) {
  return page.getByRole("heading", { level: 1, name: "Submit a Christmas House" });
}

/**
 * Leaves /submit by the app's link to another screen, and waits for that screen to take its place
 * (the app shows the old screen while the new one's code loads).
 */
export async function leaveBy(page: Page, phone: boolean, name: string, path: RegExp) {
  await navLink(page, phone, name).click();
  await expect(page).toHaveURL(path);
  await expect(submitHeading(page)).toHaveCount(0, { timeout: 30_000 });
}

/** From /home, the app's own link to /submit (so Back has a screen of the app to go to). */
export async function openSubmitFromHome(page: Page, phone: boolean) {
  await page.goto("/home");
  await navLink(page, phone, "Submit House").click();
  await expect(submitHeading(page)).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/submit$/);
}

/** What a test types and picks: a title, a description and a photo. */
export interface Work {
  title: string;
  description: string;
}

export async function fillWork(page: Page): Promise<Work> {
  const work = { title: `Kept Draft ${unique()}`, description: `Written before Back ${unique()}` };
  await page.getByLabel("Title").fill(work.title);
  await page.getByLabel("Description (optional)").fill(work.description);
  await page.getByRole("checkbox", { name: "Music Synchronized" }).check();
  await page.getByLabel("Photos").setInputFiles(path.join(FIXTURES, "lights.jpg"));
  // The browser compresses the photo first: slow on a busy 2-core machine (CI took > 10 s).
  await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
    timeout: 30_000,
  });
  return work;
}

export function keptNote(page: Page) {
  return page.getByRole("status").filter({ hasText: "We kept what you entered." });
}

/** The form shows `work` again, with the notice that says so. */
export async function expectKept(page: Page, work: Work) {
  await expect(submitHeading(page)).toBeVisible({ timeout: 60_000 });
  await expect(keptNote(page)).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(work.title);
  await expect(page.getByLabel("Description (optional)")).toHaveValue(work.description);
  await expect(page.getByRole("checkbox", { name: "Music Synchronized" })).toBeChecked();
  await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible();
}

/** An empty form, with no notice. */
export async function expectEmpty(page: Page) {
  await expect(submitHeading(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByLabel("Description (optional)")).toHaveValue("");
  await expect(page.getByRole("img", { name: /^Selected/ })).toHaveCount(0);
  await expect(keptNote(page)).toHaveCount(0);
}

/**
 * Whether the page asks the browser to question leaving (a reload, a closed tab). Sent from the
 * page, as e2e/submit.spec.ts does: a busy machine can make Chromium close without asking.
 */
export function leavingIsQuestioned(page: Page) {
  return page.evaluate(() => {
    const leaving = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(leaving);
    return leaving.defaultPrevented;
  });
}

/** Start over, which asks first (the form holds a photo): "Keep it" keeps, then it clears. */
export async function startOver(page: Page, work: Work) {
  await keptNote(page).getByRole("button", { name: "Start over" }).click();
  const ask = page.getByRole("alertdialog", { name: "Start over?" });
  await expect(ask).toContainText("your photos and videos included");
  await page.screenshot({
    path: `/tmp/submit-draft-start-over-ask-${page.viewportSize()?.width ?? 0}.png`,
  });
  await ask.getByRole("button", { name: "Keep it" }).click();
  await expect(ask).toHaveCount(0);
  await expectKept(page, work);

  await keptNote(page).getByRole("button", { name: "Start over" }).click();
  await ask.getByRole("button", { name: "Start over" }).click();
  await expect(ask).toHaveCount(0);
  await expectEmpty(page);
  // The first field takes the focus, to start again.
  await expect(page.getByLabel("Title")).toBeFocused();
}
