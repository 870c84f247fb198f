/**
 * The 404 pages on a phone (e2e/not-found-pages.ts, decision 394); the same on a desktop in
 * not-found-pages.spec.ts.
 */
import { test } from "./fixtures";
import {
  expectFirstPaintIsTheScreen,
  expectPopularToursBanner,
  expectWaysOnLeadSomewhere,
  UNKNOWN_PATHS,
} from "./not-found-pages";

for (const path of UNKNOWN_PATHS) {
  test(`${path}: the worker's first paint is the screen the app shows`, async ({ page }) => {
    await expectFirstPaintIsTheScreen(page, path, `not-found-phone${path.replaceAll("/", "_")}`);
  });
}

test("signed out, the 404 pages' ways on lead to screens open to the visitor", async ({ page }) => {
  for (const path of ["/no-such-page", "/house/999999999"]) {
    await expectWaysOnLeadSomewhere(page, path);
  }
});

test("signed out, the popular tours show the sign-up banner, not the dialog", async ({ page }) => {
  await expectPopularToursBanner(page, "popular-tours-banner-phone");
});
