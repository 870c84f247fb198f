/**
 * An admin whose rights are removed while an admin screen is open: the next admin request the
 * app makes (a list it reads, a change it sends) is refused with 403, and the screen turns into
 * Access Denied at once, the menu without Admin, never the screen's "Failed to load users" with a
 * Try Again that cannot work (decision 411). No failure toast comes beside it: Access Denied says
 * it all (decision 415).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { APP_URL, idTokenFor } from "./support";

test.describe.configure({ timeout: 120_000 });

async function setAdmin(adminToken: string, userId: string, isAdmin: boolean) {
  const response = await fetch(`${APP_URL}/api/admin/users/${encodeURIComponent(userId)}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ isAdmin }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Notes every toast the page shows, with its text, however briefly it stays. */
async function noteToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenToasts: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          const toasts = node.matches('[data-slot="toast"]')
            ? [node]
            : Array.from(node.querySelectorAll('[data-slot="toast"]'));
          for (const toast of toasts) seen.push(toast.textContent ?? "");
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Access Denied is shown, no admin screen's failure (on the screen or in a toast), and the user
 * menu has no Admin.
 */
async function expectAccessDenied(page: Page) {
  await expect(page.getByRole("heading", { name: "Access Denied", level: 1 })).toBeVisible();
  // The toaster is there (a toast raised before it loads waits for it), and a frame has passed
  // since the refusal's toast, if any, was raised with the screen's change.
  await expect(page.locator('[data-slot="toast-viewport"]')).toBeAttached();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  expect(
    await page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts),
  ).toEqual([]);
  await expect(page.getByText(/^Failed to /)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Try Again" })).toHaveCount(0);
  await expect(page).toHaveTitle(/Access Denied/);
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menuitem", { name: "My Reports" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
  await page.keyboard.press("Escape");
}

test("an admin whose rights are removed meanwhile gets Access Denied at their next admin read or change", async ({
  adminToken,
  makeAccount,
  makeHouse,
  pageSignedInAs,
}) => {
  const target = await makeAccount("Revoked Admin");
  const token = await idTokenFor(target.email, target.password);
  const me = await fetch(`${APP_URL}/api/auth/user`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { id } = (await me.json()) as { id: string };
  await setAdmin(adminToken, id, true);

  // A read: on the dashboard, the rights go; the Users link's list read is refused.
  const page = await pageSignedInAs(target);
  await noteToasts(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible({
    timeout: 30_000,
  });
  await setAdmin(adminToken, id, false);
  const refused = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/admin/users" && response.status() === 403,
  );
  await page.getByRole("link", { name: /^Manage Users/ }).click();
  await refused;
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expectAccessDenied(page);

  // A change: admin again, on the users list; the rights go; Make Admin is refused.
  await setAdmin(adminToken, id, true);
  await page.reload();
  const makeAdmin = page.getByRole("button", { name: "Make Admin" }).first();
  await expect(makeAdmin).toBeVisible({ timeout: 30_000 });
  await setAdmin(adminToken, id, false);
  await makeAdmin.click();
  const refusedWrite = page.waitForResponse(
    (response) =>
      response.request().method() === "PUT" &&
      new URL(response.url()).pathname.startsWith("/api/admin/users/") &&
      response.status() === 403,
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Make Admin" }).click();
  await refusedWrite;
  await expectAccessDenied(page);

  // Elsewhere the screen stays: the house page's admin Delete, refused, says so in its toast.
  await setAdmin(adminToken, id, true);
  const house = await makeHouse(await makeAccount("Hattie Homeowner"));
  await page.goto(house.path);
  const deleteHouse = page.getByRole("button", { name: "Delete House" });
  await expect(deleteHouse).toBeVisible({ timeout: 30_000 });
  await setAdmin(adminToken, id, false);
  await deleteHouse.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(
    page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("listitem")
      .filter({ hasText: "Failed to delete house. Admin access required." }),
  ).toBeVisible();
  await expect(deleteHouse).toHaveCount(0);
  await expect(page.getByTestId("house-page")).toBeVisible();
});
