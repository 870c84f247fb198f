/**
 * A sign-in or sign-up started from a house page, a town page or a shared tour keeps the visitor
 * there, and a signed-out Save a copy saves the copy once signed in; the header's Sign In still
 * goes to /home (decision 384).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { APP_URL, idTokenFor } from "./support";
import { saveTourThroughApi } from "./tour-support";

test.describe.configure({ timeout: 180_000 });

function toast(page: Page, title: string, description: string | RegExp) {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ hasText: description });
}

async function housePath() {
  const house = await (await fetch(`${APP_URL}/api/houses/1`)).json();
  return `/house/${house.citySlug}/${house.streetSlug}`;
}

/** Signs in with the open dialog; `said`: waits for its success toast too. */
async function signInInDialog(
  page: Page,
  account: { email: string; password: string },
  { said = true } = {},
) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  // Firebase Auth loads on this first sign-in: give a busy machine time.
  if (said) {
    await expect(toast(page, "Success!", "Signed in successfully")).toBeVisible({
      timeout: 30_000,
    });
  }
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toHaveCount(0);
}

test("Sign In to Review on a house page signs in and stays on the house, with the review form", async ({
  page,
  account,
}) => {
  const path = await housePath();
  await page.goto(path);
  await page.getByRole("button", { name: "Sign In to Review" }).click({ timeout: 60_000 });
  await signInInDialog(page, account);
  await expect(page.getByRole("form", { name: "Write a review" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});

test("the header's Sign In on a house page still goes to /home", async ({ page, account }) => {
  await page.goto(await housePath());
  await page
    .getByRole("banner")
    .getByRole("button", { name: "Sign In" })
    .click({ timeout: 60_000 });
  await signInInDialog(page, account);
  await expect(page).toHaveURL(/\/home$/);
});

test("signing up from a town page's banner stays on the town page", async ({ page }) => {
  const [town] = (await (await fetch(`${APP_URL}/api/towns`)).json()) as { citySlug: string }[];
  await page.goto(`/lights/${town!.citySlug}`);
  const banner = page.getByTestId("signup-banner");
  await banner.getByRole("button", { name: "Sign Up" }).click({ timeout: 60_000 });
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Tinsel Towner");
  await dialog.getByLabel("Email").fill(`stays-${Date.now().toString(36)}@example.com`);
  await dialog.getByLabel("Password").fill("secret-pass-1");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(toast(page, "Success!", "Account created successfully")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId("town-page")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/lights/${town!.citySlug}$`));
});

test("a signed-out Save a copy on a shared tour saves the copy once the visitor signs in", async ({
  page,
  account,
  makeAccount,
}) => {
  const sharer = await makeAccount("Sam Sharer");
  const name = `Signed in to copy ${Date.now().toString(36)}`;
  await saveTourThroughApi(page, sharer, name, 2);
  const [shared] = await (
    await page.request.get("/api/tours", {
      headers: { Authorization: `Bearer ${await idTokenFor(sharer.email, sharer.password)}` },
    })
  ).json();
  await page.goto(`/tours/shared/${shared.shareId}`);
  await page.getByRole("button", { name: "Save a copy" }).click({ timeout: 60_000 });
  const prompt = toast(page, "Sign in required", "Please sign in to save a copy of this tour.");
  await prompt.getByRole("button", { name: "Sign In" }).click();
  // One toast at a time: the copy's can replace the sign-in's before the test sees it.
  await signInInDialog(page, account, { said: false });

  // As a signed-in Save a copy: the copy opens in the planner, with its toast.
  await expect(toast(page, "Tour saved", `"${name}" is in My Tours.`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("heading", { name: "Plan a Tour", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/tour$/);
  await expect(page.getByTestId("tour-stop")).toHaveCount(2);
  await page.getByRole("link", { name: "My Tours" }).click();
  await expect(page.getByTestId("saved-tour").filter({ hasText: name })).toHaveCount(1);
});

test("a sign-in in another tab closes the dialog a signed-out Save a copy opened, and saves nothing", async ({
  page,
  account,
  makeAccount,
}) => {
  const sharer = await makeAccount("Sam Sharer");
  await saveTourThroughApi(page, sharer, "Not copied here", 2);
  const [shared] = await (
    await page.request.get("/api/tours", {
      headers: { Authorization: `Bearer ${await idTokenFor(sharer.email, sharer.password)}` },
    })
  ).json();
  let copies = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/copy")) copies += 1;
  });
  const path = `/tours/shared/${shared.shareId}`;
  await page.goto(path);
  await page.getByRole("button", { name: "Save a copy" }).click({ timeout: 60_000 });
  await toast(page, "Sign in required", "Please sign in to save a copy of this tour.")
    .getByRole("button", { name: "Sign In" })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Sign In" })).toBeVisible();

  const other = await page.context().newPage();
  await other.goto("/");
  await other
    .getByRole("banner")
    .getByRole("button", { name: "Sign In" })
    .click({ timeout: 60_000 });
  await signInInDialog(other, account);

  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { name: "Not copied here", level: 1 })).toBeVisible();
  expect(copies).toBe(0);
});
