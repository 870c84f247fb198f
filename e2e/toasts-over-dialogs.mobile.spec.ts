/**
 * On a phone a toast never covers an open dialog (decision 370). The toasts sit across the top
 * of the screen; a dialog that a toast would overlap makes room under it (and scrolls inside,
 * the focused control kept in sight), and a short one moves no more than it must. Shown with the dialogs that raise a toast
 * while they are open: Add Content Block (the tall one testers found covered), Edit House, and
 * the sign-in dialog.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./support";

/** Not by role: an open dialog hides the rest of the page, toasts too, from assistive technology. */
function toastSaying(page: Page, text: string) {
  return page.locator('[data-slot="toast"]').filter({ hasText: text });
}

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The toast's box overlaps none of the dialog's (which slides clear in 200 ms), and `inSight`,
 * parts of the dialog, are wholly on the screen.
 */
async function expectClearOfTheToast(dialog: Locator, toast: Locator, inSight: Locator[]) {
  await expect(toast).toBeVisible();
  // The pointer over the toasts holds their time, so the toast cannot time out during the test.
  await toast.hover();
  await expect
    .poll(async () => {
      const toastBox = await toast.boundingBox();
      if (!toastBox) return "no toast";
      const covered: string[] = [];
      for (const part of [dialog, ...inSight]) {
        const box = await part.boundingBox();
        if (!box || overlap(toastBox, box)) covered.push(part.toString());
      }
      return covered;
    })
    .toEqual([]);
  for (const part of inSight) await expect(part).toBeInViewport({ ratio: 1 });
}

const titleAndDescription = (dialog: Locator) => [
  dialog.locator('[data-slot$="dialog-title"]'),
  dialog.locator('[data-slot$="dialog-description"]'),
];

test("a toast from Add Content Block leaves the dialog's title and description in sight", async ({
  asAdmin: page,
}) => {
  await page.goto("/admin/content");
  await page.getByRole("button", { name: "Add Content Block" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Content Block" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  // Nothing filled in, Enter in the first field: the dialog stays open, as it was, and a toast
  // says what is missing.
  const key = dialog.getByLabel("Key");
  await key.press("Enter");
  await expectClearOfTheToast(dialog, toastSaying(page, "All fields are required"), [
    ...titleAndDescription(dialog),
    key,
  ]);
  // Everything in it is still reachable: it scrolls inside the room left to it.
  const cancel = dialog.getByRole("button", { name: "Cancel" });
  await cancel.scrollIntoViewIfNeeded();
  await expect(cancel).toBeInViewport({ ratio: 1 });
});

test("a toast from Edit House leaves the dialog, and the Save pressed, in sight", async ({
  asAdmin: page,
}) => {
  // Refused, so no house changes: the toast's text is the server's reason.
  await page.route(/\/api\/admin\/houses\/\d+$/, (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 400, json: { message: "Check the address." } })
      : route.fallback(),
  );
  await page.goto("/admin/houses");
  await page.getByTestId("admin-house-row").first().getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit House" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const save = dialog.getByRole("button", { name: "Save Changes" });
  await save.click();
  // At the bottom of the dialog's scroll: the dialog gets shorter from the top, and the button
  // with the focus stays on the screen.
  await expectClearOfTheToast(dialog, toastSaying(page, "Failed to update house"), [save]);
  await expect(save).toBeFocused();
});

test("a sign-in dialog under a toast moves no more than the gap", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(uniqueEmail("nobody"));
  await dialog.getByLabel("Password").fill("any-password");
  // Once its pop-in (a scale) is over.
  await dialog.evaluate((box) => Promise.all(box.getAnimations().map((each) => each.finished)));
  const before = await dialog.boundingBox();
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expectClearOfTheToast(
    dialog,
    toastSaying(page, "No account found with this email"),
    titleAndDescription(dialog),
  );
  // A short dialog is not pushed down the screen: at most to the toast's 1rem gap.
  const after = await dialog.boundingBox();
  expect(after && before && after.y - before.y).toBeLessThanOrEqual(16);
  expect(after?.height).toBe(before?.height);
});

test("the full-screen photo opened under a toast keeps its controls and photo clear of it (decision 376)", async ({
  asUser: page,
}) => {
  // Demo house 2: The Merry Mailbox, with visitors' photos beside its main one.
  await page.goto("/house/hampton-bays/91-hamilton-pl");
  await expect(page.getByTestId("gallery-position")).toHaveText(/^1 \/ \d+$/, {
    timeout: 30_000,
  });
  const favorite = page.getByRole("button", { name: "Favorite", exact: true });
  await expect(favorite).toBeEnabled({ timeout: 30_000 });
  await favorite.click();
  const toast = toastSaying(page, "Added to favorites");
  await expect(toast).toBeVisible();
  await page.getByRole("button", { name: "Open photo full screen" }).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  const controls = [
    viewer.getByRole("button", { name: "Close" }),
    viewer.getByRole("button", { name: "Previous photo" }),
    viewer.getByRole("button", { name: "Next photo" }),
  ];
  await expect
    .poll(async () => {
      const toastBox = await toast.boundingBox();
      if (!toastBox) return "no toast";
      const covered: string[] = [];
      for (const part of [viewer.locator("img"), viewer.locator("p").last(), ...controls]) {
        const box = await part.boundingBox();
        if (!box || overlap(toastBox, box)) covered.push(part.toString());
      }
      return covered;
    })
    .toEqual([]);
  for (const control of controls) await expect(control).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath("full-screen.png") });
  // The toast gone, the view has the whole screen again.
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
  await expect.poll(async () => (await controls[0]?.boundingBox())?.y).toBeLessThan(16);
});
