/**
 * The pin map on a phone (decision 360): "Put the pin at the map's center" is shown whole and a
 * tap at its centre places the pin, whatever the map's credit (open, as maplibre first shows it
 * on a small map) and at the narrowest phone; the credit stays on the map, and no town name
 * covers the pin.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** /submit with "Levittown, NY, USA" picked: found only to its town, so the pin map shows. */
async function openPutThePin(page: Page) {
  await page.goto("/submit");
  const address = page.getByRole("combobox", { name: "Address" });
  await expect(address).toBeEditable({ timeout: 60_000 });
  await address.fill("Levittown");
  await page.getByRole("option", { name: "Levittown, NY, USA" }).first().tap();
  const step = page.getByTestId("confirm-pin-step");
  await expect(step.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 30_000,
  });
  return step;
}

for (const width of [412, 320]) {
  test(`the pin map's center button is whole and takes a tap, ${width} px wide`, async ({
    asUser: page,
  }) => {
    await page.setViewportSize({ width, height: 915 });
    const step = await openPutThePin(page);
    const button = step.getByRole("button", { name: "Put the pin at the map's center" });
    // In the middle of the screen, clear of the bottom navigation bar.
    await button.evaluate((element) => element.scrollIntoView({ block: "center" }));
    // The credit, required by the shorelines' licence, is on the map, its words readable.
    const credit = step.locator(".maplibregl-ctrl-attrib");
    await expect(credit).toBeVisible();
    await expect(credit).toContainText("Shorelines: U.S. Census Bureau, NOAA");

    // Its words are not cut off, it lies inside the map's frame (which clips what does not), and
    // a press anywhere along its middle, its centre first, lands on it.
    const misses = await button.evaluate((element) => {
      const found: string[] = [];
      if (element.scrollWidth > element.clientWidth) found.push("its words are cut off");
      const box = element.getBoundingClientRect();
      const frame = element.closest("[data-map-status]")!.getBoundingClientRect();
      if (box.left < frame.left || box.right > frame.right || box.bottom > frame.bottom) {
        found.push("it reaches out of the map's frame");
      }
      const y = box.top + box.height / 2;
      for (const x of [box.left + box.width / 2, box.left + 4, box.right - 4]) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !element.contains(hit)) {
          found.push(`a press at ${Math.round(x - box.left)} px lands on ${hit?.className}`);
        }
      }
      return found;
    });
    expect(misses).toEqual([]);

    // A tap at its centre, in the screen's own pixels: at 320 px the submit page is zoomed out a
    // little (the review's star row is wider than the screen), which Playwright's own tap misses.
    const centre = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const view = window.visualViewport!;
      return {
        x: (box.left + box.width / 2 - view.offsetLeft) * view.scale,
        y: (box.top + box.height / 2 - view.offsetTop) * view.scale,
      };
    });
    await page.touchscreen.tap(centre.x, centre.y);
    await expect(step.getByTestId("pin-picker-said")).toHaveText(/^Pin placed at /);
    // The button placed it, under the crosshair (the pin's point is its box's bottom middle, a few
    // pixels above for its shadow): a tap that missed it onto the map would have put the pin where
    // the tap fell, far below.
    const pinBox = (await step.getByRole("button", { name: "House pin" }).boundingBox())!;
    const crosshair = (await step.getByTestId("pin-picker-crosshair").boundingBox())!;
    const off = {
      x: pinBox.x + pinBox.width / 2 - (crosshair.x + crosshair.width / 2),
      y: pinBox.y + pinBox.height - (crosshair.y + crosshair.height / 2),
    };
    expect(Math.hypot(off.x, off.y), "the pin's distance from the crosshair").toBeLessThan(12);

    // No town's name lies over the pin.
    for (const label of await step.locator(".map-town-label").all()) {
      if (!(await label.isVisible())) continue;
      const box = (await label.boundingBox())!;
      const overlaps =
        box.x < pinBox.x + pinBox.width &&
        pinBox.x < box.x + box.width &&
        box.y < pinBox.y + pinBox.height &&
        pinBox.y < box.y + box.height;
      expect.soft(overlaps, `"${await label.textContent()}" lies over the pin`).toBe(false);
    }
  });
}
