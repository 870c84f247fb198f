/**
 * Errors the app shows are sentences for people: a request that never reached the server (offline,
 * a dropped connection) says so in words, never the browser's "Failed to fetch".
 */
import { expect, test } from "./fixtures";

/** What the map screen says when its houses could not be fetched (no connection). */
const MAP_NEEDS_CONNECTION = "The map needs a connection";

test.use({ accountName: "Map Reader" });

test("the map says in words that the houses could not load without a connection", async ({
  asUser: page,
}) => {
  // The connection drops before the map asks for the houses.
  await page.route("**/api/houses?**", (route) => route.abort("internetdisconnected"));
  await page.goto("/map");
  const alert = page.getByRole("alert").filter({ hasText: "houses" });
  // A busy machine may take a while to load the map screen's code.
  await expect(alert.getByRole("heading", { name: MAP_NEEDS_CONNECTION })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Failed to fetch")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/ux-map-offline.png" });

  // Back online, Try Again brings them.
  await page.unroute("**/api/houses?**");
  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByText(/^\d+ displays?$/)).toBeVisible({ timeout: 30_000 });
});

test("a house the server fails to answer says it could not load, never House not found, and Try Again brings it", async ({
  asUser: page,
}) => {
  await page.goto("/top-houses");
  const card = page.getByTestId("house-card").first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const title = (await card.getByRole("heading").textContent()) ?? "";
  const housePath = (await card.getByRole("link").first().getAttribute("href")) ?? "";
  // The house's own answer fails on the server (a 500), with a message meant for the log.
  const houseAnswer = `**/api/houses/${housePath.replace(/^\/house\//, "")}`;
  await page.route(houseAnswer, (route) =>
    route.fulfill({ status: 500, json: { error: "D1_ERROR: database is locked" } }),
  );
  await card.click();
  const alert = page.getByRole("alert").filter({ hasText: "could not load" });
  await expect(alert.getByRole("heading", { name: "This house could not load." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "House not found" })).toHaveCount(0);
  await expect(page.getByText("D1_ERROR")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Go Back" })).toHaveCount(0);

  await page.unroute(houseAnswer);
  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});
