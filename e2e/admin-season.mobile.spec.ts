/**
 * The directory-upkeep admin screens on a phone: import and export, and the season check. Each
 * passes axe and fits the screen; on the season check an admin archives a house and restores it.
 */
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support";

test("import and season check screens pass axe on a phone; archive and restore", async ({
  asAdmin: page,
}) => {
  // Two lazy screens on a loaded machine: more than one default timeout.
  test.setTimeout(180_000);
  await page.goto("/admin/import");
  await expect(page.getByRole("heading", { name: "Import and Export", level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await expectNoSeriousA11yViolations(page);

  await page.goto("/admin/season");
  await expect(page.getByRole("heading", { name: "Season Check", level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  const rows = page.getByTestId("season-row");
  await expect(rows.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const first = rows.first();
  const title = (await first.getByRole("link").textContent()) ?? "";
  await first.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByText("1 house archived").first()).toBeVisible();
  await expect(rows.filter({ hasText: title })).toHaveCount(0);

  await page.getByRole("button", { name: "Archived", exact: true }).click();
  const archived = rows.filter({ hasText: title });
  await expect(archived).toHaveCount(1);
  await archived.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("1 house restored").first()).toBeVisible();
  await expect(archived).toHaveCount(0);
});
