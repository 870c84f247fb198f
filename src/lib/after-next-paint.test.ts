import { describe, expect, it } from "vitest";
import { afterNextPaint } from "./after-next-paint";

describe("afterNextPaint", () => {
  it("resolves in a task after the next frame's callbacks, not before them", async () => {
    const order: string[] = [];
    const after = afterNextPaint().then(() => order.push("after paint"));
    requestAnimationFrame(() => order.push("frame"));
    for (let turn = 0; turn < 50; turn++) await Promise.resolve();
    expect(order).toEqual([]);
    await after;
    expect(order).toEqual(["frame", "after paint"]);
  });
});
