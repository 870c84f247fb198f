/**
 * Signed in, no Sign In in the first paint of a prerendered page, on a desktop
 * (e2e/signed-in-first-paint.ts, decision 404); the same on a phone in
 * signed-in-first-paint.mobile.spec.ts.
 */
import { test } from "./fixtures";
import { expectNoSignInBeforeTheApp } from "./signed-in-first-paint";

const PAGES = [
  { path: "/no-such-page", status: 404, stays: true },
  { path: "/house/999999999", status: 404, stays: true },
  { path: "/lights/no-such-town", status: 404, stays: true },
  { path: "/privacy-policy", status: 200, stays: true },
  // The landing's HTML; the app then shows a signed-in visitor the home page.
  { path: "/", status: 200, stays: false },
];

for (const { path, status, stays } of PAGES) {
  test(`signed in, ${path} paints no Sign In before the app shows the account`, async ({
    asUser: page,
  }) => {
    const shot = `signed-in-first-paint-desktop${path.replaceAll("/", "_")}`;
    await expectNoSignInBeforeTheApp(page, path, { status, stays, shot });
  });
}
