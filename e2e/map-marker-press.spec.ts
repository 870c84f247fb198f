/**
 * A house marker on /map with the mouse: a drag that starts on it pans the map as a drag on the
 * bare map does (and opens nothing), and a tap on it opens its popup without the map drawing
 * anything (MapLibre redraws the whole map after any press it handles: a tap would wait for it).
 */
import { expect, test } from "./fixtures";
import {
  countMapDraws,
  dragFrom,
  drawCalls,
  mapStill,
  markersInView,
  zoomUntilHouseInView,
} from "./map-canvas";

test("a drag from a house marker pans the map; a tap opens its popup and redraws nothing", async ({
  asUser: page,
}) => {
  await countMapDraws(page);
  await page.goto("/map");
  await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 30_000,
  });
  const map = page.getByRole("region", { name: "Map of Christmas light displays" });
  const houses = page.getByTestId("map-house-marker");
  await zoomUntilHouseInView(map, 30_000);
  await mapStill(page);
  const [first] = await markersInView(map, houses);
  const houseId = await first!.getAttribute("data-house-id");
  const marker = page.locator(`[data-testid=map-house-marker][data-house-id="${houseId}"]`);
  const popup = page.getByTestId("map-popup");

  // Drag from the marker: the map follows the pointer, the marker with it, and no popup opens.
  const moved = await dragFrom(page, marker, -120, -80, 12);
  // As far as the pointer went at least (a quick drag may glide on a little).
  expect(moved.x).toBeLessThanOrEqual(-119);
  expect(moved.y).toBeLessThanOrEqual(-79);
  await expect(popup).toHaveCount(0);

  // A tap on it: the popup opens, and the map draws nothing from the press to the popup.
  const drawsBeforeTap = await drawCalls(page);
  await marker.click();
  await expect(popup).toBeVisible();
  await expect(marker).toHaveClass(/map-house-marker-selected/);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await drawCalls(page)).toBe(drawsBeforeTap);

  // A press that moves less than MapLibre's click tolerance is still a tap.
  await page.getByRole("button", { name: "Close popup" }).click();
  await expect(popup).toHaveCount(0);
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2 + 1);
  await page.mouse.up();
  await expect(popup).toBeVisible();
});
