import { describe, expect, it } from "vitest";
import { framingBounds } from "./framing";

/** Houses spread west to east along the island, with two far out east. */
const houses = [
  ...Array.from({ length: 38 }, (_, i) => ({
    latitude: 40.7 + i * 0.002,
    longitude: -73.6 + i * 0.02,
  })),
  { latitude: 41.03, longitude: -71.95 },
  { latitude: 41.1, longitude: -72.3 },
];

describe("framingBounds", () => {
  it("fits every one of a few houses", () => {
    const few = houses.slice(-12);
    const [[west, south], [east, north]] = framingBounds(few)!;
    expect(west).toBeCloseTo(-73.04);
    expect(east).toBeCloseTo(-71.95);
    expect(south).toBeCloseTo(40.756);
    expect(north).toBeCloseTo(41.1);
  });

  it("leaves the farthest of many houses out, so the rest fill the screen", () => {
    const [[west], [east]] = framingBounds(houses)!;
    expect(west).toBeCloseTo(-73.56);
    expect(east).toBeLessThan(-72.8);
  });

  it("keeps a town's few houses at street scale, and needs two houses", () => {
    const [[west], [east]] = framingBounds([
      { latitude: 40.68, longitude: -73.47 },
      { latitude: 40.68, longitude: -73.469 },
    ])!;
    expect(east - west).toBeCloseTo(0.03);
    expect(framingBounds([{ latitude: 40.68, longitude: -73.47 }])).toBeNull();
  });
});
