/**
 * A house the server has not got: "House not found" with Go Back, which never leaves the site,
 * and below it the not-found page's two ways on: Find Lights and Open the Map signed in, the
 * towns and the popular tours signed out (decision 394).
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
  // Signed out: the pages open to everyone, not the landing the signed-in screens are.
  await expect(main.getByRole("link", { name: "Popular Tours" })).toHaveAttribute(
    "href",
    "/tours/popular",
  );
  await main.getByRole("link", { name: "Browse by Town" }).click();
  await expect(page).toHaveURL("/lights");
  await expect(
    page.getByRole("heading", { level: 1, name: "Christmas lights by town" }),
  ).toBeVisible();
});

test("signed in, a missing house offers Find Lights and the map", async ({ asUser: page }) => {
  await page.goto("/house/nowhere/3-nothing");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "House not found" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Find Lights" })).toHaveAttribute("href", "/home");
  await main.getByRole("link", { name: "Open the Map" }).click();
  await expect(page).toHaveURL("/map");
});
