/**
 * A shared tour's page (worker/pages/shared-tour-page.ts): the SPA's index.html (the test pool
 * serves the source one through ASSETS) with the tour's first paint in #root (name, totals, an
 * outline of the numbered stops, the stop list in tour order) and the API's answer as a data
 * block; unknown links are the not-found page.
 */
import { FIRST_PAINT_ATTRIBUTE } from "@contract/house-page-data";
import { TOUR_DATA_ELEMENT_ID } from "@contract/shared-tour-page-data";
import { tourSchema } from "@contract/tours";
import { describe, it } from "vitest";
import { expectJson } from "./expect-json";
import { api, createHouse, newCaller, signedIn } from "./factories";

const DATA_BLOCK = new RegExp(
  `<script type="application/json" id="${TOUR_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

describe("shared tour page", () => {
  it("paints the tour from the HTML: name, totals, numbered outline and stops, with the tour as data", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    // Three houses west to east, listed east first: the page keeps the owner's order.
    const [west, middle, east] = [
      await createHouse({ title: "West <Glow>", latitude: 40.7, longitude: -73.5 }),
      await createHouse({ title: "Middle Lights", latitude: 40.72, longitude: -73.45 }),
      await createHouse({ title: "East & Bright", latitude: 40.74, longitude: -73.4 }),
    ];
    const created = await api("/api/tours", {
      method: "POST",
      token: owner.token,
      body: { name: "Bay <Shore> tour", stopIds: [east!.id, middle!.id, west!.id] },
    });
    const tour = await expectJson(created, tourSchema);

    const res = await api(`/tours/shared/${tour.shareId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    const html = await res.text();
    expect(html).toContain("<title>Bay &lt;Shore&gt; tour · LI Lights</title>");
    expect(html).toContain('<meta name="robots" content="noindex');

    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`${FIRST_PAINT_ATTRIBUTE}="tour"`);
    expect(root).toContain(
      '<h1 class="wrap-anywhere font-bold text-3xl tracking-tight">Bay &lt;Shore&gt; tour</h1>',
    );
    expect(root).toContain("A shared light tour · from the first stop");
    // The stops in the owner's order, numbered, escaped.
    const stops = [...root.matchAll(/<span class="sr-only">(Stop \d+: )<\/span>([^<]*)<\/p>/g)].map(
      (m) => `${m[1]}${m[2]}`,
    );
    expect(stops).toEqual([
      "Stop 1: East &amp; Bright",
      "Stop 2: Middle Lights",
      "Stop 3: West &lt;Glow&gt;",
    ]);
    // The outline: one numbered circle per stop, the first (east) right of the last (west), and
    // the line through them in order.
    expect(root).toContain(
      'aria-label="Outline of the tour&#39;s route: 3 numbered stops in order"',
    );
    const circles = [...root.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="12"/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
    }));
    expect(circles).toHaveLength(3);
    expect(circles[0]!.x).toBeGreaterThan(circles[2]!.x);
    // North up: the east house is also the northernmost.
    expect(circles[0]!.y).toBeLessThan(circles[2]!.y);
    const line = /<polyline points="([^"]*)"/.exec(root)?.[1];
    expect(line).toBe(circles.map((c) => `${c.x},${c.y}`).join(" "));

    // The data block is the API's answer, for the screen to start from.
    const block = DATA_BLOCK.exec(html);
    const shared = await expectJson(await api(`/api/tours/shared/${tour.shareId}`), tourSchema);
    expect(JSON.parse(block![1]!)).toEqual(shared);
  });

  it("an unknown or malformed link is the not-found page", async ({ expect }) => {
    for (const path of ["/tours/shared/no-such-tour", "/tours/shared/bad%20id%3Cscript%3E"]) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).not.toContain(`${FIRST_PAINT_ATTRIBUTE}="tour"`);
      expect(html, path).not.toContain(TOUR_DATA_ELEMENT_ID);
    }
  });
});
