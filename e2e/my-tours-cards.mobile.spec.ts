/**
 * My Tours' cards on a phone (decision 410): the "Tour published" toast wraps a long one-word
 * name inside itself, on a screen 412 px wide; an admin's takedown while the publish form is open
 * leaves the focus on the card (decision 416), by taps. The desktop's tests:
 * e2e/my-tours-cards.spec.ts.
 */
import { test } from "./fixtures";
import { publishedToastWraps, takedownKeepsTheFocusOnTheCard } from "./my-tours-cards";
import { byTap } from "./user-acts";

test.use({ accountName: "Carla Cards" });
test.describe.configure({ timeout: 180_000 });

test("on a phone, the Tour published toast wraps a long one-word name inside itself", async ({
  asUser: page,
  account,
}, testInfo) => {
  await publishedToastWraps(page, account, testInfo);
});

test("on a phone, a takedown while the publish form is open closes it, says why, and leaves the focus on the card", async ({
  asUser: page,
  account,
  adminToken,
}, testInfo) => {
  await takedownKeepsTheFocusOnTheCard(page, account, adminToken, byTap, testInfo);
});
