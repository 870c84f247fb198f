/**
 * A house popup opened near the map's edge on a phone is kept inside the map (decision 333): it
 * opens on the side where it fits, the map pans just enough to show all of it clear of the
 * attribution and the controls, and its buttons take a tap.
 */
import { expect, test } from "./fixtures";
import { mapStill } from "./map-canvas";

/** Montauk, at the South Fork's end: no other house within the search's 5 miles. */
// East of Montauk, so the house at its east side stands on land (decision 419 refuses the sea).
const SEARCHED = { latitude: 41.065, longitude: -71.96 };
/** 5 miles (the search's default radius) in degrees here. */
const RADIUS_LAT = 5 / 69;
const RADIUS_LNG = RADIUS_LAT / Math.cos((SEARCHED.latitude * Math.PI) / 180);

test("a popup near the map's right edge opens inside the map and its buttons take a tap", async ({
  asUser: page,
  account,
  makeHouse,
}) => {
  test.slow();
  // The map fits the searched square to its width: a house on the square's east side, level with
  // its centre, sits near the map's right edge halfway down, with too little room above or below
  // it for its card (a long title and address, three badges).
  const title = "Edge Of The Map Lights At The Far End Of The South Fork";
  const house = await makeHouse(account, {
    title,
    address: "1234 Old Montauk Highway East Extension",
    features: ["Music-Sync", "Outdoor-Characters", "Charity"],
    place: {
      city: "Montauk",
      latitude: SEARCHED.latitude,
      longitude: SEARCHED.longitude + 0.88 * RADIUS_LNG,
    },
  });
  await page.route("https://tiles.openfreemap.org/**", (route) => route.abort("blockedbyclient"));
  await page.goto("/home");
  await page
    .getByRole("combobox", { name: "Location" })
    .fill(`${SEARCHED.latitude}, ${SEARCHED.longitude}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("result-count")).toContainText("1 house found");
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Map" }).click();
  await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 30_000,
  });
  const map = page.getByRole("region", { name: "Map of Christmas light displays" });
  const marker = map.locator(`[data-testid=map-house-marker][data-house-id="${house.id}"]`);
  await expect(marker).toBeVisible();
  // The whole map on screen, above the bottom bar.
  const bar = (await page.getByRole("navigation", { name: "Mobile" }).boundingBox())!;
  const before = (await map.boundingBox())!;
  await page.evaluate((by) => window.scrollBy(0, by), before.y + before.height - bar.y + 8);
  await mapStill(page);
  const mapBox = (await map.boundingBox())!;
  const markerBox = (await marker.boundingBox())!;
  // The set-up holds: the marker is in the right 30% of the map (the searched square is fitted
  // clear of the zoom buttons, decision 408), too near its edge for the card to open centred.
  expect(markerBox.x + markerBox.width / 2).toBeGreaterThan(mapBox.x + mapBox.width * 0.7);

  // Opening it (and the pan it takes) asks for no houses again.
  const houseRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/houses"))
      houseRequests.push(request.url());
  });
  await marker.tap();
  const popup = page.getByTestId("map-popup");
  await expect(popup.getByRole("heading", { name: title })).toBeVisible();
  await mapStill(page);
  await page.screenshot({ path: test.info().outputPath("popup-near-the-edge.png") });
  const popupBox = (await page.locator(".maplibregl-popup").boundingBox())!;
  // The whole popup lies inside the map.
  expect(popupBox.x).toBeGreaterThanOrEqual(mapBox.x);
  expect(popupBox.y).toBeGreaterThanOrEqual(mapBox.y);
  expect(popupBox.x + popupBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
  expect(popupBox.y + popupBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
  // Clear of the attribution and the My Location button below it.
  for (const overlay of [
    map.locator(".maplibregl-ctrl-attrib"),
    page.getByRole("button", { name: "My Location", exact: true }),
  ]) {
    const box = (await overlay.boundingBox())!;
    expect(popupBox.y + popupBox.height).toBeLessThanOrEqual(box.y);
  }
  expect(houseRequests).toEqual([]);
  // Nothing lies over its buttons (the attribution, the map's edge): a tap reaches them.
  const viewDetails = popup.getByRole("link", { name: "View Details" });
  const onTop = await viewDetails.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop).toBe(true);
  await viewDetails.tap();
  await expect(page).toHaveURL(/\/house\//);
});
