import { tourOutline } from "@contract/tour-outline";
import { describe, expect, it } from "vitest";

describe("tourOutline", () => {
  it("draws two stops a few metres apart side by side, each with a line to its spot", () => {
    const stops = [
      { latitude: 40.6832, longitude: -73.3955 },
      { latitude: 40.6778, longitude: -73.3963 },
      { latitude: 40.67783, longitude: -73.39625 },
    ];
    const outline = tourOutline(null, stops);
    const [, west, east] = outline.stops;
    // Apart by a circle and its ring (28) and the gap (2) on one axis at least.
    const apart = Math.max(Math.abs(west!.x - east!.x), Math.abs(west!.y - east!.y));
    expect(apart).toBeGreaterThanOrEqual(30);
    expect(outline.leaders.map((leader) => leader.circle)).toEqual([west, east]);
    // The line keeps to the true spots, where the leaders start.
    const spots = outline.line.split(" ").map((p) => p.split(",").map(Number));
    expect(outline.leaders.map(({ spot }) => [spot.x, spot.y])).toEqual(spots.slice(1));
    // The far stop stays on its spot.
    expect([outline.stops[0]!.x, outline.stops[0]!.y]).toEqual(spots[0]);
  });
});
