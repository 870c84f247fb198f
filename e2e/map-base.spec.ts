/**
 * The base map: OpenFreeMap's style by default (stubbed here with a small local style, since
 * this machine is offline), the automatic switch to the offline layer when the style or its
 * tiles are blocked, the whole island as the default view, the home page's Map view (the search's
 * houses, a searched place centring it, Grid taking it away), and the "you are here" marker.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { mapCanvasColours } from "./map-canvas";

const STYLE_URL = "https://tiles.openfreemap.org/styles/dark";
const CORS = { "Access-Control-Allow-Origin": "*" };
/** The stub style's background: a colour no offline layer uses. */
const ONLINE_BACKGROUND = [0x40, 0x10, 0x60] as const;

function stubStyle(withBlockedTiles: boolean) {
  return {
    version: 8,
    name: "stub online style",
    sources: withBlockedTiles
      ? {
          openmaptiles: {
            type: "vector",
            tiles: ["https://tiles.openfreemap.org/planet/{z}/{x}/{y}.pbf"],
            attribution: "OpenStreetMap",
          },
        }
      : {},
    layers: [
      {
        id: "background",
        type: "background",
        paint: { "background-color": `rgb(${ONLINE_BACKGROUND.join(",")})` },
      },
      ...(withBlockedTiles
        ? [
            {
              id: "water",
              type: "fill",
              source: "openmaptiles",
              "source-layer": "water",
              paint: { "fill-color": "#000000" },
            },
          ]
        : []),
    ],
  };
}

/** Share of canvas pixels close to an RGB colour. */
async function colourShare(page: Page, rgb: readonly [number, number, number]) {
  return (await mapCanvasColours(page, { rgb })).shares.rgb;
}

function mapFrame(page: Page) {
  return page.locator("[data-map-status]");
}

/** "west,south,east,north" of what the map shows. */
async function shownBounds(page: Page) {
  const raw = await page.locator("[data-map-bounds]").getAttribute("data-map-bounds");
  const [west, south, east, north] = (raw ?? "").split(",").map(Number);
  return { west: west!, south: south!, east: east!, north: north! };
}

test("with a style URL that answers, the map draws the online style over the whole island", async ({
  asUser: page,
}) => {
  await page.route("https://tiles.openfreemap.org/**", (route) =>
    route.request().url() === STYLE_URL
      ? route.fulfill({ json: stubStyle(false), headers: CORS })
      : route.abort("blockedbyclient"),
  );
  await page.goto("/map");
  await expect(mapFrame(page)).toHaveAttribute("data-map-status", "loaded", { timeout: 30_000 });

  await test.step("the default view shows all of Nassau and Suffolk, East End included", async () => {
    const view = await shownBounds(page);
    // The Queens line (-73.71), Montauk Point (-71.86, 41.07) and Orient Point (-72.24, 41.16).
    expect(view.west).toBeLessThan(-73.71);
    expect(view.east).toBeGreaterThan(-71.86);
    expect(view.north).toBeGreaterThan(41.16);
    expect(view.south).toBeLessThan(40.59);
  });

  await test.step("the online style is drawn and stays", async () => {
    const base = page.locator("[data-map-base]");
    await expect(base).toHaveAttribute("data-map-base", "online");
    // Still online once the fallback timer has had time to fire.
    await expect
      .poll(() => colourShare(page, ONLINE_BACKGROUND), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    await expect(page.getByText("Street map unavailable")).toHaveCount(0);
    await page.screenshot({ path: "/tmp/map-shots/map-online-desktop.png" });
  });
});

for (const blocked of ["the style", "its tiles"] as const) {
  test(`when ${blocked} cannot load, the map falls back to the offline layer and says so`, async ({
    asUser: page,
  }) => {
    await page.route("https://tiles.openfreemap.org/**", (route) =>
      blocked === "its tiles" && route.request().url() === STYLE_URL
        ? route.fulfill({ json: stubStyle(true), headers: CORS })
        : route.abort("blockedbyclient"),
    );
    await page.goto("/map");
    await expect(page.locator("[data-map-base]")).toHaveAttribute("data-map-base", "fallback", {
      timeout: 30_000,
    });
    await expect(mapFrame(page)).toHaveAttribute("data-map-status", "loaded");
    await expect(page.getByRole("status").filter({ hasText: "Street map unavailable" })).toHaveText(
      "Street map unavailable: showing the offline map.",
    );
    // The offline layer's water and land, and the houses on it.
    await expect.poll(() => colourShare(page, [0x0b, 0x1d, 0x3a])).toBeGreaterThan(0.05);
    await expect.poll(() => colourShare(page, [0x1c, 0x31, 0x57])).toBeGreaterThan(0.05);
    await expect(
      page.locator("[data-testid=map-cluster], [data-testid=map-house-marker]").first(),
    ).toBeVisible();
    if (blocked === "the style") {
      await page.screenshot({ path: "/tmp/map-shots/map-offline-desktop.png" });
    }
  });
}

test("the home page's Map view shows the same search on the map, and a searched place centres it", async ({
  asUser: page,
}) => {
  await page.goto("/home");
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Map" }).click();
  await expect(mapFrame(page)).toHaveAttribute("data-map-status", "loaded", { timeout: 30_000 });

  await test.step("the Map view shows the search's houses", async () => {
    await expect(page.getByTestId("map-shown-count")).toContainText(
      /Showing \d+ of \d+ on the map/,
    );
    const markers = page.locator("[data-testid=map-cluster], [data-testid=map-house-marker]");
    await expect.poll(() => markers.count()).toBeGreaterThan(0);
  });

  await test.step("a searched place centres the home Map view on it and its radius", async () => {
    const location = page.getByRole("combobox", { name: "Location" });
    await location.fill("Montauk");
    await page.getByRole("option", { name: "Montauk, NY, USA" }).click();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("result-count")).toContainText("near Montauk");
    const montauk = { lat: 41.0459, lng: -71.944 };
    await expect
      .poll(
        async () => {
          const v = await shownBounds(page);
          const centreLat = (v.north + v.south) / 2;
          const centreLng = (v.east + v.west) / 2;
          return (
            Math.abs(centreLat - montauk.lat) < 0.02 &&
            Math.abs(centreLng - montauk.lng) < 0.03 &&
            // A radius of miles, not the whole island.
            v.east - v.west < 1
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  await test.step("Grid takes the map away", async () => {
    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Grid" }).click();
    await expect(mapFrame(page)).toHaveCount(0);
  });
});

test.describe("my location", () => {
  test.use({
    geolocation: { latitude: 40.7557, longitude: -73.5876 },
    permissions: ["geolocation"],
  });

  test("My Location puts a 'you are here' marker on the map", async ({ asUser: page }) => {
    await page.goto("/map");
    await expect(mapFrame(page)).toHaveAttribute("data-map-status", "loaded", {
      timeout: 30_000,
    });
    await page.getByRole("button", { name: "My Location" }).click();
    await expect(page.getByRole("img", { name: "You are here" })).toBeVisible();
  });
});
