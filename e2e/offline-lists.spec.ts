/**
 * Offline, a list the device has no saved answer for (a new search on the home, Top Houses) says
 * it needs a connection: never an error, never a skeleton until the connection comes back. A
 * list the service worker keeps (favorites) opens from its copy, also when the connection dropped
 * while the app was open. Back online, the lists load (decision 297).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, openControlled } from "./support";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
// The worker installs (about 90 files) before the test can go offline.
test.describe.configure({ timeout: 180_000 });

function goTo(page: Page, screen: string) {
  return page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: screen }).click();
}

test("offline, a new search and Top Houses say they need a connection, saved favorites open, and back online the lists load", async ({
  asUser: page,
  context,
}) => {
  await openControlled(page);
  // Favorites opened online: the service worker keeps the list.
  await page.goto("/favorites");
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();
  // A fresh page, nothing in its memory, then the connection drops with the home open.
  await page.goto("/home");
  const found = page.getByText(/^\d+ houses found/);
  await expect(found).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You're offline" })).toBeVisible();

  await page.getByRole("checkbox", { name: "Animatronics" }).check();
  await expect(page.getByRole("heading", { name: "Searching needs a connection" })).toBeVisible();
  await expect(
    page.getByText("Houses you have opened on this device open without one."),
  ).toBeVisible();
  await expect(page.getByText("Failed to fetch houses")).toHaveCount(0);
  // Nor a count line still "Searching...".
  await expect(page.getByTestId("result-count")).toHaveText("");
  await expectNoSeriousA11yViolations(page);
  await test.info().attach("offline-search", {
    body: await page.screenshot(),
    contentType: "image/png",
  });

  await goTo(page, "Top Houses");
  await expect(page.getByRole("heading", { name: "Top Houses need a connection" })).toBeVisible();
  await goTo(page, "My Favorites");
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();

  // Back online: the list that needed the connection loads.
  await context.setOffline(false);
  await goTo(page, "Top Houses");
  await expect(page.getByTestId("top-houses-count")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top Houses need a connection" })).toHaveCount(0);
});
