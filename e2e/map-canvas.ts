/**
 * What the map shows, for the map tests: the base layer by its pixels, which markers are in view,
 * and a house marker reached through its clusters.
 */
import { expect, type Locator, type Page } from "@playwright/test";

type Rgb = readonly [number, number, number];

/**
 * Screenshots the map canvas and returns, for each named colour, the share of pixels within 12
 * of it per channel, plus the variance of the pixels' luma (near 0 for an empty, flat canvas).
 */
export async function mapCanvasColours<K extends string>(page: Page, colours: Record<K, Rgb>) {
  const png = await page.locator("canvas.maplibregl-canvas").first().screenshot();
  return page.evaluate(
    async ({ base64, colours }) => {
      // Decoded here, not fetched: the page's CSP allows no data: fetches.
      const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], {
        type: "image/png",
      });
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const entries = Object.entries(colours) as [string, Rgb][];
      const hits = new Map(entries.map(([name]) => [name, 0]));
      let sum = 0;
      let sumSquares = 0;
      const pixels = data.length / 4;
      for (let i = 0; i < data.length; i += 4) {
        const r = data[i]!;
        const g = data[i + 1]!;
        const b = data[i + 2]!;
        const match = entries.find(
          ([, rgb]) =>
            Math.abs(r - rgb[0]) < 12 && Math.abs(g - rgb[1]) < 12 && Math.abs(b - rgb[2]) < 12,
        );
        if (match) hits.set(match[0], hits.get(match[0])! + 1);
        const luma = 0.3 * r + 0.59 * g + 0.11 * b;
        sum += luma;
        sumSquares += luma * luma;
      }
      const mean = sum / pixels;
      const shares = Object.fromEntries([...hits].map(([name, count]) => [name, count / pixels]));
      return { shares, lumaVariance: sumSquares / pixels - mean * mean };
    },
    { base64: png.toString("base64"), colours: colours as Record<string, Rgb> },
  ) as Promise<{ shares: Record<K, number>; lumaVariance: number }>;
}

/** The markers of this kind whose centre lies inside the map's box (others are off-screen). */
export async function markersInView(map: Locator, markers: Locator) {
  const box = await map.boundingBox();
  if (!box) return [];
  const inside: Locator[] = [];
  for (const marker of await markers.all()) {
    const b = await marker.boundingBox();
    if (!b) continue;
    const x = b.x + b.width / 2;
    const y = b.y + b.height / 2;
    if (
      x > box.x + 20 &&
      x < box.x + box.width - 60 &&
      y > box.y + 60 &&
      y < box.y + box.height - 60
    ) {
      inside.push(marker);
    }
  }
  return inside;
}

/** Clicks clusters until a single house marker is on screen (clusters split as the map zooms). */
export async function zoomUntilHouseInView(map: Locator, timeout: number) {
  const page = map.page();
  const clusters = page.getByTestId("map-cluster");
  const houses = page.getByTestId("map-house-marker");
  await expect
    .poll(
      async () => {
        if ((await markersInView(map, houses)).length > 0) return true;
        const [cluster] = await markersInView(map, clusters);
        await cluster?.click();
        return false;
      },
      { timeout, intervals: [1500] },
    )
    .toBe(true);
}

declare global {
  interface Window {
    /** WebGL draw calls made on the page so far. */
    mapDrawCalls?: number;
  }
}

/** Counts the page's WebGL draw calls in window.mapDrawCalls (before any of its scripts). */
export async function countMapDraws(page: Page) {
  await page.addInitScript(() => {
    window.mapDrawCalls = 0;
    for (const context of [WebGLRenderingContext, WebGL2RenderingContext]) {
      for (const name of ["drawElements", "drawArrays"] as const) {
        const draw = context.prototype[name] as (...args: unknown[]) => void;
        context.prototype[name] = function (this: unknown, ...args: unknown[]) {
          window.mapDrawCalls = (window.mapDrawCalls ?? 0) + 1;
          return draw.apply(this, args);
        } as never;
      }
    }
  });
}

export const drawCalls = (page: Page) => page.evaluate(() => window.mapDrawCalls ?? 0);

/** Waits until the map draws nothing over two polls in a row (tiles in, no easing). */
export async function mapStill(page: Page) {
  let last = -1;
  let stillFor = 0;
  await expect
    .poll(
      async () => {
        const now = await drawCalls(page);
        stillFor = now === last ? stillFor + 1 : 0;
        last = now;
        return stillFor;
      },
      { timeout: 30_000, intervals: [400] },
    )
    .toBeGreaterThanOrEqual(2);
}

/**
 * Drags with the mouse from the middle of `start` (a marker) by `dx`, `dy` in `steps` moves, waits
 * for the map to be still, and answers how far `start` moved on the screen.
 */
export async function dragFrom(page: Page, start: Locator, dx: number, dy: number, steps: number) {
  await start.scrollIntoViewIfNeeded();
  const before = (await start.boundingBox())!;
  const x = before.x + before.width / 2;
  const y = before.y + before.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps });
  await page.mouse.up();
  await mapStill(page);
  const after = (await start.boundingBox())!;
  return { x: after.x - before.x, y: after.y - before.y };
}

/**
 * A point on the map at least 40 px from anything on it a click would reach (markers, clusters,
 * controls, the popup, the attribution): where a click lands on the map itself. A fixed corner
 * is not safe: the My Location button sits 30 px from the bottom-left corner, give or take the
 * fonts.
 */
export async function emptySpotOnMap(map: Locator) {
  return map.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const taken = Array.from(
      element.querySelectorAll("button, a, summary, .maplibregl-popup, .maplibregl-ctrl"),
      (item) => item.getBoundingClientRect(),
    );
    // On the map as the page shows it: not under the sticky header or off the window, where a
    // click lands on something else (the page may have scrolled to show an open popup).
    const onMap = (x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit) && hit.matches("canvas");
    };
    const clear = (x: number, y: number) =>
      taken.every(
        (r) => x < r.left - 40 || x > r.right + 40 || y < r.top - 40 || y > r.bottom + 40,
      ) && onMap(x, y);
    for (let y = box.top + 40; y < box.bottom - 40; y += 10) {
      for (let x = box.left + 40; x < box.right - 40; x += 10) {
        if (clear(x, y)) return { x, y };
      }
    }
    throw new Error("no spot on the map 40 px from every marker and control");
  });
}

/** Waits until `target` stays put between two looks (a zoom or a pan has ended). */
export async function atRest(target: Locator) {
  let last = "";
  await expect
    .poll(
      async () => {
        const box = await target.boundingBox();
        const place = box
          ? `${Math.round(box.x + box.width / 2)},${Math.round(box.y + box.height / 2)}`
          : "";
        const still = place !== "" && place === last;
        last = place;
        return still;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Opens the map's clusters until a house marker is on screen and returns that marker, once it
 * rests where the last zoom left it. The clusters are pressed where they are: a pointer click
 * would first scroll the page to bring one out from under the sticky header.
 */
export async function houseMarkerThroughClusters(page: Page, map: Locator) {
  const houses = page.getByTestId("map-house-marker");
  await expect
    .poll(
      async () => {
        if ((await markersInView(map, houses)).length > 0) return true;
        const [next] = await markersInView(map, page.getByTestId("map-cluster"));
        await next?.dispatchEvent("click");
        return false;
      },
      { timeout: 30_000, intervals: [1500] },
    )
    .toBe(true);
  const [first] = await markersInView(map, houses);
  const id = await first!.getAttribute("data-house-id");
  const marker = page.locator(`[data-testid=map-house-marker][data-house-id="${id}"]`);
  await atRest(marker);
  return marker;
}
