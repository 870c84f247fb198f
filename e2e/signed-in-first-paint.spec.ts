/**
 * Signed in, no Sign In in the first paint of a prerendered page and a 404's ways back in are the
 * signed-in visitor's; "/" is a skeleton of the home screen, not the landing, which stays the
 * signed-out first paint (e2e/signed-in-first-paint.ts, decisions 404 and 413), on a desktop; the
 * same on a phone in signed-in-first-paint.mobile.spec.ts.
 */
import { test } from "./fixtures";
import {
  expectHomeSkeletonBeforeTheApp,
  expectNoSignInBeforeTheApp,
  expectTheLandingSignedOut,
  FIRST_PAINT_PAGES,
} from "./signed-in-first-paint";

for (const { path, status, stays, ways } of FIRST_PAINT_PAGES) {
  test(`signed in, ${path} paints no Sign In before the app shows the account`, async ({
    asUser: page,
  }) => {
    const shot = `signed-in-first-paint-desktop${path.replaceAll("/", "_")}`;
    await expectNoSignInBeforeTheApp(page, path, { status, stays, ways, shot });
  });
}

test("signed in, / paints the home screen's skeleton, not the landing, and the home takes its place", async ({
  asUser: page,
}) => {
  await expectHomeSkeletonBeforeTheApp(page, "signed-in-first-paint-desktop_home");
});

test("signed out, / is the landing, painted and then hydrated", async ({ page }) => {
  await expectTheLandingSignedOut(page, "signed-out-first-paint-desktop_landing");
});
