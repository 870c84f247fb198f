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
  context,
}, testInfo) => {
  await signedInFirstVisitOpensOffline(page, account, {
    setOffline: (offline) => context.setOffline(offline),
    navigation: "Main",
    signOut: () => signOut(page),
    shot: async (name) => {
      await testInfo.attach(`${name}-desktop`, {
        body: await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`) }),
        contentType: "image/png",
      });
    },
  });
});
