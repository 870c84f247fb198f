/**
 * On a phone: signed in on a first visit, My Tours opens offline signed in after a reload, and
 * signing out leaves nothing of the account saved (decision 412).
 */
import { expect, test } from "./fixtures";
import { signedInFirstVisitOpensOffline } from "./offline-signed-in-first-visit";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 180_000 });

test("signed in on a first visit before the worker took over, My Tours opens offline after a reload, signed in", async ({
  asUser: page,
  account,
}, testInfo) => {
  await signedInFirstVisitOpensOffline(page, account, testInfo, "mobile", async () => {
    // Logging out ends with a fresh load of "/".
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "User menu" }).tap();
    await page.getByRole("menuitem", { name: "Log out" }).tap();
    await reloaded;
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
  });
});
