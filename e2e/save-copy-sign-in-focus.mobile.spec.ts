/**
 * On a phone, by taps: the focus around a signed-out Save a copy and the planner's heading once
 * another screen opens it (decision 412; the desktop's, by the keyboard, in the other spec).
 */
import { test } from "./fixtures";
import { openAndPlanFromThisTour, saveCopySignedOut } from "./save-copy-sign-in-focus";

test.describe.configure({ timeout: 180_000 });

test("Save a copy signed out, by taps: the prompt's sign-in closed goes back to Save a copy, and signing in opens the planner with the focus on its heading", async ({
  page,
  account,
  makeAccount,
}, testInfo) => {
  const sharer = await makeAccount("Sam Sharer");
  await saveCopySignedOut(page, account, sharer, "mobile", testInfo);
});

test("a saved tour's Open and a shared tour's Plan from this tour, tapped, open the planner with the focus on its heading", async ({
  asUser: page,
  account,
}) => {
  await openAndPlanFromThisTour(page, account, "mobile");
});
