/**
 * A town page's filters kept in its address (decision 397), on a desktop (the sidebar's
 * checkboxes) and on a phone (the Filters sheet): a reload and a shared link give the same
 * filtered view, ticks replace the history entry, a value the list does not offer is dropped, and
 * the page still names the plain town as its canonical URL.
 */
import type { Browser, Page } from "@playwright/test";
import { closeFilters, openFilters } from "./filter-panel";
import { expect } from "./fixtures";

/**
 * Massapequa's demo houses (seed/demo.sql): only The Merry Lombardi Display has Blow-Ups; both
 * have Charity. Other tests may add houses to the town, never these two's features.
 */
export const TOWN = "/lights/massapequa";
const SHOWN = "The Merry Lombardi Display";
const HIDDEN = "Silent Night Sanctuary";
/** The query the two ticks leave, as the home search writes its features (decision 379). */
export const FILTERED = `?${new URLSearchParams({ features: "Blow-Ups,Charity" })}`;

const card = (page: Page, title: string) =>
  page.getByTestId("house-grid").getByTestId("house-card").filter({ hasText: title });

/** Opens the town and ticks Blow-Ups and Charity; each tick replaces the entry. */
export async function filterTheTown(page: Page, phone: boolean) {
  await page.goto(TOWN);
  await expect(card(page, HIDDEN)).toBeVisible({ timeout: 30_000 });
  const entries = await page.evaluate(() => history.length);
  const panel = await openFilters(page, phone);
  await panel.getByRole("checkbox", { name: "Blow-Ups" }).check();
  await panel.getByRole("checkbox", { name: "Charity" }).check();
  await closeFilters(page, phone);
  await expect.poll(() => new URL(page.url()).search).toBe(FILTERED);
  expect(await page.evaluate(() => history.length)).toBe(entries);
}

/** The filtered view: the ticks, the cards, the count line, the address and the plain canonical. */
export async function expectFilteredTown(page: Page, phone: boolean) {
  await expect(card(page, SHOWN)).toBeVisible({ timeout: 30_000 });
  await expect(card(page, HIDDEN)).toHaveCount(0);
  await expect(page.getByText(/^\d+ displays, \d+ shown$/)).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe(FILTERED);
  if (phone) await expect(page.getByRole("button", { name: "Filters" })).toContainText("2");
  const panel = await openFilters(page, phone);
  await expect(panel.getByRole("checkbox", { name: "Blow-Ups" })).toBeChecked();
  await expect(panel.getByRole("checkbox", { name: "Charity" })).toBeChecked();
  await expect(panel.getByRole("checkbox", { name: "Lit tonight" })).not.toBeChecked();
  await closeFilters(page, phone);
  // Search engines index one page per town: the filtered address names the plain one.
  const plain = new URL(TOWN, page.url()).href;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", plain);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", plain);
}

/** The address sent to someone else, opened in a browser of their own (signed out). */
export async function openSharedLink(browser: Browser, url: string, phone: boolean) {
  // The runner gives a context made in a test the project's options (device, base URL).
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await expectFilteredTown(page, phone);
  return { page, close: () => context.close() };
}

/** A hand-typed address: an unknown feature and a "lit" it does not know are dropped. */
export async function expectUnknownValuesDropped(page: Page) {
  await page.goto(`${TOWN}?features=Nope,Blow-Ups,Blow-Ups&lit=1`);
  await expect(card(page, SHOWN)).toBeVisible({ timeout: 30_000 });
  await expect(card(page, HIDDEN)).toHaveCount(0);
  await expect
    .poll(() => new URL(page.url()).search)
    .toBe(`?${new URLSearchParams({ features: "Blow-Ups" })}`);
}
