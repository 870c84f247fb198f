/**
 * axe-core at desktop width: no serious or critical WCAG 2.1 A/AA violation on the layouts that
 * differ most from a phone's (the landing, the home with its filter column, a house page with its
 * side column, the admin dashboard) and in the sign-in dialog. Every screen, signed out, signed
 * in and as an admin, is checked on a phone in no-sideways-scroll.mobile.spec.ts, which opens
 * each once for both checks. Each screen is checked once its content has loaded.
 */
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support";

test("signed out: the landing and the sign-in dialog", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("house-card").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("signed in: the home and a house page", async ({ asUser: page }) => {
  await page.goto("/home");
  await expect(page.getByTestId("house-card").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId("house-card").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("as an admin: the dashboard", async ({ asAdmin: page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
