/**
 * A town page's map ("On the map"): every house on it can be reached, by pointer and keyboard
 * (docs/decisions/310-every-house-on-the-map-can-be-reached.md), and expanding a cluster leaves
 * only what the map shows now. The browsers here reach no tile server: the maps are the offline
 * layer, which stops at zoom 14.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { mapStill } from "./map-canvas";

async function openTownMap(page: Page, citySlug: string) {
  await page.goto(`/lights/${citySlug}`);
  const map = page.getByRole("region", { name: "Map of Christmas light displays" });
  // The map loads once its box nears the screen.
  await map.scrollIntoViewIfNeeded();
  await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 30_000,
  });
  return map;
}

test("two houses 200 m apart part when their cluster is pressed, and each opens", async ({
  asUser: page,
}) => {
  // Demo houses 3 and 9 (seed/demo.sql): 289 Sound View Drive and 4 Maple Avenue, Smithtown.
  const map = await openTownMap(page, "smithtown");
  await map.getByRole("button", { name: "2 houses here, zoom in" }).click();
  const soundView = map.getByRole("button", { name: /^Winter Wonderland(,|$)/ });
  const maple = map.getByRole("button", { name: /^The Lights of Maple Avenue(,|$)/ });
  await expect(soundView).toBeVisible();
  await expect(maple).toBeVisible();
  await expect(map.getByTestId("map-cluster")).toHaveCount(0);
  await mapStill(page);
  await page.screenshot({ path: "/tmp/town-map-smithtown.png" });

  // Each opens its popup: one with the pointer, the other from the keyboard.
  const popup = page.getByTestId("map-popup");
  await soundView.click();
  await expect(popup.getByRole("heading", { name: "Winter Wonderland" })).toBeVisible();
  await maple.focus();
  await page.keyboard.press("Enter");
  await expect(popup.getByRole("heading", { name: "The Lights of Maple Avenue" })).toBeVisible();
});

test("a cluster pressed on a town map gives way to its houses, leaving no stale cluster", async ({
  asUser: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Demo houses 1 and 69 (seed/demo.sql), 500 m apart in Freeport.
  const map = await openTownMap(page, "freeport");
  await map.getByRole("button", { name: "2 houses here, zoom in" }).click();
  await expect(map.getByTestId("map-house-marker")).toHaveCount(2);
  await mapStill(page);
  await page.screenshot({ path: "/tmp/town-map-freeport.png" });
  await expect(map.getByTestId("map-cluster")).toHaveCount(0);
});

test("houses at one spot share a marker that lists them, each opening its page", async ({
  asUser: page,
  account,
  makeHouse,
}) => {
  // A town with no demo houses, so the two are alone on its map.
  const place = { city: "Amityville", latitude: 40.6781, longitude: -73.4168 };
  await makeHouse(account, { title: "Spot Lights One", place });
  await makeHouse(account, { title: "Spot Lights Two", place });
  const map = await openTownMap(page, "amityville");
  // No zoom parts them, so the marker offers their list, not a zoom.
  const spot = map.getByRole("button", { name: "2 houses at this spot, list them" });
  await expect(spot).toBeVisible();
  await expect(map.getByTestId("map-cluster")).toHaveCount(0);

  // From the keyboard: the list opens with the focus on its first house.
  await spot.focus();
  await page.keyboard.press("Enter");
  const links = page.getByTestId("map-spot-list").getByRole("link");
  await expect(links.filter({ hasText: "Spot Lights One" })).toBeVisible();
  await expect(links.filter({ hasText: "Spot Lights Two" })).toBeVisible();
  await expect(links).toHaveCount(2);
  await page.screenshot({ path: "/tmp/town-map-spot.png" });
  await expect(links.first()).toBeFocused();
  const title = (await links.first().textContent())?.match(/^Spot Lights (One|Two)/)?.[0];
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/house\//);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});
