/**
 * Importing a house list as an admin does it: a Google My Maps KMZ is uploaded, the preview
 * shows each place's status, the admin puts the missing pin on the house, imports, and finds the
 * houses in the directory. The screen passes axe with the preview on it. The imported houses are
 * deleted after the test.
 */
import type { AdminHouseList } from "../contract/admin";
import { expect, test } from "./fixtures";
import { myMapsKmz } from "./import-files";
import { APP_URL, expectNoSeriousA11yViolations } from "./support";

test("an admin imports a My Maps KMZ, fixes one pin and commits", async ({
  asAdmin: page,
  adminToken,
  deleteAfter,
}) => {
  // A lazy screen, a map and a commit in batches: more than one default timeout.
  test.setTimeout(180_000);
  const tag = `Imp${Date.now().toString(36)}`;
  await page.goto("/admin/import");
  // The first signed-in load brings the app's later chunks and this lazy screen's own (in dev,
  // their first transform too): slow on a loaded machine.
  await expect(page.getByRole("heading", { name: "Import and Export", level: 1 })).toBeVisible({
    timeout: 60_000,
  });

  await page.getByLabel("List file").setInputFiles({
    name: "Long Island lights.kmz",
    mimeType: "application/vnd.google-earth.kmz",
    buffer: myMapsKmz(tag),
  });
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(
    page.getByRole("heading", { name: "Preview of Long Island lights.kmz" }),
  ).toBeVisible();
  const rows = page.getByTestId("import-row");
  await expect(rows).toHaveCount(3);
  await expect(
    rows.filter({ hasText: `Spectacular ${tag}` }).getByText("New", { exact: true }),
  ).toBeVisible();
  await expect(
    rows.filter({ hasText: `Faraway ${tag}` }).getByText("Off Long Island", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Import 1 house" })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // Only the row that needs a location.
  await page.getByRole("button", { name: "Needs location (1)" }).click();
  await expect(rows).toHaveCount(1);
  await page.getByRole("button", { name: `Fix pin: Unpinned ${tag}` }).click();
  const dialog = page.getByRole("dialog", { name: "Put the pin on the house" });
  await expect(dialog.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 60_000,
  });
  const map = dialog.getByRole("region", { name: "Map: click to place the house" });
  const box = await map.boundingBox();
  if (!box) throw new Error("no map box");
  // The map opens on the row's town, Farmingdale, where the pin must go (decision 419): a tap
  // near its middle is a pin the row takes. Somewhere new on each run (a pixel is about 20 m at
  // this zoom): a pin where an earlier run imported a house would rightly be a duplicate.
  const offset = () => Math.round((Math.random() - 0.5) * 160);
  await map.click({ position: { x: box.width / 2 + offset(), y: box.height / 2 + offset() / 2 } });
  await expect(dialog.getByTestId("import-pin")).not.toHaveText("No pin yet");
  await dialog.getByRole("button", { name: "Save pin" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: /^All/ }).click();
  const fixed = rows.filter({ hasText: `Unpinned ${tag}` });
  await expect(fixed.getByText("New", { exact: true })).toBeVisible();
  await expect(fixed.getByRole("checkbox")).toBeChecked();

  await page.getByRole("button", { name: "Import 2 houses" }).click();
  try {
    const results = page.getByTestId("import-results");
    await expect(results.getByText("Import finished")).toBeVisible();
    await expect(results.getByTestId("import-created")).toHaveText("2");
    await expect(results.getByTestId("import-skipped")).toHaveText("0");
    await expect(
      rows.filter({ hasText: `Spectacular ${tag}` }).getByText("Imported"),
    ).toBeVisible();

    // In the directory at once: the admin's house search finds both.
    await page.goto("/admin/houses");
    await page.getByLabel("Search houses").fill(tag);
    await page.getByLabel("Search houses").press("Enter");
    await expect(page.getByTestId("admin-house-row")).toHaveCount(2);
  } finally {
    // Whatever the import committed goes after the test, even when a step above failed. Only
    // this run's houses carry its tag.
    const imported = await fetch(`${APP_URL}/api/admin/houses?search=${tag}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const { houses } = (await imported.json()) as AdminHouseList;
    for (const house of houses) deleteAfter(house.id);
  }
});

test("a preview wider than the screen scrolls sideways in a named region the keyboard reaches", async ({
  asAdmin: page,
}) => {
  // A lazy screen on a loaded machine: more than one default timeout.
  test.setTimeout(120_000);
  const tag = `Wide${Date.now().toString(36)}`;
  // A title with nowhere to wrap makes the table wider than a tablet's screen.
  const longTitle = `${tag}HolidaySpectacularOnOceanParkwayWithMusicAndLightsEveryNight`;
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto("/admin/import");
  await expect(page.getByRole("heading", { name: "Import and Export", level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByLabel("List file").setInputFiles({
    name: "wide.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `title,address,town,ZIP,latitude,longitude\n${longTitle},12 ${tag} Lane,Ronkonkoma,11779,40.8,-73.1\n`,
    ),
  });
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(page.getByTestId("import-row")).toHaveCount(1);

  // Its name says what it holds, Tab stops on it, and the arrow keys scroll it (decision 370).
  const region = page.getByRole("region", { name: "Places read from wide.csv" });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute("tabindex", "0");
  const end = page.locator('[data-slot="side-scroll-shade"][data-edge="end"]');
  const start = page.locator('[data-slot="side-scroll-shade"][data-edge="start"]');
  // A shade on the side with more beyond it.
  await expect(end).toHaveCSS("opacity", "1");
  await expect(start).toHaveCSS("opacity", "0");
  await page.getByRole("button", { name: "Invalid (0)" }).focus();
  await page.keyboard.press("Tab");
  await expect(region).toBeFocused();
  // Right to its end, 40 px a press (a press more would scroll the page).
  const toTheEnd = () =>
    region.evaluate((box) => box.scrollWidth - box.clientWidth - box.scrollLeft);
  await expect(async () => {
    if ((await toTheEnd()) > 1) await page.keyboard.press("ArrowRight");
    expect(await toTheEnd()).toBeLessThanOrEqual(1);
  }).toPass();
  await expect(start).toHaveCSS("opacity", "1");
  await expect(end).toHaveCSS("opacity", "0");
  await expect(region.getByText("40.80000, -73.10000")).toBeInViewport();
  await expectNoSeriousA11yViolations(page);

  // Where the table fits, it is a plain box: no region, no stop for Tab.
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(region).toHaveCount(0);
  await expect(page.locator('[data-slot="side-scroll-region"]')).not.toHaveAttribute("tabindex");
});
