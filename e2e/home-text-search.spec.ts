/**
 * A typed town or address on the home finder (decision 380): "Massapequa, NY" finds Massapequa's
 * houses, and a known town with no house of its own ("Massapequa Park, NY") offers to search near
 * it with the chosen distance, as picking its suggestion would.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cards } from "./house-results";

/** Types the text, presses Search and waits for the text search it starts. */
async function searchFor(page: Page, text: string) {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/houses" && url.searchParams.get("searchQuery") === text;
  });
  await page.getByRole("combobox", { name: "Location" }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  return ((await (await answer).json()) as { totalCount: number }).totalCount;
}

test("a typed town with its state finds its houses; a known town with none offers a search near it", async ({
  asUser: page,
}) => {
  await page.goto("/home");
  // A busy machine (or a dev server compiling on first visit) can take a while to start the app.
  await expect(cards(page).first()).toBeVisible({ timeout: 60_000 });

  expect(await searchFor(page, "Massapequa, NY")).toBeGreaterThan(0);
  await expect(page.getByTestId("result-count")).toContainText('found for "Massapequa, NY"');
  await expect(cards(page).first()).toBeVisible();

  // A text that names no town: nothing to offer but the filters.
  expect(await searchFor(page, "Candy Cane Atlantis")).toBe(0);
  await expect(page.getByRole("heading", { name: "No houses found" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Search near/ })).toHaveCount(0);

  await page.getByRole("combobox", { name: "Distance" }).click();
  await page.getByRole("option", { name: "Within 10 miles" }).click();
  expect(await searchFor(page, "Massapequa Park, NY")).toBe(0);
  await expect(page.getByTestId("result-count")).toHaveText(
    '0 houses found for "Massapequa Park, NY"',
  );
  const offer = page.getByRole("button", { name: "Search near Massapequa Park, NY" });
  await expect(offer).toBeVisible();
  await offer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("offer.png"), fullPage: false });

  const near = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/houses" && url.searchParams.get("maxDistance") === "10";
  });
  await offer.click();
  const { totalCount } = (await (await near).json()) as { totalCount: number };
  expect(totalCount).toBeGreaterThan(0);
  await expect(page.getByTestId("result-count")).toHaveText(
    `${totalCount} houses found near Massapequa Park, NY, USA`,
  );
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue(
    "Massapequa Park, NY, USA",
  );
  await expect(cards(page).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("near.png"), fullPage: false });

  // Search again with the box unchanged: still the town's surroundings, not a text search.
  const textSearches: string[] = [];
  page.on("request", (request) => {
    const query = new URL(request.url()).searchParams.get("searchQuery");
    if (query !== null) textSearches.push(query);
  });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeEnabled();
  await expect(page.getByTestId("result-count")).toHaveText(
    `${totalCount} houses found near Massapequa Park, NY, USA`,
  );
  expect(textSearches).toEqual([]);
});

test("an address typed without commas finds its house (decision 386)", async ({ asUser: page }) => {
  await page.goto("/home");
  await expect(cards(page).first()).toBeVisible({ timeout: 60_000 });

  // Demo house 5 (seed/demo.sql): Silent Night Sanctuary, 368 Hillside Avenue, Massapequa.
  for (const typed of [
    "368 Hillside Ave Massapequa",
    "368 hillside avenue massapequa park ny 11762",
  ]) {
    expect(await searchFor(page, typed), typed).toBe(1);
    await expect(page.getByTestId("result-count")).toContainText(`found for "${typed}"`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Silent Night Sanctuary");
  }
  await page.screenshot({ path: test.info().outputPath("address.png"), fullPage: false });
});
