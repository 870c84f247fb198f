/**
 * On a computer, by the keyboard: the focus around a signed-out Save a copy and the planner's
 * heading once another screen opens it (decision 412; the phone's in the .mobile spec).
 */
import { test } from "./fixtures";
import { openAndPlanFromThisTour, saveCopySignedOut } from "./save-copy-sign-in-focus";

test.describe.configure({ timeout: 180_000 });

test("Save a copy signed out, by the keyboard: Escape in the prompt's sign-in goes back to Save a copy, and signing in opens the planner with the focus on its heading", async ({
  page,
  account,
  makeAccount,
}, testInfo) => {
  const sharer = await makeAccount("Sam Sharer");
  await saveCopySignedOut(page, account, sharer, "desktop", testInfo);
});

test("a saved tour's Open and a shared tour's Plan from this tour, by the keyboard, open the planner with the focus on its heading", async ({
  asUser: page,
  account,
}) => {
  await openAndPlanFromThisTour(page, account, "desktop");
});
