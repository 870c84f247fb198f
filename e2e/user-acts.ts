/**
 * How a test presses a control, the same steps walked with a keyboard (Enter on the focused
 * control) and on a phone (a tap), and the check that the focus did not drop to the page's body
 * (decision 340).
 */
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export type Act = (control: Locator) => Promise<void>;

/** Focuses the control and presses Enter on it, as a keyboard user does. */
export const byKeyboard: Act = async (control) => {
  await control.focus();
  await control.press("Enter");
};

/** A finger's tap, which gives a button the focus as a click does. */
export const byTap: Act = (control) => control.tap();

/** The focus is on some control, not lost on the page's body. */
export async function expectFocusNotLost(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? "none"))
    .not.toMatch(/^(BODY|none)$/);
}
