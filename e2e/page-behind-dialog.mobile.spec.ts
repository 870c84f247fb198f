/**
 * Nothing of the page behind an open dialog is read, its live regions included, on a phone
 * (e2e/page-behind-dialog.ts, decision 404), and a first toast over a dialog is read (decision 415); the same on a desktop in page-behind-dialog.spec.ts.
 */
import { test } from "./fixtures";
import {
  expectFirstToastReadOverDialog,
  expectFullScreenPhotoHidesThePage,
  expectSignInDialogHidesThePage,
} from "./page-behind-dialog";

test("signed out, the sign-in dialog keeps the house page's live region from a screen reader", async ({
  page,
  ownHouse,
}) => {
  await expectSignInDialogHidesThePage(page, ownHouse.path, "page-behind-sign-in-phone");
});

test("the full-screen photo keeps the house page's live region from a screen reader", async ({
  asUser: page,
  ownHouse,
}) => {
  await expectFullScreenPhotoHidesThePage(page, ownHouse, "page-behind-photo-phone");
});

test("a first toast raised over a dialog before the toaster was there is read", async ({
  page,
  ownHouse,
  account,
}) => {
  await expectFirstToastReadOverDialog(
    page,
    ownHouse.path,
    account.email,
    "first-toast-over-dialog-phone",
  );
});
