/**
 * A house popup opened by a tap or a click rings none of its controls; opened from the keyboard
 * its first control, View Details, is ringed (decision 400). Shared by the desktop (a mouse click)
 * and the phone (a tap) tests.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { houseMarkerThroughClusters } from "./map-canvas";

/**
 * What paints a focus ring on `control`: :focus-visible, its outline, and the ring among its box
 * shadows (a solid shadow with no offset or blur, only a spread; its own drop shadow is not one).
 */
function ringOf(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    const rings = Array.from(
      style.boxShadow.matchAll(/(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px/g),
      ([, colour, spread]) => ({ colour: colour!, spread: Number(spread) }),
    ).filter(({ colour, spread }) => spread > 0 && !/, 0\)$/.test(colour));
    return {
      focusVisible: element.matches(":focus-visible"),
      outline:
        style.outlineStyle === "none" ? "none" : `${style.outlineStyle} ${style.outlineWidth}`,
      ringShadow: rings.length > 0,
    };
  });
}

const NO_RING = { focusVisible: false, outline: "none", ringShadow: false };

export async function popupRingsOnlyForKeys(
  page: Page,
  pointerPress: (x: number, y: number) => Promise<void>,
  shot: string,
) {
  await page.goto("/map");
  await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 30_000,
  });
  const map = page.getByRole("region", { name: "Map of Christmas light displays" });
  const marker = await houseMarkerThroughClusters(page, map);
  const popup = page.getByTestId("map-popup");
  const viewDetails = popup.getByRole("link", { name: "View Details" });

  await test.step("a pointer's press: the focus is in the popup, no control is ringed", async () => {
    const box = (await marker.boundingBox())!;
    await pointerPress(box.x + box.width / 2, box.y + box.height / 2);
    await expect(viewDetails).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => Boolean(document.activeElement?.closest(".maplibregl-popup"))),
      )
      .toBe(true);
    // Let a transition into a ring finish before it is read.
    await viewDetails.evaluate((link) =>
      Promise.all(link.getAnimations().map((each) => each.finished)),
    );
    expect(await ringOf(viewDetails)).toEqual(NO_RING);
    // No control in the popup is ringed, nor what has the focus (the popup's content).
    expect(await page.locator(".maplibregl-popup :is(a, button):focus-visible").count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe(
      "none",
    );
    await page.screenshot({ path: test.info().outputPath(`${shot}-pointer.png`) });
  });

  await test.step("Tab from there reaches View Details, ringed", async () => {
    await page.keyboard.press("Tab");
    await expect(viewDetails).toBeFocused();
    const ring = await ringOf(viewDetails);
    expect(ring.focusVisible).toBe(true);
    expect(ring.ringShadow).toBe(true);
  });

  await test.step("Escape, then Enter on the marker: View Details has the focus, ringed", async () => {
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await marker.focus();
    await page.keyboard.press("Enter");
    await expect(viewDetails).toBeFocused();
    await expect
      .poll(() => ringOf(viewDetails))
      .toMatchObject({ focusVisible: true, ringShadow: true });
    await page.screenshot({ path: test.info().outputPath(`${shot}-keyboard.png`) });
  });
}
