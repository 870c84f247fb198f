/**
 * The admin lists on a phone, by taps (decision 416): the pager says the page it loads and keeps the
 * focus, and an action that takes a row away hands the focus to the next row's matching control
 * or the screen's heading, never the page's body. The same walks by the keyboard:
 * e2e/admin-focus.spec.ts.
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
import { byTap } from "./user-acts";

test.describe.configure({ timeout: 120_000 });

test("on a phone, the pager says the page it loads, tells a screen reader, and keeps the focus off the body", async ({
  asAdmin: page,
}, testInfo) => {
  await pagerSaysThePageItLoads(page, byTap, testInfo);
});

test("on a phone, a deleted review hands the focus to the next row's Delete, then to the heading", async ({
  asAdmin: page,
  makeAccount,
  makeHouse,
}) => {
  await reviewDeleteHandsOn(page, byTap, makeAccount, makeHouse);
});

test("on a phone, Approve and Decline hand the focus to the next request's same button", async ({
  asAdmin: page,
  makeAccount,
  makeHouse,
}) => {
  await requestDecisionsHandOn(page, byTap, makeAccount, makeHouse);
});

test("on a phone, Dismiss and Archive on a problem report hand the focus to the next card", async ({
  asAdmin: page,
  makeAccount,
  makeHouse,
}) => {
  await reportActionsHandOn(page, byTap, makeAccount, makeHouse);
});

test("on a phone, an admin's takedown on Popular Tours hands the focus to the next card's Unpublish", async ({
  asAdmin: page,
  account,
}) => {
  await takedownHandsOn(page, byTap, account);
});

test("on a phone, Make Admin and Remove Admin keep the focus on the row's button", async ({
  asAdmin: page,
  account,
}) => {
  await grantAndRevokeKeepTheFocus(page, byTap, account);
});

test("on a phone, the Season Check's Archive and Restore hand the focus to a row's box", async ({
  asAdmin: page,
  adminToken,
}) => {
  await seasonActionsHandOn(page, byTap, byTap, adminToken);
});
