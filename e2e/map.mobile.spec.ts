/**
 * The map on a phone: reached from the bottom navigation's Find Lights tab (Map view, then
 * "Open the full map"), drawn with the online style when it answers (stubbed) and with the
 * offline layer when it is blocked, and fitting the screen above the bottom bar at 360 and 412 px.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const STYLE_URL = "https://tiles.openfreemap.org/styles/dark";
const STUB_STYLE = {
  version: 8,
  sources: {},
  layers: [{ id: "background", type: "background", paint: { "background-color": "#401060" } }],
};

/**
 * On a `width` px phone the whole map shows on the first screen above the bottom bar, its
 * controls free to tap, and the houses spread across it.
 */
async function expectMapFitsAboveBottomBar(page: Page, width: number) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = (await page.getByRole("navigation", { name: "Mobile" }).boundingBox())!;
  const map = (await page
    .getByRole("region", { name: "Map of Christmas light displays" })
    .boundingBox())!;
  // The whole map shows on the first screen, ending above the bottom bar.
  expect(map.y + map.height).toBeLessThanOrEqual(bar.y + 1);
  expect(map.height).toBeGreaterThan(300);
  // Its controls are there to tap, nothing lying over them.
  for (const control of [
    page.getByRole("button", { name: "My Location" }),
    page.locator(".maplibregl-ctrl-attrib"),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    const onTop = await control.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
  }
  // The houses fill the screen, not a strip of island in the middle of it: the markers reach
  // across most of the map's width (the whole island fitted whole used under half of it).
  const markers = page.locator("[data-testid=map-cluster], [data-testid=map-house-marker]");
  await expect(markers.first()).toBeVisible();
  const xs = await markers.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return rect.x + rect.width / 2;
    }),
  );
  expect((Math.max(...xs) - Math.min(...xs)) / map.width).toBeGreaterThan(0.6);
  await page.screenshot({ path: `/tmp/ux-map-phone-${width}.png` });
}

for (const online of [true, false]) {
  test(`Find Lights reaches the map (${online ? "online style" : "offline fallback"})`, async ({
    asUser: page,
  }) => {
    if (!online) {
      // The offline map is also the one measured on a 412 px phone (the last step): with the
      // session, the map chunk and its first frame, slow on a busy machine.
      test.slow();
      await page.setViewportSize({ width: 412, height: 780 });
    }
    await page.route("https://tiles.openfreemap.org/**", (route) =>
      online && route.request().url() === STYLE_URL
        ? route.fulfill({ json: STUB_STYLE, headers: { "Access-Control-Allow-Origin": "*" } })
        : route.abort("blockedbyclient"),
    );
    await page.goto("/home");
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await nav.getByRole("link", { name: "Find Lights" }).click();
    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Map" }).click();
    await page.getByRole("link", { name: "Open the full map" }).click();
    await expect(page).toHaveURL(/\/map$/);
    await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
      timeout: 30_000,
    });
    await expect(page.locator("[data-map-base]")).toHaveAttribute(
      "data-map-base",
      online ? "online" : "fallback",
      { timeout: 15_000 },
    );
    await expect(
      page.locator("[data-testid=map-cluster], [data-testid=map-house-marker]").first(),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `/tmp/map-shots/map-${online ? "online" : "offline"}-mobile.png`,
    });
    if (online) return;
    await test.step("on a 412 px phone the map fits the screen above the bottom bar", () =>
      expectMapFitsAboveBottomBar(page, 412));
  });
}

test("on a 360 px phone the map fits the screen above the bottom bar", async ({ asUser: page }) => {
  // The session, the map chunk and its first frame: slow on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.route("https://tiles.openfreemap.org/**", (route) => route.abort("blockedbyclient"));
  await page.goto("/map");
  await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 30_000,
  });
  await expectMapFitsAboveBottomBar(page, 360);
});
