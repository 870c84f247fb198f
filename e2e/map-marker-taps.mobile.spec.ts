/**
 * Map markers a finger can hit (decision 385): on a phone a tap 19 px off a marker's centre, past
 * its drawn edge, still opens it (a house on /map, a stop of a shared tour), a cluster takes a
 * press 21 px off its centre, and where two stops' 44 px areas overlap, a tap between them opens
 * the nearer one, even where the other lies on top.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { atRest, houseMarkerThroughClusters, markersInView } from "./map-canvas";
import { idTokenFor } from "./support";

test.use({ accountName: "Tess Tapper" });
test.describe.configure({ timeout: 180_000 });

type Point = { x: number; y: number };

/**
 * The point `distance` px from `marker`'s centre, straight up, down, left or right, that lies
 * farthest from every other marker and control on the map (so nothing else there could take it)
 * and well inside the map's region and the window.
 */
async function pointOff(map: Locator, marker: Locator, distance: number): Promise<Point> {
  const handle = await marker.elementHandle();
  return map.evaluate(
    (region, { target, distance }) => {
      const box = region.getBoundingClientRect();
      const r = (target as Element).getBoundingClientRect();
      const centre = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      const others = Array.from(
        region.querySelectorAll("button, a, .maplibregl-ctrl, .maplibregl-popup"),
      )
        .filter((element) => element !== target && !element.contains(target as Element))
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 0);
      const clearance = (x: number, y: number) =>
        Math.min(
          Number.POSITIVE_INFINITY,
          ...others.map((o) =>
            Math.hypot(Math.max(o.left - x, 0, x - o.right), Math.max(o.top - y, 0, y - o.bottom)),
          ),
        );
      const candidates = [
        [distance, 0],
        [-distance, 0],
        [0, distance],
        [0, -distance],
      ]
        .map(([dx, dy]) => ({ x: centre.x + dx!, y: centre.y + dy! }))
        .filter(
          (p) =>
            p.x > Math.max(box.left, 0) + 10 &&
            p.x < Math.min(box.right, window.innerWidth) - 10 &&
            p.y > Math.max(box.top, 0) + 10 &&
            p.y < Math.min(box.bottom, window.innerHeight) - 10,
        )
        .sort((a, b) => clearance(b.x, b.y) - clearance(a.x, a.y));
      const best = candidates[0];
      if (!best || clearance(best.x, best.y) < 30) throw new Error("no clear side to tap");
      return best;
    },
    { target: handle, distance },
  );
}

/** The marker (or other element) the page gives a press at `point`: what takes the tap. */
function takerAt(page: Page, point: Point) {
  return page.evaluate(({ x, y }) => {
    const hit = document.elementFromPoint(x, y)?.closest("button");
    return hit?.getAttribute("aria-label") ?? null;
  }, point);
}

test("a tap 19 px off a house marker on /map opens it; a cluster takes a press 21 px off its centre", async ({
  asUser: page,
}) => {
  await page.route("https://tiles.openfreemap.org/**", (route) => route.abort("blockedbyclient"));
  await page.goto("/map");
  await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 30_000,
  });
  const map = page.getByRole("region", { name: "Map of Christmas light displays" });
  const clusters = page.getByTestId("map-cluster");
  await expect(clusters.first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath("map-markers.png") });

  // A cluster answers a press 21 px off its centre on every clear side (the smallest, 32 px
  // wide, draws its edge 16 px out).
  const inView = await markersInView(map, clusters);
  const widths = await Promise.all(inView.map(async (c) => (await c.boundingBox())!.width));
  const cluster = inView[widths.indexOf(Math.min(...widths))]!;
  await atRest(cluster);
  expect((await cluster.boundingBox())!.width).toBeLessThan(42);
  const off = await pointOff(map, cluster, 21);
  expect(await takerAt(page, off)).toBe(await cluster.getAttribute("aria-label"));

  const marker = await houseMarkerThroughClusters(page, map);
  const drawn = (await marker.boundingBox())!;
  // Drawn as before: a small dot, not a 44 px disc.
  expect(drawn.width).toBeLessThan(24);
  const tap = await pointOff(map, marker, 19);
  await page.touchscreen.tap(tap.x, tap.y);
  await expect(page.getByTestId("map-popup")).toBeVisible();
  await expect(marker).toHaveClass(/map-house-marker-selected/);
  await page.screenshot({ path: test.info().outputPath("house-tapped-off-centre.png") });
});

/** Copiague and Wyandanch have no demo houses; no other test puts one in Wyandanch. */
const TOWN = "Wyandanch";
const ALONE = { latitude: 40.7598, longitude: -73.3649 };
const NEXT_DOOR_WEST = { latitude: 40.7542, longitude: -73.3652 };
/** About 5 m north-east: one pixel apart at the fitted zoom, so the two are moved apart. */
const NEXT_DOOR_EAST = { latitude: 40.75423, longitude: -73.36515 };

test("a shared tour's stop opens from a tap 19 px off it, and between two close stops the nearer wins", async ({
  asUser: page,
  account,
  makeHouse,
}) => {
  const titles = ["Tap Alone Lights", "Tap West Lights", "Tap East Lights"];
  const places = [ALONE, NEXT_DOOR_WEST, NEXT_DOOR_EAST];
  const ids: number[] = [];
  for (const [index, title] of titles.entries()) {
    const house = await makeHouse(account, { title, place: { city: TOWN, ...places[index]! } });
    ids.push(house.id);
  }
  const token = await idTokenFor(account.email, account.password);
  const created = await page.request.post("/api/tours", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "Tap tour", stopIds: ids },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { shareId } = (await created.json()) as { shareId: string };

  await page.goto(`/tours/shared/${shareId}`);
  await page.getByRole("button", { name: "Show interactive map" }).tap();
  await expect(page.locator("[data-map-status=loaded]")).toBeVisible({ timeout: 60_000 });
  const map = page.getByTestId("tour-map");
  await map.scrollIntoViewIfNeeded();
  const stop = (index: number) =>
    page.getByRole("button", { name: `Stop ${index + 1}: ${titles[index]}` });
  const popup = page.getByTestId("tour-map-popup");
  const close = page.getByRole("button", { name: "Close popup" });
  for (const index of [0, 1, 2]) await atRest(stop(index));
  await page.screenshot({ path: test.info().outputPath("tour-stops.png") });

  // The lone stop, tapped 19 px off its centre (its 30 px number ends 15 px out).
  const tap = await pointOff(map, stop(0), 19);
  await page.touchscreen.tap(tap.x, tap.y);
  await expect(popup).toContainText("Stop 1");
  await expect(popup.getByRole("link", { name: titles[0] })).toBeVisible();
  await close.tap();
  await expect(popup).toHaveCount(0);

  // The two next-door stops, moved apart so their numbers do not overlap, lie close enough that
  // their 44 px areas do. Stop 3 lies on top of stop 2 (added after it): a tap in both areas,
  // off both numbers but nearer stop 2's, opens stop 2.
  for (const index of [1, 2]) await atRest(stop(index));
  const between = await page.evaluate(
    ({ west, east }) => {
      const boxes = [west, east].map((label) =>
        document.querySelector(`[aria-label="${label}"]`)!.getBoundingClientRect(),
      );
      const [w, e] = boxes as [DOMRect, DOMRect];
      const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
      const edge = (r: DOMRect, x: number, y: number) =>
        Math.hypot(x - centre(r).x, y - centre(r).y) - Math.min(r.width, r.height) / 2;
      const inArea = (r: DOMRect, x: number, y: number) =>
        Math.abs(x - centre(r).x) <= 21 && Math.abs(y - centre(r).y) <= 21;
      let best: { x: number; y: number; margin: number } | null = null;
      for (let y = Math.min(w.top, e.top) - 22; y <= Math.max(w.bottom, e.bottom) + 22; y++) {
        for (let x = Math.min(w.left, e.left) - 22; x <= Math.max(w.right, e.right) + 22; x++) {
          if (!inArea(w, x, y) || !inArea(e, x, y)) continue;
          const toWest = edge(w, x, y);
          const toEast = edge(e, x, y);
          // Off both numbers, clearly nearer stop 2's.
          if (toWest < 3 || toEast - toWest < 3) continue;
          const margin = Math.min(toWest, toEast - toWest);
          if (!best || margin > best.margin) best = { x, y, margin };
        }
      }
      return best;
    },
    { west: `Stop 2: ${titles[1]}`, east: `Stop 3: ${titles[2]}` },
  );
  expect(between, "a point in both stops' areas, nearer stop 2").not.toBeNull();
  // The browser gives that press to stop 3, on top: the map hands it to stop 2.
  expect(await takerAt(page, between!)).toBe(`Stop 3: ${titles[2]}`);
  await page.touchscreen.tap(between!.x, between!.y);
  await expect(popup).toContainText("Stop 2");
  await expect(popup.getByRole("link", { name: titles[1] })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("nearer-stop-wins.png") });
});
