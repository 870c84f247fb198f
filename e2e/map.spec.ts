/**
 * /map: the offline Long Island base layer is drawn (checked on the canvas's pixels), the demo
 * houses appear as markers and clusters, and a marker opens the info popup.
 */
import { expect, test } from "./fixtures";
import { mapCanvasColours, markersInView, zoomUntilHouseInView } from "./map-canvas";

/** Colours of src/components/map/base-style.ts. */
const WATER = [0x0b, 0x1d, 0x3a] as const;
const LAND = [0x1c, 0x31, 0x57] as const;

test("the map draws Long Island offline, shows the demo houses and opens a popup", async ({
  asUser: page,
}) => {
  await page.goto("/map");
  // The first load of the tab: the session and the screen's code at once, slow on a busy machine.
  await expect(page.getByRole("heading", { name: "Explore the Map" })).toBeVisible({
    timeout: 30_000,
  });

  const frame = page.locator("[data-map-status]");
  await expect(frame).toHaveAttribute("data-map-status", "loaded", { timeout: 30_000 });
  const count = page.getByText(/\d+ displays?/);
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThanOrEqual(64);

  // Markers: clusters and single houses together account for the houses on screen.
  const map = page.getByRole("region", { name: "Map of Christmas light displays" });
  const clusters = page.getByTestId("map-cluster");
  const houses = page.getByTestId("map-house-marker");
  await expect
    .poll(async () => (await clusters.count()) + (await houses.count()))
    .toBeGreaterThan(3);
  // Town labels of the offline layer (HTML, since there are no glyphs offline).
  await expect(page.locator(".map-town-label", { hasText: /^Patchogue$/ })).toHaveCount(1);

  // The canvas shows water and land in the base layer's colours, not a blank rectangle.
  const stats = await mapCanvasColours(page, { water: WATER, land: LAND });
  await page.screenshot({ path: "/tmp/map-page.png" });
  expect(stats.shares.water).toBeGreaterThan(0.05);
  expect(stats.shares.land).toBeGreaterThan(0.05);
  expect(stats.lumaVariance).toBeGreaterThan(20);

  // Zoom into clusters until a single house is on screen, then open its popup.
  await zoomUntilHouseInView(map, 30_000);
  const [marker] = await markersInView(map, houses);
  // A house not yet confirmed this season says so after its title: ", not yet confirmed for 2026".
  const title = (await marker!.getAttribute("aria-label"))!.replace(
    /, not yet confirmed for \d{4}$/,
    "",
  );
  await marker!.click();
  const popup = page.getByTestId("map-popup");
  await expect(popup).toBeVisible();
  await expect(popup.getByRole("heading", { name: title! })).toBeVisible();
  await expect(popup.getByText(/^\d\.\d$/)).toBeVisible();
  const details = popup.getByRole("link", { name: "View Details" });
  await expect(details).toHaveAttribute("href", /^\/house\//);
  await page.screenshot({ path: "/tmp/map-popup.png" });
  // From the keyboard: the popup rides on a map that may still be easing after the last cluster
  // zoom, and a pointer click once landed beside the link on a busy machine.
  await details.press("Enter");
  await expect(page).toHaveURL(/\/house\//);
  await expect(page.getByRole("heading", { name: title! })).toBeVisible();
});
