/**
 * A toast showing when a modal dialog opens stays in reach of the keyboard and of a screen reader
 * (decision 388): the dialog hides the rest of the page from assistive technology and keeps the
 * focus in itself, but not from the toasts. Shown with the Undo of a removed photo and the house
 * page's full-screen photo opened after it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

test("the Undo of a toast from before the full-screen photo opened is read and pressed by keyboard", async ({
  asUser: page,
  ownHouse: house,
}) => {
  const jpeg = readFileSync(path.join(fixtures, "lights.jpg"));
  for (const caption of ["Front yard", "The singing tree"]) {
    const added = await page.request.post(`/api/houses/${house.id}/photos`, {
      headers: { Authorization: `Bearer ${house.token}` },
      data: { imageUrl: `data:image/jpeg;base64,${jpeg.toString("base64")}`, caption },
    });
    expect(added.status()).toBe(201);
  }
  await page.goto(house.path);
  const own = page.getByTestId("own-photo");
  await expect(own).toHaveCount(2, { timeout: 30_000 });
  await own.first().getByRole("button", { name: "Remove photo 1 of 2" }).click();
  await expect(own).toHaveCount(1);
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Photo removed" });
  await expect(toast).toBeVisible();

  await page.getByRole("button", { name: "Open photo full screen" }).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  // The pointer over the toasts holds their time, so the toast cannot time out during the test.
  await toast.hover();

  // By role, as a screen reader finds it: what the dialog hides from it, role queries miss too.
  const notifications = page.getByRole("region", { name: "Notifications (F8)" });
  const removed = notifications.getByRole("listitem").filter({ hasText: "Photo removed" });
  await expect(removed).toBeVisible();
  expect(await page.locator("body").ariaSnapshot()).toContain("Photo removed successfully");

  // F8, Radix's key to the toasts, then Tab: the focus reaches the toast and its Undo and stays.
  await page.keyboard.press("F8");
  await expect(notifications.getByRole("list")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(removed).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(removed.getByRole("button", { name: "Undo" })).toBeFocused();
  await page.keyboard.press("Enter");
  const restored = notifications.getByRole("listitem").filter({ hasText: "Photo restored" });
  await expect(restored).toContainText("Photo restored successfully");
  await expect(own).toHaveCount(2);
  await expect(viewer).toBeVisible();

  // Escape in a toast closes the toast, not the dialog under it; Tab out of the toasts goes back
  // into the dialog.
  await page.keyboard.press("F8");
  await page.keyboard.press("Tab");
  await expect(restored).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(restored).toHaveCount(0);
  await expect(viewer).toBeVisible();
  await page.keyboard.press("Tab");
  await expect
    .poll(() => viewer.evaluate((box) => box.contains(document.activeElement)))
    .toBe(true);
});
