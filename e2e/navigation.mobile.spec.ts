import { expect, test } from "./fixtures";
import {
  expectHeaderUncovered,
  gotoWithClockStopped,
  signInWithClockStopped,
  whileClockRuns,
} from "./support";

test("on a phone, the sign-in toast leaves the header usable and the bottom navigation highlights the current tab", async ({
  page,
  account,
}) => {
  // The toast is the one signing in shows, so this user signs in through the dialog.
  await test.step("on a phone the sign-in toast sits below the header and leaves its buttons usable", async () => {
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

  await test.step("the mobile bottom navigation highlights the current tab", async () => {
    await page.clock.resume();
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

test("signed out, a sign-in prompt goes once the sign-in dialog opens, and never covers it", async ({
  page,
}) => {
  // The page clock stopped: the prompt's own 5 s never run out while the test looks.
  const addPhotos = page.getByTestId("house-page").getByRole("button", { name: "Add Photos" });
  await gotoWithClockStopped(page, "/house/freeport/10-washington-ave", addPhotos);
  await addPhotos.click();
  const prompt = page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Sign in required" });
  await whileClockRuns(page, prompt);
  // The header's Sign In, not the prompt's own button (which closes its toast anyway).
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  await whileClockRuns(page, page.getByRole("dialog").getByRole("tab", { name: "Sign In" }));
  // By the DOM, not the accessibility tree: the open dialog hides everything else from the latter.
  await expect(page.locator("li").filter({ hasText: "Sign in required" })).toHaveCount(0);
});
