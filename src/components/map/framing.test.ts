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
  it("fits every house on a wide screen", () => {
    const [[west, south], [east, north]] = framingBounds(houses, false)!;
    expect(west).toBeCloseTo(-73.6);
    expect(east).toBeCloseTo(-71.95);
    expect(south).toBeCloseTo(40.7);
    expect(north).toBeCloseTo(41.1);
  });

  it("leaves the farthest houses out on a tall screen, so the rest fill it", () => {
    const [[west], [east]] = framingBounds(houses, true)!;
    expect(west).toBeCloseTo(-73.56);
    expect(east).toBeLessThan(-72.8);
  });

  it("keeps a town's few houses at street scale, and needs two houses", () => {
    const [[west], [east]] = framingBounds(
      [
        { latitude: 40.68, longitude: -73.47 },
        { latitude: 40.68, longitude: -73.469 },
      ],
      true,
    )!;
    expect(east - west).toBeCloseTo(0.03);
    expect(framingBounds([{ latitude: 40.68, longitude: -73.47 }], false)).toBeNull();
  });
});
