/**
 * The admin lists by the keyboard (decision 416): the pager says the page it loads and keeps the
 * focus, and an action that takes a row away hands the focus to the next row's matching control
 * or the screen's heading, never the page's body. The same walks by taps on a phone:
 * e2e/admin-focus.mobile.spec.ts.
 */
import {
  grantAndRevokeKeepTheFocus,
  pagerSaysThePageItLoads,
  reportActionsHandOn,
  requestDecisionsHandOn,
  reviewDeleteHandsOn,
  seasonActionsHandOn,
  takedownHandsOn,
} from "./admin-focus";
import { test } from "./fixtures";
import { byKeyboard } from "./user-acts";

test.describe.configure({ timeout: 120_000 });

test("the pager says the page it loads, tells a screen reader, and keeps the focus off the body", async ({
  asAdmin: page,
}, testInfo) => {
  await pagerSaysThePageItLoads(page, byKeyboard, testInfo);
});

test("a deleted review hands the focus to the next row's Delete, then to the heading", async ({
  asAdmin: page,
  makeAccount,
  makeHouse,
}) => {
  await reviewDeleteHandsOn(page, byKeyboard, makeAccount, makeHouse);
});

test("Approve and Decline hand the focus to the next request's same button", async ({
  asAdmin: page,
  makeAccount,
  makeHouse,
}) => {
  await requestDecisionsHandOn(page, byKeyboard, makeAccount, makeHouse);
});

test("Dismiss and Archive on a problem report hand the focus to the next card", async ({
  asAdmin: page,
  makeAccount,
  makeHouse,
}) => {
  await reportActionsHandOn(page, byKeyboard, makeAccount, makeHouse);
});

test("an admin's takedown on Popular Tours hands the focus to the next card's Unpublish", async ({
  asAdmin: page,
  account,
}) => {
  await takedownHandsOn(page, byKeyboard, account);
});

test("Make Admin and Remove Admin keep the focus on the row's button", async ({
  asAdmin: page,
  account,
}) => {
  await grantAndRevokeKeepTheFocus(page, byKeyboard, account);
});

test("the Season Check's Archive and Restore hand the focus to a row's box", async ({
  asAdmin: page,
  adminToken,
}) => {
  await seasonActionsHandOn(page, byKeyboard, (box) => box.press("Space"), adminToken);
});
