/**
 * The import screen on a phone (decision 370): the preview reads as a card a row, with nothing
 * out of sight to the side, and passes axe; after Import, what the import did shows where the
 * admin is looking, clear of the header and the bottom navigation, and has the focus. The
 * imported house is deleted after the test.
 */
import type { Locator, Page } from "@playwright/test";
import type { AdminHouseList } from "../contract/admin";
import { expect, test } from "./fixtures";
import { myMapsKmz } from "./import-files";
import { sidewaysScrollers } from "./screen-walk";
import { APP_URL, expectNoSeriousA11yViolations } from "./support";

/** Where `part` is against what covers the page: the sticky header and the bottom navigation. */
async function clearOfTheFrame(page: Page, part: Locator) {
  const box = await part.boundingBox();
  const header = await page.getByRole("banner").boundingBox();
  const nav = await page.getByRole("navigation", { name: "Mobile" }).boundingBox();
  if (!box || !header || !nav) throw new Error("a box is missing");
  return {
    belowTheHeader: box.y >= header.y + header.height - 1,
    aboveTheNavigation: box.y + box.height <= nav.y + 1,
  };
}

test("on a phone the import preview is cards, and the import's result shows where Import was", async ({
  asAdmin: page,
  adminToken,
  deleteAfter,
}) => {
  // A lazy screen and a commit on a loaded machine: more than one default timeout.
  test.setTimeout(180_000);
  const tag = `Imm${Date.now().toString(36)}`;
  await page.goto("/admin/import");
  await expect(page.getByRole("heading", { name: "Import and Export", level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByLabel("List file").setInputFiles({
    name: "Long Island lights.kmz",
    mimeType: "application/vnd.google-earth.kmz",
    buffer: myMapsKmz(tag),
  });
  await page.getByRole("button", { name: "Preview import" }).click();
  const preview = page.getByRole("region", { name: "Preview of Long Island lights.kmz" });
  await expect(preview.getByTestId("import-row")).toHaveCount(3);

  // Every row's texts and controls are on the screen's width: nothing scrolls sideways, a long
  // word in a name or an address included.
  expect(await sidewaysScrollers(preview)).toEqual([]);
  const viewportWidth = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewportWidth,
  );
  for (const control of [
    preview.getByRole("button", { name: `Fix pin: Unpinned ${tag}` }),
    preview.getByRole("checkbox", { name: `Import Spectacular ${tag}` }),
    preview.getByText("No pin"),
  ]) {
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewportWidth, await control.innerHTML()).toBe(
      true,
    );
  }
  await expect(
    preview.getByTestId("import-row").filter({ hasText: `Faraway ${tag}` }),
  ).toContainText("Off Long Island");
  await expectNoSeriousA11yViolations(page);

  await preview.getByRole("button", { name: "Import 1 house" }).click();
  try {
    const results = page.getByTestId("import-results");
    const finished = results.getByRole("heading", { name: "Import finished" });
    await expect(finished).toBeVisible();
    await expect(results.getByTestId("import-created")).toHaveText("1");
    // The admin sees it without scrolling (it comes into view as it appears), and a screen
    // reader hears it: the focus, which Import (now disabled) would drop, is on its heading.
    await expect(results).toBeInViewport({ ratio: 1 });
    await expect
      .poll(() => clearOfTheFrame(page, results))
      .toEqual({ belowTheHeader: true, aboveTheNavigation: true });
    await expect(finished).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  } finally {
    const imported = await fetch(`${APP_URL}/api/admin/houses?search=${tag}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const { houses } = (await imported.json()) as AdminHouseList;
    for (const house of houses) deleteAfter(house.id);
  }
});
