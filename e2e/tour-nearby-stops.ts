/**
 * Two tour stops a few metres apart on the tour map, for the desktop and phone specs
 * (tour-map-nearby.spec.ts, tour-map-nearby.mobile.spec.ts): at the fitted zoom their markers are
 * moved apart, each with a line back to its true spot, so both numbers show and each opens its own
 * stop (docs/decisions/329-tour-stops-that-would-overlap-spread-apart.md).
 */
import { type Locator, type Page, test } from "@playwright/test";
import type { TestAccount, TestHouse } from "./fixtures";
import { countMapDraws, mapStill } from "./map-canvas";
import { idTokenFor } from "./support";
import { expect } from "./tour-support";

/** Copiague has no demo houses, and no other test puts one there. */
const TOWN = "Copiague";
const NEXT_DOOR_WEST = { latitude: 40.6778, longitude: -73.3963 };
/** About 5 m north-east of NEXT_DOOR_WEST: one pixel apart at the fitted zoom (14). */
const NEXT_DOOR_EAST = { latitude: 40.67783, longitude: -73.39625 };
/** 600 m to the north, so the tour spans a neighbourhood as tours do. */
const UP_THE_ROAD = { latitude: 40.6832, longitude: -73.3955 };

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box | null, b: Box | null) {
  if (!a || !b) return true;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export async function nextDoorStopsPartOnTheMap({
  page,
  account,
  makeHouse,
  phone,
}: {
  page: Page;
  account: TestAccount;
  makeHouse: (
    owner: TestAccount,
    overrides: { title: string; place: { city: string; latitude: number; longitude: number } },
  ) => Promise<TestHouse>;
  /** On a phone: the map is asked for, and markers are tapped, not clicked. */
  phone: boolean;
}) {
  const press = (target: Locator) => (phone ? target.tap() : target.click());
  const titles = ["Up The Road Lights", "Next Door West Lights", "Next Door East Lights"];
  const places = [UP_THE_ROAD, NEXT_DOOR_WEST, NEXT_DOOR_EAST];
  const houses: TestHouse[] = [];
  for (const [index, title] of titles.entries()) {
    houses.push(await makeHouse(account, { title, place: { city: TOWN, ...places[index]! } }));
  }
  const token = await idTokenFor(account.email, account.password);
  const created = await page.request.post("/api/tours", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "Next door tour", stopIds: houses.map((house) => house.id) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { shareId } = (await created.json()) as { shareId: string };

  await countMapDraws(page);
  await page.goto(`/tours/shared/${shareId}`);
  // A phone shows the outline first, and the map when asked.
  if (phone) await press(page.getByRole("button", { name: "Show interactive map" }));
  await expect(page.locator("[data-map-status=loaded]")).toBeVisible({ timeout: 60_000 });
  const markers = page.getByTestId("tour-map-stop");
  await expect
    .poll(() =>
      markers.evaluateAll((items) => items.map((item) => item.getAttribute("aria-label"))),
    )
    .toEqual(titles.map((title, index) => `Stop ${index + 1}: ${title}`));

  // Both numbers show, side by side, and each has a line back to a dot at its true spot.
  const west = page.getByRole("button", { name: `Stop 2: ${titles[1]}` });
  const east = page.getByRole("button", { name: `Stop 3: ${titles[2]}` });
  await expect
    .poll(async () => overlap(await west.boundingBox(), await east.boundingBox()))
    .toBe(false);
  const leader = (house: TestHouse) =>
    page.locator(`[data-testid=tour-map-leader][data-house-id="${house.id}"]`);
  await expect(leader(houses[1]!)).toBeVisible();
  await expect(leader(houses[2]!)).toBeVisible();
  await expect(leader(houses[0]!)).toBeHidden();
  // The route still runs through the true spots.
  await expect(page.getByTestId("tour-map")).toHaveAttribute(
    "data-tour-line",
    places.map((p) => `${p.longitude.toFixed(5)},${p.latitude.toFixed(5)}`).join(";"),
  );
  // For the pictures: once the route line is drawn too.
  await mapStill(page);
  await page.screenshot({ path: test.info().outputPath("next-door-stops.png") });

  // Each opens its own stop.
  const popup = page.getByTestId("tour-map-popup");
  await press(west);
  await expect(popup).toContainText("Stop 2");
  await expect(popup.getByRole("link", { name: titles[1] })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("next-door-stop-open.png") });
  await press(page.getByRole("button", { name: "Close popup" }));
  await expect(popup).toHaveCount(0);
  await press(east);
  await expect(popup).toContainText("Stop 3");
  await expect(popup.getByRole("link", { name: titles[2] })).toBeVisible();
}
