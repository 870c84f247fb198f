import { type MarkerBox, type MarkerCentre, spreadMarkers } from "@contract/spread-markers";
import { describe, expect, it } from "vitest";

const stop = (x: number, y: number): MarkerBox => ({ x, y, width: 30, height: 30 });

/** Whether any two boxes, drawn at their centres, come closer than `gap`. */
function overlapping(boxes: MarkerBox[], centres: MarkerCentre[], gap: number) {
  return boxes.some((a, i) =>
    boxes.some((b, j) => {
      if (j <= i) return false;
      const dx = Math.abs(centres[i]!.x - centres[j]!.x);
      const dy = Math.abs(centres[i]!.y - centres[j]!.y);
      return dx < (a.width + b.width) / 2 + gap && dy < (a.height + b.height) / 2 + gap;
    }),
  );
}

describe("spreadMarkers", () => {
  it("leaves markers that do not overlap where they are", () => {
    const boxes = [stop(0, 0), stop(40, 0), stop(0, 100)];
    expect(spreadMarkers(boxes, 2)).toEqual([
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 0, y: 100 },
    ]);
  });

  it("parts two stops at one spot sideways, in tour order, each half the way", () => {
    const [first, second] = spreadMarkers([stop(100, 50), stop(100, 50)], 2);
    expect(first!.x).toBeCloseTo(84, 1);
    expect(second!.x).toBeCloseTo(116, 1);
    expect(first!.y).toBe(50);
    expect(second!.y).toBe(50);
  });

  it("parts a near pair along the line between them, keeping which lies where", () => {
    // The second a pixel north-east of the first.
    const [first, second] = spreadMarkers([stop(0, 0), stop(1, -1)], 2);
    expect(second!.x - first!.x).toBeCloseTo(32, 1);
    expect(second!.y - first!.y).toBeCloseTo(-32, 1);
    expect(first!.x + second!.x).toBeCloseTo(1);
  });

  it("moves only the others around a fixed marker", () => {
    const start = { ...stop(0, 0), fixed: true };
    const [kept, moved] = spreadMarkers([start, stop(0, 5)], 2);
    expect(kept).toEqual({ x: 0, y: 0 });
    expect(moved!.x).toBe(0);
    expect(moved!.y).toBeCloseTo(32, 1);
  });

  it("clears every overlap in a crowd of twenty on one street", () => {
    const boxes = Array.from({ length: 20 }, (_, i) => stop(i * 0.7, i * 0.3));
    boxes.push(stop(3, 3), stop(3, 3));
    const centres = spreadMarkers(boxes, 2);
    expect(overlapping(boxes, centres, 2)).toBe(false);
  });
});
