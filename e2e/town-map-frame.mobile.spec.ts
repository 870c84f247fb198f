/**
 * A town page's map frames its houses clear of what is drawn over the map (decision 408): on a
 * 412 px and a 360 px phone, with the tile server blocked so the map falls back to the offline
 * layer and shows its "Street map unavailable" note after the first fit, every house marker of a
 * town whose houses reach the four corners of its box lies inside the map and off the note, the
 * zoom buttons, the attribution and the My Location button.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

test.describe.configure({ timeout: 180_000 });

/**
 * A town with no demo houses (seed/demo.sql), its four houses at the corners of a box about as
 * wide as a phone's town map for its height: whichever limits the fit, houses reach the top (the
 * note), the top right (the zoom buttons) and the bottom left (My Location). A large town in the
 * middle of the island, so every corner is on land and near the town it names (decision 419).
 */
const CITY = "Brentwood";
const CITY_SLUG = "brentwood";
const HOUSES = [
  { title: "Frame Northwest Lights", latitude: 40.82, longitude: -73.315 },
  { title: "Frame Northeast Lights", latitude: 40.82, longitude: -73.185 },
  { title: "Frame Southwest Lights", latitude: 40.74, longitude: -73.315 },
  { title: "Frame Southeast Lights", latitude: 40.74, longitude: -73.185 },
];

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Waits until every marker stays put between two looks (the fit and any refit have ended). */
async function markersAtRest(markers: Locator) {
  let last = "";
  await expect
    .poll(
      async () => {
        const place = (
          await markers.evaluateAll((elements) =>
            elements.map((e) => {
              const r = e.getBoundingClientRect();
              return `${Math.round(r.x)},${Math.round(r.y)}`;
            }),
          )
        ).join(";");
        const still = place === last;
        last = place;
        return still;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
}

/** What is drawn over the map's edges, each named, with its box. */
async function overlayBoxes(page: Page) {
  const frame = page.locator("[data-map-status]");
  const named: [string, Locator][] = [
    ["the note", page.getByRole("status").filter({ hasText: "Street map unavailable" })],
    ["the zoom buttons", frame.locator(".maplibregl-ctrl-group")],
    ["the attribution", frame.locator(".maplibregl-ctrl-attrib")],
    ["My Location", frame.getByRole("button", { name: "My Location" })],
  ];
  const boxes: [string, Box][] = [];
  for (const [name, locator] of named) {
    await expect(locator, name).toBeVisible();
    boxes.push([name, (await locator.boundingBox())!]);
  }
  return boxes;
}

// One test for both widths: the houses are one town's, which two tests at once would share.
test("at 412 and 360 px a town's map keeps its houses off the note, the zoom buttons and the attribution", async ({
  asUser: page,
  account,
  makeHouse,
}) => {
  // No tile server: the map falls back to the offline layer and shows the note.
  await page.route("https://tiles.openfreemap.org/**", (route) => route.abort("blockedbyclient"));
  for (const { title, ...spot } of HOUSES) {
    await makeHouse(account, { title, place: { city: CITY, ...spot } });
  }
  for (const width of [412, 360]) {
    await page.setViewportSize({ width, height: 915 });
    await page.goto(`/lights/${CITY_SLUG}`);
    // The map loads once its box nears the screen, below the town's houses.
    await page.getByRole("heading", { name: "On the map" }).scrollIntoViewIfNeeded();
    const map = page.getByRole("region", { name: "Map of Christmas light displays" });
    await expect(map).toHaveAttribute("data-map-base", "fallback", { timeout: 30_000 });
    await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded");
    const markers = map.getByTestId("map-house-marker");
    await expect(markers).toHaveCount(HOUSES.length, { timeout: 30_000 });
    await markersAtRest(markers);
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`town-map-${width}.png`) });

    const mapBox = (await map.boundingBox())!;
    const overlays = await overlayBoxes(page);
    for (const { title } of HOUSES) {
      const box = (await map.getByRole("button", { name: new RegExp(`^${title}`) }).boundingBox())!;
      const where = `at ${width} px, ${title}`;
      expect(box.x, `${where} in the map`).toBeGreaterThanOrEqual(mapBox.x);
      expect(box.y, `${where} in the map`).toBeGreaterThanOrEqual(mapBox.y);
      expect(box.x + box.width, `${where} in the map`).toBeLessThanOrEqual(mapBox.x + mapBox.width);
      expect(box.y + box.height, `${where} in the map`).toBeLessThanOrEqual(
        mapBox.y + mapBox.height,
      );
      for (const [name, overlay] of overlays) {
        expect.soft(overlaps(box, overlay), `${where} under ${name}`).toBe(false);
      }
    }
  }
});
