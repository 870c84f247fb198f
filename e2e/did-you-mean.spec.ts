/**
 * A misspelled town on the home finder (decision 420): "Freprt" finds nothing and offers "Did you
 * mean Freeport?", which searches Freeport; the advice of an empty text search speaks of the
 * spelling, and a search near a place still advises a larger distance.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cards } from "./house-results";

/** Types the text, presses Search and waits for the search it starts; answers its count. */
async function searchFor(page: Page, text: string, param = "searchQuery") {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/houses" && url.searchParams.has(param);
  });
  await page.getByRole("combobox", { name: "Location" }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  return ((await (await answer).json()) as { totalCount: number }).totalCount;
}

const TEXT_ADVICE = "Check the spelling, try a town or ZIP, or use fewer filters.";
const PLACE_ADVICE = "Try a larger distance, another place or fewer filters.";

test("a misspelled town offers the town it is near, which finds its houses", async ({
  asUser: page,
}) => {
  await page.goto("/home");
  await expect(cards(page).first()).toBeVisible({ timeout: 60_000 });

  expect(await searchFor(page, "Freprt")).toBe(0);
  await expect(page.getByRole("heading", { name: "No houses found" })).toBeVisible();
  await expect(page.getByText(TEXT_ADVICE)).toBeVisible();
  await expect(page.getByText(PLACE_ADVICE)).toHaveCount(0);
  const offer = page.getByRole("button", { name: "Did you mean Freeport?" });
  await expect(offer).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("did-you-mean.png") });

  const found = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/houses" && url.searchParams.get("searchQuery") === "Freeport";
  });
  await offer.click();
  const { totalCount } = (await (await found).json()) as { totalCount: number };
  expect(totalCount).toBeGreaterThan(0);
  await expect(page.getByTestId("result-count")).toHaveText(
    `${totalCount} ${totalCount === 1 ? "house" : "houses"} found for "Freeport"`,
  );
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Freeport");
  await expect(cards(page).first()).toContainText("Freeport");

  // A town typed without its space, and one with a letter short.
  expect(await searchFor(page, "stonybrook")).toBe(0);
  await expect(page.getByRole("button", { name: "Did you mean Stony Brook?" })).toBeVisible();
  expect(await searchFor(page, "masapequa")).toBe(0);
  await expect(page.getByRole("button", { name: "Did you mean Massapequa?" })).toBeVisible();

  // Near no town: the advice alone.
  expect(await searchFor(page, "zzzz")).toBe(0);
  await expect(page.getByText(TEXT_ADVICE)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Did you mean/ })).toHaveCount(0);
});

test("a search near a place that finds nothing still advises a larger distance", async ({
  asUser: page,
}) => {
  await page.goto("/home");
  await expect(cards(page).first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole("combobox", { name: "Distance" }).click();
  await page.getByRole("option", { name: "Within 10 miles" }).click();
  // Out in the Atlantic, south of Long Island.
  expect(await searchFor(page, "40.2, -73.2", "latitude")).toBe(0);
  await expect(page.getByText(PLACE_ADVICE)).toBeVisible();
  await expect(page.getByText(TEXT_ADVICE)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Did you mean/ })).toHaveCount(0);
});
