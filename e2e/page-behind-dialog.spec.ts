/**
 * Nothing of the page behind an open dialog is read, its live regions included, on a desktop
 * (e2e/page-behind-dialog.ts, decision 404); the same on a phone in page-behind-dialog.mobile.spec.ts.
 */
import { test } from "./fixtures";
import {
  expectFullScreenPhotoHidesThePage,
  expectSignInDialogHidesThePage,
} from "./page-behind-dialog";

test("signed out, the sign-in dialog keeps the house page's live region from a screen reader", async ({
  page,
  ownHouse,
}) => {
  await expectSignInDialogHidesThePage(page, ownHouse.path, "page-behind-sign-in-desktop");
});

test("the full-screen photo keeps the house page's live region from a screen reader", async ({
  asUser: page,
  ownHouse,
}) => {
  await expectFullScreenPhotoHidesThePage(page, ownHouse, "page-behind-photo-desktop");
});
