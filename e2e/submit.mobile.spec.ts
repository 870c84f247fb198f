/**
 * The submit form on a phone: the drop-a-pin instruction says to tap the map, not click it
 * (decision 320).
 */
import { expect, test } from "./fixtures";

test("on a phone the drop-a-pin instruction says to tap the map", async ({ asUser: page }) => {
  await page.goto("/submit");
  await expect(page.getByRole("heading", { name: "Submit a Christmas House" })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole("button", { name: "Can't find the address? Drop a pin on the map" }).click();
  await expect(page.getByText("Tap", { exact: true })).toBeVisible();
  await expect(page.getByText("Click", { exact: true })).toBeHidden();
});
