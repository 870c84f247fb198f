/**
 * On a phone a toast never covers an open dialog (decision 370). The toasts sit across the top
 * of the screen; a dialog that a toast would overlap makes room under it (and scrolls inside,
 * the focused control kept in sight), and a short one moves no more than it must. Shown with the dialogs that raise a toast
 * while they are open: Add Content Block (the tall one testers found covered), Edit House, and
 * the sign-in dialog. Over the full-screen photo the toasts go up to the top of the screen, and
 * two toasts over a dialog gather into one row (decision 388).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./support";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

/** The toast on screen, by its slot (a role query finds it too, decision 388). */
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

test("over the full-screen photo the toast goes up to the top, with no dark strip over it (decision 388)", async ({
  asUser: page,
}) => {
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
  await toast.hover();
  const close = viewer.getByRole("button", { name: "Close" });
  // The toast 1rem from the screen's top, where the header was; the view's top bar (8px round its
  // Close) 1rem under it: the room it makes is the toast's own height.
  await expect.poll(async () => (await toast.boundingBox())?.y).toBe(16);
  await expect
    .poll(async () => {
      const toastBox = await toast.boundingBox();
      const closeBox = await close.boundingBox();
      return toastBox && closeBox && Math.round(closeBox.y - (toastBox.y + toastBox.height));
    })
    .toBe(16 + 8);
  await page.screenshot({ path: test.info().outputPath("full-screen-toast-at-top.png") });
  // Closed, the toast is back under the header.
  await close.click();
  await expect(viewer).toHaveCount(0);
  await expect.poll(async () => (await toast.boundingBox())?.y).toBe(64 + 16);
});

test("two toasts over a dialog gather into one row, so the dialog moves down by one (decision 388)", async ({
  asUser: page,
  ownHouse: house,
}) => {
  const jpeg = readFileSync(path.join(fixtures, "lights.jpg"));
  const added = await page.request.post(`/api/houses/${house.id}/photos`, {
    headers: { Authorization: `Bearer ${house.token}` },
    data: { imageUrl: `data:image/jpeg;base64,${jpeg.toString("base64")}`, caption: "Front" },
  });
  expect(added.status()).toBe(201);
  await page.goto(house.path);
  const own = page.getByTestId("own-photo");
  await expect(own).toHaveCount(1, { timeout: 30_000 });
  // The Undo's toast, then a session that ran out: its toast beside the Undo's (decision 376),
  // and the sign-in dialog opening under both.
  await own.first().getByRole("button", { name: "Remove photo 1 of 1" }).click();
  const removed = toastSaying(page, "Photo removed");
  await expect(removed).toBeVisible();
  await page.route(/\/favorite/, (route) =>
    route.fulfill({ status: 401, json: { message: "Unauthorized" } }),
  );
  await page.getByRole("button", { name: "Favorite", exact: true }).click();
  const loggedOut = toastSaying(page, "You are logged out");
  await expect(loggedOut).toBeVisible();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // The pointer over the toasts holds their time (it moves no focus).
  await loggedOut.hover();
  const signIn = dialog.getByRole("button", { name: "Sign In", exact: true });
  const google = dialog.getByRole("button", { name: "Continue with Google" });
  // The newest in front, the Undo's tucked 8px under it; the dialog 1rem under the deck's edge.
  await expect
    .poll(async () => {
      const front = await loggedOut.boundingBox();
      const box = await dialog.boundingBox();
      return front && box && Math.round(box.y - (front.y + front.height));
    })
    .toBe(16);
  for (const part of [signIn, google]) await expect(part).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath("two-toasts-one-row.png") });

  // A tap on the deck opens it: the Undo's toast shows whole, its Undo takes the tap, and the
  // dialog makes room under both; back in the dialog, the deck closes again.
  await loggedOut.tap();
  const undo = removed.getByRole("button", { name: "Undo" });
  await expect(undo).toBeInViewport({ ratio: 1 });
  await undo.click({ trial: true });
  await expectClearOfTheToast(dialog, removed, []);
  await page.screenshot({ path: test.info().outputPath("two-toasts-open.png") });
  await dialog.getByLabel("Email").tap();
  await expect
    .poll(async () => {
      const front = await loggedOut.boundingBox();
      const box = await dialog.boundingBox();
      return front && box && Math.round(box.y - (front.y + front.height));
    })
    .toBe(16);
});
