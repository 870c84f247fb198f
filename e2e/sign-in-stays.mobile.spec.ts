/**
 * On a phone, signing in from a house page's sign-in prompt keeps the visitor on the house, which
 * then shows its signed-in controls (decision 384).
 */
import { expect, test } from "./fixtures";

test("on a phone, the Add Photos prompt's Sign In stays on the house page", async ({
  page,
  request,
  account,
}) => {
  test.slow();
  const house = await (await request.get("/api/houses/1")).json();
  const path = `/house/${house.citySlug}/${house.streetSlug}`;
  await page.goto(path);
  const housePage = page.getByTestId("house-page");
  await housePage.getByRole("button", { name: "Add Photos" }).click({ timeout: 60_000 });
  const prompt = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Please sign in to add photos to this display." });
  await prompt.getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Password").fill(account.password);
  await page.screenshot({ path: "test-results/sign-in-stays-phone-dialog.png" });
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Signed in successfully", { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog).toHaveCount(0);

  await expect(housePage.getByRole("button", { name: "Favorite", exact: true })).toBeVisible();
  await expect(housePage.getByRole("form", { name: "Write a review" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.screenshot({ path: "test-results/sign-in-stays-phone-house.png" });
  await housePage.getByRole("form", { name: "Write a review" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/sign-in-stays-phone-review.png" });
});
