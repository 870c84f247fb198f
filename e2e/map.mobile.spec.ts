/**
 * The map on a phone: reached from the bottom navigation's Find Lights tab (Map view, then
 * "Open the full map"), drawn with the online style when it answers (stubbed) and with the
 * offline layer when it is blocked.
 */
import { expect, test } from "@playwright/test";
import { signInAsNewUser } from "./support";

const STYLE_URL = "https://tiles.openfreemap.org/styles/dark";
const STUB_STYLE = {
  version: 8,
  sources: {},
  layers: [{ id: "background", type: "background", paint: { "background-color": "#401060" } }],
};

for (const online of [true, false]) {
  test(`Find Lights reaches the map (${online ? "online style" : "offline fallback"})`, async ({
    page,
  }) => {
    await page.route("https://tiles.openfreemap.org/**", (route) =>
      online && route.request().url() === STYLE_URL
        ? route.fulfill({ json: STUB_STYLE, headers: { "Access-Control-Allow-Origin": "*" } })
        : route.abort("blockedbyclient"),
    );
    await signInAsNewUser(page);
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
  });
}
