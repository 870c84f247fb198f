/** Reading the house results list (the home screen's list view) as the user sees it. */
import type { Page } from "@playwright/test";

export const cards = (page: Page) => page.getByTestId("house-results").getByTestId("house-card");

/** The distance each listed card shows, in miles. */
export async function distancesShown(page: Page) {
  // Text content, not innerText: cards below the fold skip layout (content-visibility), and
  // their innerText is empty.
  const texts = await page
    .getByTestId("house-results")
    .getByTestId("house-distance")
    .allTextContents();
  return texts.map((text) => Number.parseFloat(text));
}
