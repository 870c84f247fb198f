/**
 * The feature filters where a screen offers them (the home and a town page): the sidebar on a
 * desktop, the "Filter Displays" sheet on a phone.
 */
import { expect, type Page } from "@playwright/test";

/** The filters, the phone's sheet opened first. */
export async function openFilters(page: Page, phone: boolean) {
  if (!phone) return page.getByRole("complementary", { name: "Feature filters" });
  await page.getByRole("button", { name: "Filters" }).click();
  const sheet = page.getByRole("dialog", { name: "Filter Displays" });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Closes the phone's sheet; the desktop's sidebar stays. */
export async function closeFilters(page: Page, phone: boolean) {
  if (!phone) return;
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
}
