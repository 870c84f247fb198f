import { describe, expect, it } from "vitest";
import { distanceToPill } from "./marker-taps";

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
});

describe("distanceToPill", () => {
  it("is 0 inside a round marker and the distance to its edge outside", () => {
    const dot = box(0, 0, 18, 18);
    expect(distanceToPill(dot, 9, 9)).toBe(0);
    expect(distanceToPill(dot, 9, 0)).toBe(0);
    expect(distanceToPill(dot, 9 + 19, 9)).toBe(10);
    // A corner of the box is outside the circle.
    expect(distanceToPill(dot, 0, 0)).toBeCloseTo(Math.hypot(9, 9) - 9);
  });

  it("measures a long count's pill from its straight sides and its round ends", () => {
    const pill = box(0, 0, 60, 32);
    expect(distanceToPill(pill, 30, 16)).toBe(0);
    expect(distanceToPill(pill, 30, 40)).toBe(8);
    expect(distanceToPill(pill, 70, 16)).toBe(10);
    expect(distanceToPill(pill, 1, 1)).toBeGreaterThan(0);
  });
});
