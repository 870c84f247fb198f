/**
 * The "Street map unavailable" note over a map that fell back to the offline layer never covers a
 * tour's stops (decision 400): on a 412 px and a 360 px phone, every numbered stop of a shared
 * tour and of the planner lies in the map clear of the note, and a tap on stop 1, the one at the
 * top of the route, under where the note sits, opens it.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { idTokenFor } from "./support";

test.use({ accountName: "Nora Noted" });
test.describe.configure({ timeout: 180_000 });

/** North to south, a little east each: the fit is limited by the height, stop 1 at the top. */
const PLACES = [
  { latitude: 40.8, longitude: -73.36 },
  { latitude: 40.76, longitude: -73.34 },
  { latitude: 40.72, longitude: -73.32 },
];
const TITLES = ["Noted North Lights", "Noted Middle Lights", "Noted South Lights"];

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Waits until every stop stays put between two looks (the fit and any refit have ended). */
async function stopsAtRest(stops: Locator) {
  let last = "";
  await expect
    .poll(
      async () => {
        const boxes = await stops.evaluateAll((elements) =>
          elements.map((e) => {
            const r = e.getBoundingClientRect();
            return `${Math.round(r.x)},${Math.round(r.y)}`;
          }),
        );
        const place = boxes.join(";");
        const still = place === last;
        last = place;
        return still;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
}

/** Every stop inside the map and clear of the note; then a tap on stop 1 opens it. */
async function expectStopsClearOfNote(page: Page, where: string) {
  const map = page.getByTestId("tour-map");
  await expect(map).toHaveAttribute("data-map-base", "fallback", { timeout: 30_000 });
  await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded");
  const note = page.getByRole("status").filter({ hasText: "Street map unavailable" });
  await expect(note).toBeVisible();
  const stops = page.getByTestId("tour-map-stop");
  await expect(stops).toHaveCount(3);
  await stopsAtRest(stops);
  await map.scrollIntoViewIfNeeded();
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: test.info().outputPath(`${where}-${width}.png`) });
  const noteBox = (await note.boundingBox())!;
  const mapBox = (await map.boundingBox())!;
  for (const [index, title] of TITLES.entries()) {
    const stop = page.getByRole("button", { name: `Stop ${index + 1}: ${title}` });
    const box = (await stop.boundingBox())!;
    expect(
      overlaps(box, noteBox),
      `${where} at ${width} px: stop ${index + 1} under the note`,
    ).toBe(false);
    expect(box.y, `${where} at ${width} px: stop ${index + 1} in the map`).toBeGreaterThanOrEqual(
      mapBox.y,
    );
    expect(box.y + box.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
    expect(box.x).toBeGreaterThanOrEqual(mapBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
  }
  const first = page.getByRole("button", { name: `Stop 1: ${TITLES[0]}` });
  const box = (await first.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const popup = page.getByTestId("tour-map-popup");
  await expect(popup).toContainText("Stop 1");
  await expect(popup.getByRole("link", { name: TITLES[0] })).toBeVisible();
  await page.getByRole("button", { name: "Close popup" }).tap();
  await expect(popup).toHaveCount(0);
}

for (const width of [412, 360]) {
  test(`at ${width} px the offline map's note covers no stop of a shared tour or the planner`, async ({
    asUser: page,
    account,
    makeHouse,
  }) => {
    await page.setViewportSize({ width, height: 915 });
    // No tile server: the map falls back to the offline layer and shows the note.
    await page.route("https://tiles.openfreemap.org/**", (route) => route.abort("blockedbyclient"));
    const ids: number[] = [];
    for (const [index, title] of TITLES.entries()) {
      const house = await makeHouse(account, {
        title,
        place: { city: "Dix Hills", ...PLACES[index]! },
      });
      ids.push(house.id);
    }
    const token = await idTokenFor(account.email, account.password);
    const created = await page.request.post("/api/tours", {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: "Noted tour", stopIds: ids },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { shareId } = (await created.json()) as { shareId: string };

    await page.goto(`/tours/shared/${shareId}`);
    await page.getByRole("button", { name: "Show interactive map" }).tap();
    await expectStopsClearOfNote(page, "shared-tour");

    await page.getByRole("button", { name: "Plan from this tour" }).click();
    await expect(page).toHaveURL(/\/tour$/);
    await expectStopsClearOfNote(page, "planner");
  });
}
