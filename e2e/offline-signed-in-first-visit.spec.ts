/**
 * On a desktop: signed in on a first visit, My Tours opens offline signed in after a reload, and
 * signing out leaves nothing of the account saved (decision 412).
 */
import { test } from "./fixtures";
import { signedInFirstVisitOpensOffline } from "./offline-signed-in-first-visit";
import { signOut } from "./support";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 180_000 });

test("signed in on a first visit before the worker took over, My Tours opens offline after a reload, signed in", async ({
  asUser: page,
  account,
}, testInfo) => {
  await signedInFirstVisitOpensOffline(page, account, testInfo, "desktop", () => signOut(page));
});
