/**
 * Sharing where the browser will not copy: desktop Chromium has no Web Share API, and a blocked
 * clipboard permission refuses the copy. The house page's Share and My Tours' Share then show the
 * link in a dialog, selected in a read-only field, to copy by hand (decision 362).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { APP_URL } from "./support";
import { saveTourThroughApi } from "./tour-support";

/** Demo house 1 (seed/demo.sql): The Quinn Family Light Show, Freeport. */
const QUINN_PATH = "/house/freeport/10-washington-ave";

test.use({ accountName: "Sheila Share" });

/** No Web Share API, and a clipboard that refuses every write, as a blocked permission does. */
async function withoutShareOrClipboard(page: Page) {
  await page.addInitScript(() => {
    // biome-ignore lint/suspicious/noExplicitAny: removing the API, as desktop Chromium lacks it.
    (navigator as any).share = undefined;
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
  });
}

/** The dialog shows this link, whole, selected in its field, with the focus in it. */
async function expectLinkToCopy(page: Page, link: RegExp | string) {
  const dialog = page.getByRole("dialog", { name: "Share this link" });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole("textbox", { name: "Link" });
  await expect(field).toHaveValue(link);
  await expect(field).toHaveAttribute("readonly", "");
  await expect(field).toBeFocused();
  await expect
    .poll(() =>
      field.evaluate(
        (input: HTMLInputElement) =>
          input.selectionStart === 0 && input.selectionEnd === input.value.length,
      ),
    )
    .toBe(true);
  await expect(page.getByText("Could not copy the link")).toHaveCount(0);
  return dialog;
}

test("a house's Share shows the link to copy when the browser refuses the clipboard", async ({
  asUser: page,
  context,
}) => {
  await withoutShareOrClipboard(page);
  await page.goto(QUINN_PATH);
  await page.getByRole("button", { name: "Share" }).click();
  const dialog = await expectLinkToCopy(page, `${APP_URL}${QUINN_PATH}`);

  // Escape closes it, and the focus goes back to Share.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Share" })).toBeFocused();

  // Its Copy button copies the selected link another way, and says so as Share would have.
  await context.grantPermissions(["clipboard-read"]);
  await page.getByRole("button", { name: "Share" }).click();
  await (await expectLinkToCopy(page, `${APP_URL}${QUINN_PATH}`))
    .getByRole("button", { name: "Copy" })
    .click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Link copied", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("House link copied to clipboard").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${APP_URL}${QUINN_PATH}`);
});

test("a saved tour's Share shows its link the same way", async ({ asUser: page, account }) => {
  await saveTourThroughApi(page, account, "Hand copied loop", 2);
  await withoutShareOrClipboard(page);
  await page.goto("/tours");
  await page.getByRole("button", { name: "Share Hand copied loop" }).click();
  await expectLinkToCopy(page, /\/tours\/shared\/[A-Za-z0-9_-]{22}$/);
});
