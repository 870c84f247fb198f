/**
 * A house marker on /map by touch: a finger that starts on it and moves pans the map (the marker
 * keeps the touch from MapLibre only until it moves), and a tap on it opens its popup.
 */
import { expect, test } from "./fixtures";
import { houseMarkerThroughClusters } from "./map-canvas";

test("a finger dragged from a house marker pans the map; a tap opens its popup", async ({
  asUser: page,
}) => {
  await page.route("https://tiles.openfreemap.org/**", (route) => route.abort("blockedbyclient"));
  await page.goto("/map");
  await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 30_000,
  });
  const map = page.getByRole("region", { name: "Map of Christmas light displays" });
  const marker = await houseMarkerThroughClusters(page, map);
  const popup = page.getByTestId("map-popup");

  // Playwright's touchscreen only taps: the drag goes through the DevTools protocol.
  const touch = await page.context().newCDPSession(page);
  const touchAt = (
    type: "touchStart" | "touchMove" | "touchEnd",
    points: { x: number; y: number }[],
  ) => touch.send("Input.dispatchTouchEvent", { type, touchPoints: points });
  const before = (await marker.boundingBox())!;
  const x = before.x + before.width / 2;
  const y = before.y + before.height / 2;
  await touchAt("touchStart", [{ x, y }]);
  for (let step = 1; step <= 10; step++) {
    await touchAt("touchMove", [{ x: x + 6 * step, y: y + 8 * step }]);
  }
  await touchAt("touchEnd", []);
  await expect
    .poll(async () => {
      const after = (await marker.boundingBox())!;
      return after.y - before.y;
    })
    .toBeGreaterThanOrEqual(79);
  expect((await marker.boundingBox())!.x - before.x).toBeGreaterThanOrEqual(59);
  await expect(popup).toHaveCount(0);

  await marker.tap();
  await expect(popup).toBeVisible();
  await expect(marker).toHaveClass(/map-house-marker-selected/);
});
