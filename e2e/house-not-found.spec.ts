/**
 * A house the server has not got: "House not found" with Go Back, which never leaves the site,
 * and below it Find Lights and Open the Map, as on the worker's not-found page.
 */
import { expect, test } from "./fixtures";

test("opened in a new tab, a missing house's Go Back goes to the start page, not off the site", async ({
  page,
}) => {
  // A new tab: the page before this one is the browser's blank page.
  await page.goto("/house/nowhere/1-nothing");
  await expect(page.getByRole("heading", { level: 1, name: "House not found" })).toBeVisible();
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL("/");
  await expect(
    page.getByRole("heading", { level: 1, name: /Discover the Magic of/ }),
  ).toBeVisible();
});

test("a missing house offers the not-found page's two ways on below Go Back", async ({ page }) => {
  await page.goto("/house/nowhere/2-nothing");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "House not found" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Go Back" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Find Lights" })).toHaveAttribute("href", "/home");
  await main.getByRole("link", { name: "Open the Map" }).click();
  await expect(page).toHaveURL("/map");
});
