/**
 * The admin lists keep their page, search and view in the address (decision 392): Back from a
 * house, a reload and a link give the same page; a page past the last shows the last; Manage
 * Reviews finds a review by house or by person. While a new search loads, no row of the list
 * before shows, and while another page loads the page before is dimmed and out of reach (decision
 * 402). The demo data has 227 reviews (12 pages) and 72 houses (4 pages).
 */
import type { Page } from "@playwright/test";
import { holdAnswers, openAdminScreen } from "./admin-screens";
import { expect, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

/** The list shows the answer to what it asks (not the page before, kept while it loads). */
const settled = (page: Page) => expect(page.locator("ul[aria-busy='true']")).toHaveCount(0);

const pageText = (page: Page) =>
  page.getByRole("navigation", { name: "Pagination" }).getByText(/^Page \d+ of \d+$/);
const next = (page: Page) =>
  page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Next" });

/** Opens the first row's house and comes Back. */
async function toTheHouseAndBack(page: Page, rows: ReturnType<Page["getByTestId"]>) {
  const house = rows.first().getByRole("link").first();
  const title = (await house.textContent()) ?? "";
  await house.click();
  await expect(page).toHaveURL(/\/house\//);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.goBack();
}

test("Manage Reviews: page 3 stays page 3 across a house and Back, and a reload", async ({
  asAdmin: page,
}) => {
  await openAdminScreen(page, "/admin/reviews", "Manage Reviews");
  const rows = page.getByTestId("admin-review-row");
  await expect(pageText(page)).toHaveText(/^Page 1 of \d+$/);
  await next(page).click();
  await expect(pageText(page)).toHaveText(/^Page 2 of \d+$/);
  await next(page).click();
  await expect(pageText(page)).toHaveText(/^Page 3 of \d+$/);
  await expect(page).toHaveURL(/\/admin\/reviews\?page=3$/);
  await settled(page);
  const firstRow = (await rows.first().textContent()) ?? "";

  await toTheHouseAndBack(page, rows);
  await expect(page).toHaveURL(/\/admin\/reviews\?page=3$/);
  await expect(pageText(page)).toHaveText(/^Page 3 of \d+$/);
  await expect(rows.first()).toHaveText(firstRow);

  await page.reload();
  await expect(pageText(page)).toHaveText(/^Page 3 of \d+$/);
  await expect(rows.first()).toHaveText(firstRow);

  // A page past the last (an old link, or Back after deletions) shows the last page, not none.
  await page.goto("/admin/reviews?page=999");
  await expect(pageText(page)).toHaveText(/^Page (\d+) of \1$/);
  await expect(rows.first()).toBeVisible();
  await expect(page).not.toHaveURL(/page=999/);
});

test("Manage Houses: the search and its page 2 stay across a house and Back, and a reload", async ({
  asAdmin: page,
}) => {
  await openAdminScreen(page, "/admin/houses", "Manage Houses");
  const rows = page.getByTestId("admin-house-row");
  const search = page.getByRole("textbox", { name: "Search houses" });
  // "a": short, so a substring of nearly every house's title, address or town: two pages or more.
  await search.fill("a");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText(/^\d+ houses matching "a"$/)).toBeVisible();
  await next(page).click();
  await expect(pageText(page)).toHaveText(/^Page 2 of \d+$/);
  await expect(page).toHaveURL(/\/admin\/houses\?q=a&page=2$/);
  await settled(page);
  const firstRow = (await rows.first().textContent()) ?? "";

  await toTheHouseAndBack(page, rows);
  await expect(pageText(page)).toHaveText(/^Page 2 of \d+$/);
  await expect(search).toHaveValue("a");
  await expect(rows.first()).toHaveText(firstRow);

  await page.reload();
  await expect(pageText(page)).toHaveText(/^Page 2 of \d+$/);
  await expect(search).toHaveValue("a");
  await expect(rows.first()).toHaveText(firstRow);

  // A new search starts at page 1.
  await search.fill("Massapequa");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/houses\?q=Massapequa$/);
  await expect(pageText(page)).toHaveText(/^Page 1 of \d+$/);
});

test("Manage Reviews finds a review by house and by person, and keeps the search", async ({
  asAdmin: page,
}) => {
  await openAdminScreen(page, "/admin/reviews", "Manage Reviews");
  const rows = page.getByTestId("admin-review-row");
  const search = page.getByRole("textbox", { name: "Search reviews" });
  const run = () => page.getByRole("button", { name: "Search", exact: true }).click();

  // By person, by name: every row is theirs.
  await search.fill("Holly Bennett");
  await run();
  await expect(page.getByText(/^\d+ reviews? matching "Holly Bennett"$/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/reviews\?q=Holly\+Bennett$/);
  await settled(page);
  const hollys = await rows.count();
  expect(hollys).toBeGreaterThan(0);
  for (const row of await rows.all()) {
    await expect(row.locator("[id$='-by']")).toHaveText("Holly Bennett");
  }
  await page.screenshot({ path: "test-results/admin-reviews-search-desktop.png" });

  // By e-mail: the same reviews.
  await search.fill("holly@example.com");
  await run();
  await expect(page.getByText(/matching "holly@example.com"$/)).toBeVisible();
  await settled(page);
  await expect(rows).toHaveCount(hollys);

  // By house: every row is that house's.
  await search.fill("The DeLuca Family Light Show");
  await run();
  await expect(page.getByText(/matching "The DeLuca Family Light Show"$/)).toBeVisible();
  await settled(page);
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    await expect(row.locator("[id$='-house']")).toHaveText("The DeLuca Family Light Show");
  }

  // A reload keeps the search, its box and its results.
  await page.reload();
  await expect(search).toHaveValue("The DeLuca Family Light Show");
  await expect(page.getByText(/matching "The DeLuca Family Light Show"$/)).toBeVisible();

  // Nothing found says so.
  await search.fill("Nobody by this name");
  await run();
  await expect(page.getByText('No reviews match "Nobody by this name".')).toBeVisible();
});

test("while a search or a page loads, no one acts on a row of the list before (decision 402)", async ({
  asAdmin: page,
}) => {
  await openAdminScreen(page, "/admin/reviews", "Manage Reviews");
  const rows = page.getByTestId("admin-review-row");
  const list = page.locator("ul:has([data-testid=admin-review-row])");
  const firstDelete = rows.first().locator("[data-action=delete-review]");
  await expect(pageText(page)).toHaveText(/^Page 1 of \d+$/);
  await settled(page);
  const pageOne = (await rows.first().textContent()) ?? "";

  // Another page: the rows before stay in place, dimmed, and nothing in them takes a press or
  // the focus; Next keeps the focus (decision 340).
  let release = await holdAnswers(
    page,
    "/api/admin/reviews",
    (url) => url.searchParams.get("page") === "2",
  );
  await next(page).click();
  await expect(page).toHaveURL(/\/admin\/reviews\?page=2$/);
  await expect(list).toHaveAttribute("inert", "");
  await expect(list).toHaveAttribute("aria-busy", "true");
  await expect(list).toHaveCSS("opacity", "0.5");
  await expect(rows.first()).toHaveText(pageOne);
  await firstDelete.focus();
  await expect(firstDelete).not.toBeFocused();
  await expect(next(page)).toBeFocused();
  await page.screenshot({ path: "test-results/admin-reviews-page-loading.png" });
  release();
  await expect(pageText(page)).toHaveText(/^Page 2 of \d+$/);
  await expect(rows.first()).not.toHaveText(pageOne);
  await expect(list).not.toHaveAttribute("inert");
  await expect(list).toHaveCSS("opacity", "1");
  await firstDelete.focus();
  await expect(firstDelete).toBeFocused();

  // A new search: no row of the list before (they matched another text), the list loading.
  release = await holdAnswers(
    page,
    "/api/admin/reviews",
    (url) => url.searchParams.get("search") === "Holly Bennett",
  );
  await page.getByRole("textbox", { name: "Search reviews" }).fill("Holly Bennett");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/reviews\?q=Holly\+Bennett$/);
  await expect(page.locator("[data-slot=skeleton]").first()).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(page.getByText(/^\d+ reviews?( matching|$)/)).toHaveCount(0);
  release();
  await expect(page.getByText(/^\d+ reviews? matching "Holly Bennett"$/)).toBeVisible();
  await settled(page);
  for (const row of await rows.all()) {
    await expect(row.locator("[id$='-by']")).toHaveText("Holly Bennett");
  }

  // Manage Houses' search is the same box: the same.
  await openAdminScreen(page, "/admin/houses", "Manage Houses");
  const houses = page.getByTestId("admin-house-row");
  await expect(houses.first()).toBeVisible();
  await settled(page);
  release = await holdAnswers(
    page,
    "/api/admin/houses",
    (url) => url.searchParams.get("search") === "Massapequa",
  );
  await page.getByRole("textbox", { name: "Search houses" }).fill("Massapequa");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/houses\?q=Massapequa$/);
  await expect(page.locator("[data-slot=skeleton]").first()).toBeVisible();
  await expect(houses).toHaveCount(0);
  release();
  await expect(page.getByText(/^\d+ houses? matching "Massapequa"$/)).toBeVisible();
  await expect(houses.first()).toBeVisible();
});
