import { describe, expect, it } from "vitest";
import { formatCount } from "./format";

describe("formatCount", () => {
  it("groups thousands like en-US", () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_000_000, 987_654_321]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
  });
});
