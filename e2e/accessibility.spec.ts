/**
 * axe-core on every screen, signed out and signed in (user and admin): no serious or critical
 * WCAG 2.1 A/AA violation. Each screen is checked once its content has loaded.
 */
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signInAsAdmin, signInAsNewUser } from "./support";

test.describe.configure({ timeout: 120_000 });

test("signed-out screens: landing, auth dialog, legal pages", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("house-card").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  for (const [path, heading] of [
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-of-service", "Terms of Service"],
    ["/contact-us", "Contact Us"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test("signed-in screens: home, house, favorites, reviews, top houses, submit, map, 404", async ({
  page,
}) => {
  await signInAsNewUser(page);
  await page.goto("/");
  await expect(page.getByTestId("house-card").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId("house-card").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  for (const [path, heading] of [
    ["/favorites", "My Favorite Houses"],
    ["/reviews", "My Reviews"],
    ["/top-houses", "Top Houses"],
    ["/submit", "Submit a Christmas House"],
    ["/map", "Explore the Map"],
    ["/no-such-page", "Page Not Found"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test("admin screens: dashboard, houses, users, content, reviews, db-sync, import", async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const [path, heading] of [
    ["/admin", "Admin Dashboard"],
    ["/admin/houses", "Manage Houses"],
    ["/admin/users", "Manage Users"],
    ["/admin/content", "Site Content"],
    ["/admin/reviews", "Manage Reviews"],
    ["/admin/db-sync", "Database Sync"],
    ["/admin/import", "Import and Export"],
    ["/admin/season", "Season Check"],
    ["/admin/requests", "Homeowner Requests"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
