/**
 * My Tours' cards on a phone (decision 410): the "Tour published" toast wraps a long one-word
 * name inside itself, on a screen 412 px wide. The desktop's tests: e2e/my-tours-cards.spec.ts.
 */
import { test } from "./fixtures";
import { publishedToastWraps } from "./my-tours-cards";

test.use({ accountName: "Carla Cards" });
test.describe.configure({ timeout: 180_000 });

test("on a phone, the Tour published toast wraps a long one-word name inside itself", async ({
  asUser: page,
  account,
}, testInfo) => {
  await publishedToastWraps(page, account, testInfo);
});
