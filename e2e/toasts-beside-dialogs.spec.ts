/**
 * On a short desktop window a toast never covers an open dialog (decision 376). From `md` the
 * toasts sit in the bottom corner; a dialog as tall as the window reached under them there (on a
 * phone, decision 370, the toasts are at the top). Shown at 1280x600 and 1024x560 with Edit House
 * (the tallest, a refused Save raising the toast while it is open, and opened again while the
 * toast still shows) and Add Content Block, and with the house page's full-screen photo opened
 * under a toast from before: its close button, its arrows, its photo and its caption stay clear.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const SHORT_WINDOWS = [
  { width: 1280, height: 600 },
  { width: 1024, height: 560 },
];

/** Demo house 2: The Merry Mailbox, with visitors' photos beside its main one. */
const MERRY_MAILBOX_PATH = "/house/hampton-bays/91-hamilton-pl";

/** The toast on screen, by its slot (a role query finds it too, decision 388). */
function toastSaying(page: Page, text: string) {
  return page.locator('[data-slot="toast"]').filter({ hasText: text });
}

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The toast's box overlaps none of `parts` (a dialog slides clear in 200 ms), and `inSight` are
 * wholly in the window. `hold`: the pointer over the toast holds its time (not where moving the
 * pointer would close what is under test).
 */
async function expectClearOfTheToast(
  toast: Locator,
  parts: Locator[],
  inSight: Locator[] = [],
  hold = true,
) {
  await expect(toast).toBeVisible();
  if (hold) await toast.hover();
  await expect
    .poll(async () => {
      const toastBox = await toast.boundingBox();
      if (!toastBox) return "no toast";
      const covered: string[] = [];
      for (const part of [...parts, ...inSight]) {
        const box = await part.boundingBox();
        if (!box || overlap(toastBox, box)) covered.push(part.toString());
      }
      return covered;
    })
    .toEqual([]);
  for (const part of inSight) await expect(part).toBeInViewport({ ratio: 1 });
}

for (const size of SHORT_WINDOWS) {
  test(`at ${size.width}x${size.height} a toast from Edit House leaves the dialog, and its Save, whole`, async ({
    asAdmin: page,
  }) => {
    await page.setViewportSize(size);
    // Refused, so no house changes: the toast's text is the server's reason.
    await page.route(/\/api\/admin\/houses\/\d+$/, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 400, json: { message: "Check the address." } })
        : route.fallback(),
    );
    await page.goto("/admin/houses");
    const edit = page.getByTestId("admin-house-row").first().getByRole("button", { name: "Edit" });
    await edit.click();
    const dialog = page.getByRole("dialog", { name: "Edit House" });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const save = dialog.getByRole("button", { name: "Save Changes" });
    await save.click();
    const toast = toastSaying(page, "Failed to update house");
    await expectClearOfTheToast(toast, [dialog], [save]);
    await expect(save).toBeFocused();
    await page.screenshot({ path: test.info().outputPath("edit-house.png") });

    // Opened again while the toast still shows: it opens clear of it.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast).toBeVisible();
    await edit.click();
    await expect(dialog).toBeVisible();
    await expectClearOfTheToast(
      toast,
      [dialog],
      [dialog.getByRole("heading", { name: "Edit House" })],
    );
  });

  test(`at ${size.width}x${size.height} a toast from Add Content Block leaves the dialog whole`, async ({
    asAdmin: page,
  }) => {
    await page.setViewportSize(size);
    await page.goto("/admin/content");
    await page.getByRole("button", { name: "Add Content Block" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Content Block" });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const key = dialog.getByLabel("Key");
    await key.press("Enter");
    await expectClearOfTheToast(toastSaying(page, "All fields are required"), [dialog], [key]);
    const cancel = dialog.getByRole("button", { name: "Cancel" });
    await cancel.scrollIntoViewIfNeeded();
    await expect(cancel).toBeInViewport({ ratio: 1 });
  });

  test(`at ${size.width}x${size.height} the full-screen photo opened under a toast keeps its controls and photo clear of it`, async ({
    asUser: page,
  }) => {
    await page.setViewportSize(size);
    await page.goto(MERRY_MAILBOX_PATH);
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
    await expectClearOfTheToast(
      toast,
      [viewer.locator("img"), viewer.locator("p").last()],
      [
        viewer.getByRole("button", { name: "Close" }),
        viewer.getByRole("button", { name: "Previous photo" }),
        viewer.getByRole("button", { name: "Next photo" }),
      ],
      false,
    );
    await page.screenshot({ path: test.info().outputPath("full-screen.png") });
  });
}
