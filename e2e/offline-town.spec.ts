/**
 * A town page opened online opens offline from its saved copy on a desktop, the first page of a
 * first visit and one reached inside the app; one never opened needs a connection (decision 401).
 */
import { test } from "./fixtures";
import { townsOpenOffline } from "./offline-town";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 180_000 });

test("a town opened online, from a link as the first page or inside the app, opens offline as its saved copy", async ({
  page,
}, testInfo) => {
  await townsOpenOffline(page, testInfo, "desktop");
});
