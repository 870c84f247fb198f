/**
 * A tour on the map: numbered markers in tour order (named "Stop N: <house>" for screen
 * readers), the start marked apart, the line joining them in order, a marker opening its stop
 * (a tap on it draws nothing on the map; a drag from it pans).
 * Reordering by dragging has its own spec (tour-drag.spec.ts).
 */
import type { Page } from "@playwright/test";
import { test } from "./fixtures";
import { countMapDraws, dragFrom, drawCalls, mapStill } from "./map-canvas";
import { expectNoSeriousA11yViolations } from "./support";
import { addFromResults, expect, HERE, openPlanner } from "./tour-support";

test.use({
  accountName: "Mapa Tourer",
  geolocation: HERE,
  permissions: ["geolocation", "clipboard-read", "clipboard-write"],
});
test.describe.configure({ timeout: 240_000 });

const markerNames = (page: Page) =>
  page
    .getByTestId("tour-map-stop")
    .evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")));

const lineText = (points: { latitude: number; longitude: number }[]) =>
  points.map((p) => `${p.longitude.toFixed(5)},${p.latitude.toFixed(5)}`).join(";");

test("the planner and the shared view draw the tour: numbered markers and a line in tour order", async ({
  asUser: page,
  browser,
}) => {
  await countMapDraws(page);
  const [a, b, c] = await addFromResults(page, 3);
  await openPlanner(page);
  await page.getByRole("button", { name: "Use My Location" }).click();
  await expect(page.getByTestId("tour-start")).toContainText("My Location");

  const map = page.getByTestId("tour-map");
  await expect(page.locator("[data-map-status=loaded]")).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() => markerNames(page))
    .toEqual([`Stop 1: ${a!.title}`, `Stop 2: ${b!.title}`, `Stop 3: ${c!.title}`]);
  await expect(page.getByRole("img", { name: "Start: My Location" })).toBeVisible();
  await expect(map).toHaveAttribute("data-tour-line", lineText([HERE, a!, b!, c!]));
  // Fitted: every stop lies inside the view.
  const bounds = (await map.getAttribute("data-map-bounds"))!.split(",").map(Number);
  for (const stop of [a!, b!, c!]) {
    expect(stop.longitude).toBeGreaterThan(bounds[0]!);
    expect(stop.latitude).toBeGreaterThan(bounds[1]!);
    expect(stop.longitude).toBeLessThan(bounds[2]!);
    expect(stop.latitude).toBeLessThan(bounds[3]!);
  }

  // A move in the list renumbers the markers and redraws the line.
  await page.getByRole("button", { name: `Move ${a!.title} down` }).click();
  await expect
    .poll(() => markerNames(page))
    .toEqual([`Stop 1: ${b!.title}`, `Stop 2: ${a!.title}`, `Stop 3: ${c!.title}`]);
  await expect(map).toHaveAttribute("data-tour-line", lineText([HERE, b!, a!, c!]));

  // A drag that starts on a marker pans the map, marker and all, and opens nothing.
  const popup = page.getByTestId("tour-map-popup");
  await mapStill(page);
  const moved = await dragFrom(
    page,
    page.getByRole("button", { name: `Stop 1: ${b!.title}` }),
    -60,
    -40,
    8,
  );
  expect(moved.x).toBeLessThanOrEqual(-59);
  expect(moved.y).toBeLessThanOrEqual(-39);
  await expect(popup).toHaveCount(0);

  // A marker is a button that opens its stop, and the tap leaves the map alone: nothing is drawn
  // from the press to the open stop (MapLibre redraws the whole map after a press it handles).
  const drawsBeforeTap = await drawCalls(page);
  const third = page.getByRole("button", { name: `Stop 3: ${c!.title}` });
  await third.click();
  await expect(popup).toContainText("Stop 3");
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await drawCalls(page)).toBe(drawsBeforeTap);
  await expect(popup.getByRole("link", { name: c!.title })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("tour-planner-map.png"), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  // Escape closes the stop, and the focus goes back to its marker.
  await popup.getByRole("link", { name: c!.title }).focus();
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);
  await expect(third).toBeFocused();

  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied").first()).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());

  // Signed out and without a position: the same markers and line, no start marker.
  const visitor = await browser.newContext({ permissions: [] });
  const shared = await visitor.newPage();
  await shared.goto(link);
  await expect(shared.locator("[data-map-status=loaded]")).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() => markerNames(shared))
    .toEqual([`Stop 1: ${b!.title}`, `Stop 2: ${a!.title}`, `Stop 3: ${c!.title}`]);
  await expect(shared.getByTestId("tour-map-start")).toHaveCount(0);
  await expect(shared.getByTestId("tour-map")).toHaveAttribute(
    "data-tour-line",
    lineText([b!, a!, c!]),
  );
  await shared.screenshot({ path: test.info().outputPath("tour-shared-map.png"), fullPage: true });
  await expectNoSeriousA11yViolations(shared);
  await visitor.close();

  // On a phone the route shows at once as an outline of the numbered stops, and the interactive
  // map (the map library) loads only when asked, in the same box.
  const phone = await browser.newContext({
    permissions: [],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const onPhone = await phone.newPage();
  await onPhone.goto(link);
  const outline = onPhone.getByRole("img", {
    name: "Outline of the tour's route: 3 numbered stops in order",
  });
  await expect(outline).toBeVisible();
  await expect(outline.locator("text")).toHaveText(["1", "2", "3"]);
  await expect(onPhone.getByTestId("tour-stop")).toHaveCount(3);
  await expect(onPhone.getByTestId("tour-map")).toHaveCount(0);
  const box = await onPhone.getByTestId("tour-map-preview").boundingBox();
  await onPhone.screenshot({ path: test.info().outputPath("tour-shared-phone-outline.png") });
  // The button asks for it; so does a tap on the outline itself, which looks like a map.
  await expect(onPhone.getByRole("button", { name: "Show interactive map" })).toBeVisible();
  await outline.tap();
  await expect(onPhone.locator("[data-map-status=loaded]")).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() => markerNames(onPhone))
    .toEqual([`Stop 1: ${b!.title}`, `Stop 2: ${a!.title}`, `Stop 3: ${c!.title}`]);
  // The map took the outline's place: the same box, so nothing below it moved.
  expect(await onPhone.locator("[data-map-status]").boundingBox()).toEqual(box);
  await phone.close();
});
