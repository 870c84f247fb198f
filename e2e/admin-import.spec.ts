/**
 * Importing a house list as an admin does it: a Google My Maps KMZ is uploaded, the preview
 * shows each place's status, the admin puts the missing pin on the house, imports, and finds the
 * houses in the directory. The screen passes axe with the preview on it. The imported houses are
 * deleted after the test.
 */
import { zipSync } from "fflate";
import type { AdminHouseList } from "../contract/admin";
import { expect, test } from "./fixtures";
import { APP_URL, expectNoSeriousA11yViolations } from "./support";

/** A My Maps export in miniature, unique to this run so its addresses are new every time. */
function myMapsKmz(tag: string) {
  const number = 100 + Math.floor(Math.random() * 800);
  // A point in Suffolk, away from the demo houses' streets by chance only: spread over 3 km.
  const lat = 40.79 + Math.random() * 0.03;
  const lng = -73.2 + Math.random() * 0.03;
  const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>LI lights ${tag}</name><Folder>
<Placemark><name>Spectacular ${tag}</name><address>${number} ${tag} Lane, Ronkonkoma, NY 11779</address>
<description><![CDATA[Walk-through<br>Music on <b>88.7</b>]]></description>
<Point><coordinates>${lng},${lat},0</coordinates></Point></Placemark>
<Placemark><name>Unpinned ${tag}</name>
<ExtendedData><Data name="Address"><value>${number} ${tag} Road, Farmingdale, NY</value></Data></ExtendedData></Placemark>
<Placemark><name>Faraway ${tag}</name><address>1 Main St, Hartford, CT</address>
<Point><coordinates>-72.67,41.76,0</coordinates></Point></Placemark>
</Folder></Document></kml>`;
  return Buffer.from(zipSync({ "doc.kml": new TextEncoder().encode(kml) }));
}

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
  // Somewhere new on each run (a pixel is about 200 m at this zoom): a pin where an earlier run
  // imported a house would rightly be a duplicate.
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
