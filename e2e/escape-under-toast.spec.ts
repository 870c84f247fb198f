/**
 * Escape closes the dialog the visitor is working in, also when a toast raised from it is showing
 * (decision 328): the toast goes by its time or its own Close.
 */
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./support";

test("Escape in the sign-in dialog closes it, not the toast of its refusal", async ({ page }) => {
  await page.goto("/");
  const signIn = page.getByRole("banner").getByRole("button", { name: "Sign In" });
  await signIn.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(uniqueEmail("nobody"));
  await dialog.getByLabel("Password").fill("any-password");
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  // The toast on screen, by its slot (a role query finds it too, decision 388).
  const toast = page
    .locator('[data-slot="toast"]')
    .filter({ hasText: "No account found with this email" });
  await expect(toast).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();
  // The pointer over the toasts holds their time, so the toast cannot time out during the test.
  await toast.hover();

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(signIn).toBeFocused();
  await expect(toast).toBeVisible();

  await toast.getByRole("button", { name: "Close" }).click();
  await expect(toast).toHaveCount(0);
});
