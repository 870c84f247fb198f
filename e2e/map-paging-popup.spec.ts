/**
 * Maps beyond the first look: the home page's Map view shows 100 houses a page and loads the next
 * 100 on request ("Load 100 more"), and a house's popup on /map closes from its close button and
 * from a click elsewhere on the map. Enough houses for a second page are imported through the
 * admin import (a CSV, as an admin would upload) and deleted after the test.
 */
import { deleteHouseAsAdmin, expect, test } from "./fixtures";
import { emptySpotOnMap, markersInView, zoomUntilHouseInView } from "./map-canvas";
import { APP_URL } from "./support";

/**
 * Imports `count` houses spread over the middle of Long Island through the admin import (upload,
 * then commit every row in batches) and returns their ids.
 */
async function importHouses(count: number, adminToken: string) {
  // Other tests' houses may already make the second page (an empty file is refused).
  if (count === 0) return [];
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const lines = ["title,address,town,zip,latitude,longitude"];
  for (let i = 0; i < count; i++) {
    // Around Hauppauge's middle: a house must be near the town it names (decision 419).
    const latitude = 40.805 + (i % 10) * 0.004 + Math.random() * 0.001;
    const longitude = -73.215 + Math.floor(i / 10) * 0.01 + Math.random() * 0.001;
    lines.push(
      `Paging Test ${i + 1},${100 + i} Paging${tag} Street,Hauppauge,11788,${latitude.toFixed(6)},${longitude.toFixed(6)}`,
    );
  }
  const auth = { Authorization: `Bearer ${adminToken}` };
  const form = new FormData();
  form.append("file", new Blob([lines.join("\n")], { type: "text/csv" }), `paging-${tag}.csv`);
  const uploaded = await fetch(`${APP_URL}/api/admin/imports`, {
    method: "POST",
    headers: auth,
    body: form,
  });
  if (!uploaded.ok) throw new Error(`import failed: ${await uploaded.text()}`);
  const preview = (await uploaded.json()) as {
    id: string;
    rows: { index: number; status: string }[];
  };
  const indexes = preview.rows.filter((row) => row.status === "new").map((row) => row.index);
  expect(indexes).toHaveLength(count);
  for (let batch = 0; batch < 20; batch++) {
    const committed = await fetch(`${APP_URL}/api/admin/imports/${preview.id}/commit`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ indexes }),
    });
    if (!committed.ok) throw new Error(`commit failed: ${await committed.text()}`);
    if (((await committed.json()) as { status: string }).status === "done") break;
  }
  const after = (await (
    await fetch(`${APP_URL}/api/admin/imports/${preview.id}`, { headers: auth })
  ).json()) as { rows: { houseId?: number }[] };
  return after.rows.flatMap((row) => (row.houseId === undefined ? [] : [row.houseId]));
}

async function houseCount() {
  const answer = (await (await fetch(`${APP_URL}/api/houses?limit=1`)).json()) as {
    totalCount: number;
  };
  return answer.totalCount;
}

test("Load 100 more on the home map; a house popup closes", async ({
  asUser: page,
  adminToken,
}) => {
  test.slow();
  // More than a page of houses whatever other tests have added or removed meanwhile.
  const imported = await importHouses(Math.max(0, 110 - (await houseCount())), adminToken);
  try {
    await page.goto("/home");
    await page
      .getByRole("group", { name: "View" })
      .getByRole("button", { name: "Map" })
      .click({ timeout: 60_000 });
    const shown = page.getByTestId("map-shown-count");
    await expect(shown).toContainText(/^Showing 100 of \d+ on the map$/, { timeout: 60_000 });
    const total = Number(/of (\d+)/.exec((await shown.textContent()) ?? "")?.[1]);
    expect(total).toBeGreaterThan(100);
    const nextPage = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/houses" && r.url().includes("offset=100"),
    );
    await page.getByRole("button", { name: "Load 100 more" }).click();
    await nextPage;
    await expect(shown).toHaveText(
      new RegExp(`^Showing ${Math.min(total, 200)} of \\d+ on the map$`),
    );
    if (total <= 200)
      await expect(page.getByRole("button", { name: "Load 100 more" })).toHaveCount(0);

    await page.goto("/map");
    await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
      timeout: 60_000,
    });
    const map = page.getByRole("region", { name: "Map of Christmas light displays" });
    const houses = page.getByTestId("map-house-marker");
    await zoomUntilHouseInView(map, 60_000);
    const popup = page.getByTestId("map-popup");
    const openPopup = async () => {
      const [marker] = await markersInView(map, houses);
      await marker!.click();
      await expect(popup).toBeVisible();
    };

    await openPopup();
    await page.getByRole("button", { name: "Close popup" }).click();
    await expect(popup).toHaveCount(0);

    await openPopup();
    // A click on the map away from the markers, the controls and the popup.
    const spot = await emptySpotOnMap(map);
    await page.mouse.click(spot.x, spot.y);
    await expect(popup).toHaveCount(0);
  } finally {
    for (const id of imported) await deleteHouseAsAdmin(id, adminToken);
  }
});
