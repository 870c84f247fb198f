/**
 * The focus after a house page's actions and after the submit form on a phone (decision 407):
 * a tap on Save, Upload Photos, a photo's Remove or Add Video took its control away and left the
 * focus on the page's body, as a keyboard's Enter did (e2e/focus-after-actions.spec.ts walks
 * the same steps by the keyboard).
 */
import type { Locator } from "@playwright/test";
import { test } from "./fixtures";
import { submitThenBack, walkHousePanels } from "./house-page-focus";

const tap = (control: Locator) => control.tap();

test("on a phone a house page's panels give the focus back to their button, and removals hand it on", async ({
  asUser: page,
  ownHouse,
}) => {
  test.setTimeout(120_000);
  await walkHousePanels(page, ownHouse.path, tap);
});

test("on a phone the submitted house opens with the focus on its title, and Back skips the form", async ({
  asUser: page,
}) => {
  test.setTimeout(120_000);
  await submitThenBack(page, "/favorites", tap);
});
