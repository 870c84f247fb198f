/**
 * A town's or house's address written with capitals opens its page on a phone: typed, inside the app
 * and offline (decision 421).
 */
import { capitalSlugsOpenTheirPages } from "./capital-slugs";
import { test } from "./fixtures";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 180_000 });

test("a town's or house's address with capitals opens its page, typed, inside the app and offline", async ({
  page,
}, testInfo) => {
  await capitalSlugsOpenTheirPages(page, testInfo, "mobile");
});
