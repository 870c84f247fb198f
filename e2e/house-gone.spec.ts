/**
 * A house removed from LI Lights while someone has its page open (decision 354): the first thing
 * that learns it (a button's write, or the live event its delete sends) says so in one plain
 * text, and the page turns into "House not found" instead of leaving buttons that can only fail.
 */
import type { Page } from "@playwright/test";
import { HOUSE_REMOVED_TEXT, HOUSE_REMOVED_TITLE } from "../contract/house-gone";
import { deleteHouseAsAdmin, expect, type TestHouse, test } from "./fixtures";

/** The one toast on screen (the app shows one at a time) with this title. */
function toast(page: Page, title: string) {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * The house page, signed in, with its live events cut off: the delete's event would tell the
 * page first, and these tests are about the button that learns it.
 */
async function openWithoutLiveEvents(page: Page, house: TestHouse) {
  await page.route(/\/api\/houses\/\d+\/stream$/, (route) => route.abort());
  await page.goto(house.path);
  await expect(page.getByTestId("house-page")).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
}

/** The page has said the house is gone, in the toast and on the page, and nothing generic. */
async function expectSaidGone(page: Page) {
  await expect(toast(page, HOUSE_REMOVED_TITLE)).toContainText(HOUSE_REMOVED_TEXT);
  const heading = page.getByRole("heading", { level: 1, name: "House not found" });
  await expect(heading).toBeVisible();
  await expect(page.getByRole("main").getByText(HOUSE_REMOVED_TEXT)).toBeVisible();
  await expect(page.getByTestId("house-page")).toHaveCount(0);
  await expect(page.getByText(/^(Error|Failed to)/)).toHaveCount(0);
  // The pressed button went with the page: its focus goes to what replaced it.
  await expect(heading).toBeFocused();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
}

test("Favorite on a house deleted since the page opened says it was removed, and the page turns into House not found; favorites drop it", async ({
  asUser: page,
  account,
  makeHouse,
  adminToken,
}) => {
  const title = `Gone Lights ${Date.now()}`;
  const house = await makeHouse(account, { title });
  await openWithoutLiveEvents(page, house);
  await page.getByRole("button", { name: "Favorite", exact: true }).click();
  await expect(page.getByRole("button", { name: "Favorited", exact: true })).toBeVisible();

  await deleteHouseAsAdmin(house.id, adminToken);
  await page.getByRole("button", { name: "Favorited", exact: true }).click();
  await expectSaidGone(page);
  await expect(page.getByText("Failed to update favorites")).toHaveCount(0);

  await page.goto("/favorites");
  await expect(page.getByRole("heading", { name: "My Favorite Houses" })).toBeVisible();
  await expect(page.getByText("No favorites yet")).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test("a review sent to a house deleted since the page opened says the same, never a failure", async ({
  asUser: page,
  ownHouse,
  adminToken,
}) => {
  await openWithoutLiveEvents(page, ownHouse);
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByRole("button", { name: "Rate 4 stars" }).click();
  await form.getByLabel("Your review (optional)").fill("Lovely, while it lasted");

  await deleteHouseAsAdmin(ownHouse.id, adminToken);
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expectSaidGone(page);
  await expect(page.getByText("Failed to submit rating")).toHaveCount(0);
});

test("an open page learns from the live event that its house was deleted, before any tap", async ({
  asUser: page,
  ownHouse,
  adminToken,
}) => {
  const streamOpen = page.waitForResponse(
    (r) => r.url().endsWith(`/api/houses/${ownHouse.id}/stream`) && r.status() === 200,
  );
  await page.goto(ownHouse.path);
  await expect(page.getByTestId("house-page")).toBeVisible();
  await streamOpen;

  await deleteHouseAsAdmin(ownHouse.id, adminToken);
  await expect(toast(page, HOUSE_REMOVED_TITLE)).toContainText(HOUSE_REMOVED_TEXT);
  await expect(page.getByRole("heading", { level: 1, name: "House not found" })).toBeVisible();
  await expect(page.getByRole("main").getByText(HOUSE_REMOVED_TEXT)).toBeVisible();
  await expect(page.getByRole("button", { name: "Favorite", exact: true })).toHaveCount(0);
});
