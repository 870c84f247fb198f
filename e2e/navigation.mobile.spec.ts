import { expect, test } from "@playwright/test";
import {
  createAccount,
  expectHeaderUncovered,
  signInAsNewUser,
  signInWithClockStopped,
} from "./support";

test("the mobile bottom navigation highlights the current tab", async ({ page }) => {
  await signInAsNewUser(page);
  const nav = page.getByRole("navigation", { name: "Mobile" });
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "Favorites" }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(nav.getByRole("link", { name: "Favorites" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Find Lights" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await nav.getByRole("link", { name: "My Reviews" }).click();
  await expect(nav.getByRole("link", { name: "My Reviews" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("signed out, the mobile navigation opens the sign-up tab", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Mobile" });
  await nav.getByRole("button", { name: "Top Houses" }).click();
  await expect(page.getByRole("dialog").getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("on a phone the sign-in toast sits below the header and leaves its buttons usable", async ({
  page,
}) => {
  const account = await createAccount();
  await page.clock.install();
  await page.goto("/");
  const toast = await signInWithClockStopped(page, account.email, account.password);
  await expectHeaderUncovered(page, toast);
  await page.screenshot({ path: "test-results/toast-mobile.png" });
  await page
    .getByRole("navigation", { name: "Mobile" })
    .getByRole("link", { name: "Favorites" })
    .click();
  await expect(page).toHaveURL(/\/favorites$/);
  await page.clock.runFor(1000);
  await expect(toast).toBeVisible();
  await expectHeaderUncovered(page, toast);
});
