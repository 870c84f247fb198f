/**
 * "Report a problem" as people use it (docs/house-reports.md): a visitor reports a house as a
 * duplicate of another (picked with the search box), follows it under My Reports, an admin
 * merges the two in Problem Reports, and the reporter reads the outcome; an admin removes a
 * reported house's main photo, its only one. Axe runs on the report form, My Reports and Problem
 * Reports.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { APP_URL, expectNoSeriousA11yViolations } from "./support";

// The reporter: the admin sees the name shortened ("Rita R.").
test.use({ accountName: "Rita Reporter" });

function toastWith(page: Page, text: string | RegExp) {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text })
    .first();
}

/** The admin's own window (a page of its own, signed in as the demo admin) on Problem Reports. */
async function openProblemReports(page: Page) {
  await page.goto("/admin/reports");
  await expect(page.getByRole("heading", { name: "Problem Reports", level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  return page;
}

test("a visitor reports a duplicate, an admin merges it, and the visitor reads the outcome in My Reports", async ({
  asUser: page,
  makeAccount,
  makeHouse,
  pageSignedInAs,
}) => {
  test.slow();
  const lister = await makeAccount("Lena Lister");
  const stamp = Date.now();
  const original = await makeHouse(lister, { title: `Original Glow ${stamp}` });
  const duplicate = await makeHouse(lister, { title: `Second Glow ${stamp}` });

  await page.goto(duplicate.path);
  // The first screen of a run on a loaded machine: more than the default timeout.
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Report a problem" }).click({ timeout: 30_000 });
  const form = page.getByRole("form", { name: "Report a problem" });
  await form.getByRole("radio", { name: "Duplicate of another house" }).check();
  await form.getByLabel("Which house is it a duplicate of?").fill(`Original Glow ${stamp}`);
  await form.getByRole("button", { name: new RegExp(`Original Glow ${stamp}`) }).click();
  await expect(form.getByTestId("duplicate-picked")).toContainText(`Original Glow ${stamp}`);
  await form.getByLabel("Note (optional)").fill("Same house, listed twice");
  await expectNoSeriousA11yViolations(page, "[data-testid=report-problem]");
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(toastWith(page, "An admin will look at your report")).toBeVisible();

  // A second report of the same problem is refused with the reason.
  await page.getByRole("button", { name: "Report a problem" }).click();
  await form.getByRole("radio", { name: "Duplicate of another house" }).check();
  await form.getByLabel("Which house is it a duplicate of?").fill(`Original Glow ${stamp}`);
  await form.getByRole("button", { name: new RegExp(`Original Glow ${stamp}`) }).click();
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(toastWith(page, "You already reported this problem")).toBeVisible();

  // My Reports, from the user menu: waiting for an admin.
  await page.getByRole("button", { name: "User menu" }).hover();
  await page.getByRole("menuitem", { name: "My Reports", exact: true }).click();
  await expect(
    page.getByRole("heading", { name: "My Reports", level: 1, exact: true }),
  ).toBeVisible();
  const mine = page.getByTestId("my-report").filter({ hasText: `Second Glow ${stamp}` });
  await expect(mine).toContainText("Duplicate of another house");
  await expect(mine).toContainText("Waiting for an admin");
  await expectNoSeriousA11yViolations(page);

  // The admin merges the duplicate into the original.
  const admin = await openProblemReports(await pageSignedInAs("admin"));
  const group = admin.getByTestId("report-group").filter({ hasText: `Second Glow ${stamp}` });
  await expect(group).toContainText("Same house, listed twice");
  await expect(group).toContainText("Rita R.");
  await expectNoSeriousA11yViolations(admin);
  await group.getByRole("button", { name: `Merge into Original Glow ${stamp}` }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Merge" }).click();
  await expect(toastWith(admin, "Houses merged: 1 report resolved")).toBeVisible();
  await expect(group).toHaveCount(0);

  // The duplicate's page is gone; the reporter's report now names the kept house.
  await page.reload();
  const resolved = page.getByTestId("my-report").filter({ hasText: `Original Glow ${stamp}` });
  await expect(resolved).toContainText("Resolved");
  await expect(resolved.getByTestId("report-outcome")).toHaveText(
    "The duplicate listings were merged into one.",
  );
  const gone = await page.request.get(`/api/houses/${duplicate.id}`);
  expect(gone.status()).toBe(404);
  expect(original.id).not.toBe(duplicate.id);
});

test("an admin removes a reported house's main photo, its only photo, and the house shows the fallback", async ({
  makeAccount,
  makeHouse,
  pageSignedInAs,
}) => {
  test.slow();
  const lister = await makeAccount("Lena Lister");
  // Submitted with one uploaded photo: it is the main image only, no row of the photo list.
  const title = `Rude Glow ${Date.now()}`;
  const house = await makeHouse(lister, { title });
  const filed = await fetch(`${APP_URL}/api/houses/${house.id}/reports`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${house.token}` },
    body: JSON.stringify({ reason: "inappropriate", note: "The photo" }),
  });
  expect(filed.status).toBe(201);

  const admin = await openProblemReports(await pageSignedInAs("admin"));
  const detail = async () =>
    (await (await admin.request.get(`/api/houses/${house.id}`)).json()) as {
      mainImageUrl: string | null;
    };
  const mainImageUrl = (await detail()).mainImageUrl;
  expect(mainImageUrl).toMatch(/^\/api\/media\//);
  const group = admin.getByTestId("report-group").filter({ hasText: title });
  await group.getByRole("button", { name: "Remove photo or text" }).click();
  await group.getByRole("checkbox", { name: "The main photo" }).check();
  await group.getByRole("button", { name: "Remove selected" }).click();
  await expect(toastWith(admin, "Removed: 1 report resolved")).toBeVisible();
  await expect(group).toHaveCount(0);
  expect((await detail()).mainImageUrl).toBeNull();
  expect((await admin.request.get(mainImageUrl!)).status()).toBe(404);
});
