import { describe, expect, it } from "vitest";
import { formatCount, formatLongDate } from "./format";

describe("formatCount", () => {
  it("groups thousands like en-US", () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_000_000, 987_654_321]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
  });
});

describe("formatLongDate", () => {
  it("reads like en-US's long date in the visitor's time zone, every day of a leap year", () => {
    for (let day = 0; day < 366; day++) {
      const iso = new Date(Date.UTC(2028, 0, 1 + day, 15, 30)).toISOString();
      expect(formatLongDate(iso)).toBe(
        new Date(iso).toLocaleDateString("en-US", {
          year: "numeric",
          month: "long",
          day: "numeric",
        }),
      );
    }
  });
});
