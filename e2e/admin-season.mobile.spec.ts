/**
 * The directory-upkeep admin screens on a phone: import and export, and the season check. Each
 * passes axe and fits the screen; on the season check an admin archives a house, sees its page say
 * so, and restores it. The season check is a card a house on a phone (decision 375): nothing
 * scrolls sideways at 320 or 412 px, a long unbroken title included, and a bulk action is done
 * from the cards.
 */
import type { Page } from "@playwright/test";
import type { SeasonBulkRequest } from "../contract/season-check";
import { expect, test } from "./fixtures";
import { sidewaysOverflow, sidewaysScrollers } from "./screen-walk";
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

/**
 * What on the season check is out of the window's width at `width` px: the page or a box in it
 * wider than the window, or a row's box, link or status not wholly on the screen.
 */
async function seasonOutOfSight(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const rows = page.getByTestId("season-row");
  const found = [
    ...(await sidewaysOverflow(page)),
    ...(await sidewaysScrollers(page.getByRole("main"))),
  ];
  for (const row of await rows.all()) {
    for (const part of [
      row.getByRole("checkbox"),
      row.getByRole("link"),
      row.getByText(/^(Listed|Archived|On Help us check)$/),
    ]) {
      const box = await part.boundingBox();
      if (!box || box.x < 0 || box.x + box.width > width + 0.5) {
        found.push(
          `${((await row.textContent()) ?? "").slice(0, 60)}: ${await part.evaluate((e) => e.outerHTML.slice(0, 60))}`,
        );
      }
    }
  }
  const all = page.getByRole("checkbox", { name: "Select all on this page" });
  const box = await all.boundingBox();
  if (!box || box.x < 0 || box.x + box.width > width + 0.5) found.push("Select all on this page");
  return found;
}

test("on a phone the season check is a card a house, within the screen, and its bulk actions work from the cards", async ({
  asAdmin: page,
  account,
  adminToken,
  makeHouse,
}) => {
  test.setTimeout(180_000);
  // A title with no place to break a line (a pasted name), on an archived house of the test's own.
  const title = `Wantaghwinterwonderlandsparklefestival${Date.now().toString(36)}`;
  const house = await makeHouse(account, { title });
  const archived = await fetch(`${APP_URL}/api/admin/season/archive`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ ids: [house.id] } satisfies SeasonBulkRequest),
  });
  expect(archived.ok, await archived.text()).toBe(true);

  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/admin/season");
  await expect(page.getByRole("heading", { name: "Season Check", level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  const rows = page.getByTestId("season-row");
  await expect(rows.first()).toBeVisible();
  expect.soft(await seasonOutOfSight(page, 320), "the listed houses at 320 px").toEqual([]);
  expect.soft(await seasonOutOfSight(page, 412), "the listed houses at 412 px").toEqual([]);

  await page.getByRole("button", { name: "Archived", exact: true }).click();
  const card = rows.filter({ hasText: title });
  await expect(card).toHaveCount(1);
  expect.soft(await seasonOutOfSight(page, 412), "the archived houses at 412 px").toEqual([]);
  expect.soft(await seasonOutOfSight(page, 320), "the archived houses at 320 px").toEqual([]);
  // The same facts as the table's row: the house, its address, its last season and its status.
  await expect(card).toContainText(/Last confirmed season: (Never|\d{4})/);
  await expect(card).toContainText("Archived");
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/h-season-shots/season-320.png", fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // A bulk action from the cards: the house's box, then Restore above them.
  await card.getByRole("checkbox", { name: `Select ${title}` }).check();
  await expect(page.getByText("1 selected")).toBeVisible();
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("1 house restored").first()).toBeVisible();
  await expect(card).toHaveCount(0);
});
