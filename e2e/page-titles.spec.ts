/**
 * The browser tab's title follows the screen on in-app navigation, with the text the worker gives
 * the same page when it is opened directly (contract/page-titles.ts), signed out and signed in.
 */
import { expect, test } from "./fixtures";

const LANDING = "LI Lights · Long Island Christmas Light Displays";

test("signed out, each screen reached by a click titles the tab", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(LANDING);

  await page.getByRole("link", { name: "Browse by Town" }).click();
  await expect(page).toHaveTitle("Christmas lights on Long Island, town by town · LI Lights");

  await page
    .getByRole("main")
    .getByRole("link", { name: /^Freeport\b/ })
    .click();
  await expect(page).toHaveTitle("Christmas lights in Freeport, NY · LI Lights");

  const card = page.getByTestId("house-card").first();
  const house = (await card.getByRole("heading").first().textContent()) ?? "";
  await card.getByRole("link", { name: house }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(house);
  await expect(page).toHaveTitle(`${house} · LI Lights`);

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveTitle("Privacy Policy · LI Lights");

  await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveTitle("Contact Us · LI Lights");
});

test("a house opened directly gives way to the town's and the landing's titles", async ({
  page,
}) => {
  await page.goto("/house/freeport/10-washington-ave");
  await expect(page).toHaveTitle("The Quinn Family Light Show · LI Lights");

  await page.getByRole("link", { name: "More in Freeport" }).click();
  await expect(page).toHaveTitle("Christmas lights in Freeport, NY · LI Lights");

  // The logo.
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(LANDING);
});

test("signed in, the user's own screens have titles of their own", async ({ asUser: page }) => {
  await page.goto("/tours/popular");
  await expect(page).toHaveTitle("Popular light tours on Long Island · LI Lights");

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "My Favorites" }).click();
  await expect(page).toHaveTitle("My Favorites · LI Lights");

  await nav.getByRole("link", { name: "Top Houses" }).click();
  await expect(page).toHaveTitle("Top Houses · LI Lights");

  await nav.getByRole("link", { name: "Find Lights" }).click();
  await expect(page).toHaveTitle(LANDING);
});
