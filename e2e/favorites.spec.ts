import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The signed-in home screen, where signing in leads. */
async function openHome(page: Page) {
  await page.goto("/home");
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
}

/** Demo house 2 is looked up by id so the test does not depend on its slugs. */
test("favorite a house, see it on /favorites, remove it there", async ({
  asUser: page,
  request,
}) => {
  const house = await (await request.get("/api/houses/2")).json();
  await openHome(page);

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "My Favorites" })
    .click();
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId("favorites-count")).toHaveText("0 houses in your favorites list");

  await page.goto(`/house/${house.id}`);
  const favorite = page.getByRole("button", { name: "Favorite", exact: true });
  await expect(favorite).toBeEnabled({ timeout: 30_000 });
  await favorite.click();
  await expect(page.getByText("Added to favorites", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Favorited" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "My Favorites" })
    .click();
  await expect(page.getByTestId("favorites-count")).toHaveText("1 house in your favorites list");
  const card = page.getByTestId("house-card").filter({ hasText: house.title });
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: `Remove ${house.title} from favorites` }).click();
  await expect(page.getByText("House removed from your favorites list").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();

  await page.getByRole("link", { name: "Discover Houses" }).click();
  await expect(page).toHaveURL("/");
});

test("un-favorite from the house page", async ({ asUser: page, request }) => {
  const house = await (await request.get("/api/houses/3")).json();
  await openHome(page);
  await page.goto(`/house/${house.id}`);
  await page.getByRole("button", { name: "Favorite", exact: true }).click({ timeout: 30_000 });
  await page.getByRole("button", { name: "Favorited" }).click();
  await expect(page.getByText("House removed from your favorites list").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Favorite", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("favorites that cannot load say so, and Try Again loads them", async ({ asUser: page }) => {
  await openHome(page);
  // The favorites list fails once (a server error), then answers again.
  let failures = 0;
  await page.route(/\/api\/favorites(\?.*)?$/, (route) => {
    if (failures++ > 0) return route.continue();
    return route.fulfill({ status: 500, json: { message: "Something went wrong on our side." } });
  });
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "My Favorites" })
    .click();
  const alert = page.getByRole("alert").filter({ hasText: "Error loading favorites" });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText("There was a problem loading your favorites list.");
  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible({
    timeout: 30_000,
  });
});
