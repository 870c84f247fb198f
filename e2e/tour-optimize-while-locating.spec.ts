/**
 * Optimize pressed while the planner is still finding the visitor (decision 368): the button
 * stays on "Optimizing...", a second press does nothing more, and the order starts from the
 * position once it arrives; a position refused orders the stops without a start, and the
 * planner says so. The device's location service answers only when the test says so.
 */
import type { Page } from "@playwright/test";
import { greatCircle } from "../contract/great-circle";
import { orderStops } from "../contract/tour-route";
import { test } from "./fixtures";
import { addFromResults, expect, openPlanner, type TourTestStop } from "./tour-support";

test.describe.configure({ timeout: 240_000 });

type Point = { latitude: number; longitude: number };
type Held = { answerPosition(where: Point): void; refusePosition(): void; optimized: number };

const ORDERED_WITHOUT_POSITION =
  "Your location could not be found, so this order does not start from where you are.";
const DENIED =
  "Location permission denied. Please allow location access in your browser settings or enter your location manually.";

/**
 * The device's location service, holding every request until `answerPosition(where)` or
 * `refusePosition()` in the page answers it (a slow fix outdoors, a permission prompt); a request
 * made after that has the same answer at once.
 */
async function holdPositions(page: Page) {
  await page.addInitScript(() => {
    type Request = { ok: PositionCallback; fail?: PositionErrorCallback | null };
    const waiting: Request[] = [];
    let answer: ((request: Request) => void) | null = null;
    const settle = (reply: (request: Request) => void) => {
      answer = reply;
      for (const request of waiting.splice(0)) reply(request);
    };
    const held = window as unknown as Held;
    held.answerPosition = ({ latitude, longitude }) =>
      settle(({ ok }) =>
        ok({ coords: { latitude, longitude, accuracy: 20 }, timestamp: Date.now() } as never),
      );
    held.refusePosition = () =>
      settle(({ fail }) =>
        fail?.({
          code: 1,
          message: "User denied Geolocation",
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError),
      );
    const geolocation = {
      getCurrentPosition(ok: PositionCallback, fail?: PositionErrorCallback | null) {
        const request = { ok, fail };
        if (answer) setTimeout(() => answer?.(request));
        else waiting.push(request);
      },
      watchPosition: () => 0,
      clearWatch: () => undefined,
    };
    Object.defineProperty(navigator, "geolocation", { value: geolocation, configurable: true });
  });
}

/** Counts the "Route optimized" toasts raised from now on (one shows at a time). */
async function countOptimizedToasts(page: Page) {
  await page.evaluate(() => {
    const held = window as unknown as Held;
    held.optimized = 0;
    new MutationObserver((changes) => {
      for (const change of changes)
        change.addedNodes.forEach((node) => {
          if (node instanceof HTMLLIElement && node.textContent?.includes("Route optimized"))
            held.optimized += 1;
        });
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as Held).optimized);
}

async function stopIds(page: Page) {
  return page
    .getByTestId("tour-stop")
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-house-id"))));
}

function routeMiles(points: Point[]) {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    total += greatCircle(a.latitude, a.longitude, b.latitude, b.longitude);
  }
  return total;
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The shortest drive through `stops` from `start`, in miles. */
function shortestFrom(start: Point, stops: Point[]) {
  return Math.min(...permutations(stops).map((order) => routeMiles([start, ...order])));
}

/** Four stops in the planner, My Location pressed and the position not come yet. */
async function plannerFindingYou(page: Page) {
  await holdPositions(page);
  const stops = await addFromResults(page, 4);
  await openPlanner(page);
  await expect.poll(() => stopIds(page)).toEqual(stops.map((stop) => stop.id));
  await page.getByRole("button", { name: "Use My Location" }).click();
  await expect(page.getByTestId("tour-start")).toContainText("My Location(finding you...)");
  return stops;
}

/** Optimize pressed during "finding you...": it waits, busy, and a second press does nothing. */
async function optimizeWhileFindingYou(page: Page, stops: TourTestStop[]) {
  await page.getByRole("button", { name: "Optimize" }).click();
  const optimizing = page.getByRole("button", { name: "Optimizing..." });
  await expect(optimizing).toHaveAttribute("aria-disabled", "true");
  await expect(optimizing).toBeFocused();
  // Pressed again, by mouse and by keyboard, while the position is awaited.
  await optimizing.click({ force: true });
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("tour-start")).toContainText("(finding you...)");
  await expect(optimizing).toBeVisible();
  expect(await stopIds(page)).toEqual(stops.map((stop) => stop.id));
}

test("Optimize pressed while finding you waits for the position, then orders from it", async ({
  asUser: page,
}) => {
  const stops = await plannerFindingYou(page);
  // A position beyond the last stop of the order that has no start: from there the shortest
  // route is another order (so an order made without the position cannot pass).
  const noStart = orderStops(null, stops);
  const [first, last] = [noStart[0]!, noStart.at(-1)!];
  const here = {
    latitude: last.latitude + (last.latitude - first.latitude),
    longitude: last.longitude + (last.longitude - first.longitude),
  };
  const best = shortestFrom(here, stops);
  expect(routeMiles([here, ...noStart])).toBeGreaterThan(best + 1e-6);

  const optimizedToasts = await countOptimizedToasts(page);
  await optimizeWhileFindingYou(page, stops);
  await expect.poll(optimizedToasts).toBe(0);

  await page.evaluate((where) => (window as unknown as Held).answerPosition(where), here);
  await expect(page.getByText("Route optimized").first()).toBeVisible();
  await expect(page.getByTestId("tour-start")).not.toContainText("finding you");
  await expect(page.getByRole("button", { name: "Optimize", exact: true })).toBeVisible();

  // The order on screen is the shortest of all 24 orders from the position.
  const byId = new Map(stops.map((stop) => [stop.id, stop]));
  await expect
    .poll(async () => routeMiles([here, ...(await stopIds(page)).map((id) => byId.get(id)!)]))
    .toBeCloseTo(best, 6);
  await expect(page.getByTestId("tour-miles")).toHaveText((Math.round(best * 10) / 10).toFixed(1));
  await expect(page.getByText("Stops are in a short driving order.").first()).toBeVisible();
  await expect(page.getByTestId("tour-order-note")).toHaveCount(0);
  // Ordered once: the presses made while it waited added nothing.
  expect(await optimizedToasts()).toBe(1);
});

test("Optimize pressed while finding you, the position refused: ordered without a start, and the planner says so", async ({
  asUser: page,
}) => {
  const stops = await plannerFindingYou(page);
  await optimizeWhileFindingYou(page, stops);

  await page.evaluate(() => (window as unknown as Held).refusePosition());
  await expect(page.getByRole("alert").filter({ hasText: DENIED })).toBeVisible();
  await expect(page.getByText("Route optimized").first()).toBeVisible();
  await expect(page.getByText(ORDERED_WITHOUT_POSITION).first()).toBeVisible();
  const note = page.getByTestId("tour-order-note");
  await expect(note).toHaveText(ORDERED_WITHOUT_POSITION);
  await expect(page.getByTestId("planner-news")).toContainText(
    `Route optimized. ${ORDERED_WITHOUT_POSITION} New order: `,
  );
  await expect(page.getByRole("button", { name: "Optimize", exact: true })).toBeVisible();
  // The stops' order without a start: the shortest drive from the first stop to the last.
  await expect.poll(() => stopIds(page)).toEqual(orderStops(null, stops).map((stop) => stop.id));

  // The note goes with that order: a stop moved by hand makes another.
  const firstTitle = await page
    .getByTestId("tour-stop")
    .first()
    .getByRole("link")
    .first()
    .textContent();
  await page.getByRole("button", { name: `Move ${firstTitle} down` }).click();
  await expect(note).toHaveCount(0);
});
