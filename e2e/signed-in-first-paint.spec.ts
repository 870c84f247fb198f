/**
 * Signed in, no Sign In in the first paint of a prerendered page, on a desktop
 * (e2e/signed-in-first-paint.ts, decision 404); the same on a phone in
 * signed-in-first-paint.mobile.spec.ts.
 */
import { test } from "./fixtures";
import { expectNoSignInBeforeTheApp, FIRST_PAINT_PAGES } from "./signed-in-first-paint";

for (const { path, status, stays } of FIRST_PAINT_PAGES) {
  test(`signed in, ${path} paints no Sign In before the app shows the account`, async ({
    asUser: page,
  }) => {
    const shot = `signed-in-first-paint-desktop${path.replaceAll("/", "_")}`;
    await expectNoSignInBeforeTheApp(page, path, { status, stays, shot });
  });
}
