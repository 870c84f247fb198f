/**
 * The home search kept in the address (decision 379), on a desktop (the sidebar's checkboxes) and
 * on a phone (the Filters sheet): Back from a house, a reload, and the bottom bar's way out and
 * back give the search the visitor left, scrolled where they were; the search box takes no more
 * than the API does.
 */
import type { Page } from "@playwright/test";
import { closeFilters, openFilters } from "./filter-panel";
import { expect } from "./fixtures";
import { cards } from "./house-results";

export const PLACE = "near 11758, Massapequa, NY";
/** Longer than the API's 200 characters for a search text. */
export const LONG_TEXT = "Christmas lights on Long Island ".repeat(10).trim();

/** The count line, "N houses found near ..." once the answer is in. */
export const resultCount = (page: Page) => page.getByTestId("result-count");

/**
 * The tester's search: ZIP 11758, within 25 miles, Blow-Ups, Most Viewed, List. Returns the
 * address's query it ends on.
 */
export async function searchAsTheTesterDid(page: Page, phone: boolean) {
  await page.goto("/home");
  await expect(resultCount(page)).toHaveText(/^\d+ houses found$/, { timeout: 60_000 });
  const entries = await page.evaluate(() => history.length);

  await page.getByRole("combobox", { name: "Location" }).fill("11758");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(resultCount(page)).toContainText(PLACE);
  await page.getByRole("combobox", { name: "Distance" }).click();
  await page.getByRole("option", { name: "Within 25 miles" }).click();
  await expect(page.getByRole("combobox", { name: "Distance" })).toHaveText("Within 25 miles");
  const panel = await openFilters(page, phone);
  const filtered = page.waitForResponse((r) => r.url().includes("features=Blow-Ups"));
  await panel.getByRole("checkbox", { name: "Blow-Ups" }).check();
  await filtered;
  await closeFilters(page, phone);
  await page.getByRole("combobox", { name: "Sort by" }).click();
  await page.getByRole("option", { name: "Most Viewed" }).click();
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "List" }).click();
  await expect(page.getByTestId("house-results")).toHaveAttribute("data-layout", "list");
  await expect(resultCount(page)).toHaveText(new RegExp(`^\\d+ houses found ${PLACE}$`));
  await expect(cards(page).first()).toBeVisible();
  // Each choice replaced the entry: Back is one step, not one per tick.
  expect(await page.evaluate(() => history.length)).toBe(entries);
  return new URL(page.url()).search;
}

/**
 * The search the tester left, as the screen shows it and its address holds it. Not its count of
 * houses: other tests add houses to the shared database meanwhile.
 */
export async function expectTheTestersSearch(page: Page, phone: boolean, query: string) {
  await expect(resultCount(page)).toHaveText(new RegExp(`^\\d+ houses found ${PLACE}$`), {
    timeout: 30_000,
  });
  await expect.poll(() => new URL(page.url()).search).toBe(query);
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("11758");
  await expect(page.getByRole("combobox", { name: "Distance" })).toHaveText("Within 25 miles");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Most Viewed");
  await expect(
    page.getByRole("group", { name: "View" }).getByRole("button", { name: "List" }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("house-results")).toHaveAttribute("data-layout", "list");
  if (phone) await expect(page.getByRole("button", { name: "Filters" })).toContainText("1");
  const panel = await openFilters(page, phone);
  await expect(panel.getByRole("checkbox", { name: "Blow-Ups" })).toBeChecked();
  await expect(panel.getByRole("checkbox", { name: "Animatronics" })).not.toBeChecked();
  await closeFilters(page, phone);
}

/** Scrolls down the list to its `index`th card (past the first page of 10) and opens it. */
export async function openCardFarDown(page: Page, index: number) {
  await expect
    .poll(
      async () => {
        await cards(page).last().scrollIntoViewIfNeeded();
        return cards(page).count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(index);
  const card = cards(page).nth(index);
  await card.scrollIntoViewIfNeeded();
  const title = (await card.getByRole("heading").textContent()) ?? "";
  const position = await page.evaluate(() => window.scrollY);
  const top = await card.evaluate((element) => element.getBoundingClientRect().top);
  // Clicked where the visitor sees it (Playwright would otherwise scroll the link into view).
  await card.getByRole("heading").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return { title, position, top };
}

/**
 * Back on the list: at the position the visitor left, with the card they opened where it was on
 * the screen (the cards above it not drawn again yet take the heights they had: decision 387).
 */
export async function expectCardWhereItWas(
  page: Page,
  { title, position, top }: { title: string; position: number; top: number },
) {
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 })
    .toBeGreaterThan(position - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - position)).toBeLessThan(5);
  const card = cards(page).filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toBeInViewport({ ratio: 0.5 });
  const topNow = await card.evaluate((element) => element.getBoundingClientRect().top);
  console.log(`the opened card's top: ${top.toFixed(1)} before, ${topNow.toFixed(1)} after`);
  expect(Math.abs(topNow - top)).toBeLessThanOrEqual(4);
}

/** More than the API takes, typed and in a link: cut to 200 characters, and it searches. */
export async function expectTheLongSearchSearches(page: Page) {
  const clipped = LONG_TEXT.slice(0, 200).trim();
  await page.goto("/home");
  await expect(resultCount(page)).toHaveText(/^\d+ houses found$/, { timeout: 60_000 });
  const box = page.getByRole("combobox", { name: "Location" });
  await box.fill(LONG_TEXT);
  await expect(box).toHaveValue(LONG_TEXT.slice(0, 200));
  const searched = page.waitForResponse((r) => r.url().includes("searchQuery="));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  expect((await searched).status()).toBe(200);
  await expect(page.getByText("Failed to fetch houses")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No houses found" })).toBeVisible();

  // A link (or a site search box) with a longer ?q=: the box and the search take its first 200.
  const fromLink = page.waitForResponse((r) => r.url().includes("searchQuery="));
  await page.goto(`/home?q=${encodeURIComponent(LONG_TEXT)}`);
  const answer = await fromLink;
  expect(answer.status()).toBe(200);
  expect(new URL(answer.url()).searchParams.get("searchQuery")).toBe(clipped);
  await expect(box).toHaveValue(clipped, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "No houses found" })).toBeVisible();
  await expect(page.getByText("Failed to fetch houses")).toHaveCount(0);
}
