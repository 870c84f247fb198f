/**
 * The directory-upkeep admin screens on a phone: import and export, and the season check. Each
 * passes axe and fits the screen; on the season check an admin archives a house, sees its page say
 * so, and restores it.
 */
import type { SeasonBulkRequest } from "../contract/season-check";
import { expect, test } from "./fixtures";
import { APP_URL, expectNoSeriousA11yViolations } from "./support";

test("import and season check screens pass axe on a phone; archive and restore", async ({
  asAdmin: page,
  adminToken,
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
  const archiving = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/api/admin/season/archive",
  );
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  const { ids } = (await archiving).postDataJSON() as SeasonBulkRequest;
  try {
    await expect(page.getByText("1 house archived").first()).toBeVisible();
    await expect(rows.filter({ hasText: title })).toHaveCount(0);

    await page.getByRole("button", { name: "Archived", exact: true }).click();
    const archived = rows.filter({ hasText: title });
    await expect(archived).toHaveCount(1);
    // The house's own page still answers, and says it is no longer listed.
    const housePage = await page.context().newPage();
    await housePage.goto((await archived.getByRole("link").getAttribute("href")) ?? "");
    await expect(housePage.getByTestId("archived")).toHaveText(
      "No longer listed in the directory",
      { timeout: 30_000 },
    );
    // It cannot join a tour (decision 324), while sharing it still works.
    await expect(housePage.getByRole("button", { name: "Share" }).first()).toBeVisible();
    await expect(housePage.getByRole("button", { name: "Add to tour" })).toHaveCount(0);
    await housePage.close();
    await archived.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Restore" }).click();
    await expect(page.getByText("1 house restored").first()).toBeVisible();
    await expect(archived).toHaveCount(0);
  } finally {
    // The archived house is one of the demo houses other tests list: back it comes, even when a
    // step above failed (restoring a listed house changes nothing).
    const restored = await fetch(`${APP_URL}/api/admin/season/restore`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ ids } satisfies SeasonBulkRequest),
    });
    expect(restored.ok, await restored.text()).toBe(true);
  }
});
