import { distanceText } from "@contract/distance-text";
import { describe, expect, it } from "vitest";
import { pinTooFar } from "./pin-distance";

const massapequa = { lat: 40.6807, lng: -73.4743 };

describe("pinTooFar", () => {
  it("lets an address-level pin move a little, not a street away", () => {
    const found = { ...massapequa, precision: "address" as const, label: "1 Holly St" };
    // About 170 m east.
    expect(pinTooFar(found, { lat: massapequa.lat, lng: massapequa.lng + 0.002 })).toBeNull();
    // About 420 m east.
    expect(pinTooFar(found, { lat: massapequa.lat, lng: massapequa.lng + 0.005 })).toBeGreaterThan(
      300,
    );
  });

  it("gives a town centre a few miles, and catches a pin in another town", () => {
    const found = { ...massapequa, precision: "town" as const, label: "1 Holly St" };
    // About 2.5 km: somewhere else in the town.
    expect(pinTooFar(found, { lat: massapequa.lat, lng: massapequa.lng + 0.03 })).toBeNull();
    // Bay Shore, about 17 km east.
    expect(pinTooFar(found, { lat: 40.7251, lng: -73.2454 })).toBeGreaterThan(15_000);
  });
});

describe("distanceText", () => {
  it("reads as people read distances", () => {
    expect(distanceText(18)).toBe("60 ft");
    expect(distanceText(2)).toBe("10 ft");
    expect(distanceText(480)).toBe("0.3 mi");
    expect(distanceText(41_012)).toBe("25 mi");
    expect(distanceText(15_000)).toBe("9.3 mi");
    // 9.97 mi rounds to 10: whole miles from there, not "10.0 mi".
    expect(distanceText(16_050)).toBe("10 mi");
  });

  it("rounds a measurement up and a limit down, so neither crosses the other", () => {
    // 30 m is 98.4 ft; 30.01 m is 98.5 ft.
    expect(distanceText(30, "down")).toBe("98 ft");
    expect(distanceText(30.01, "up")).toBe("100 ft");
    expect(distanceText(30.5, "up")).toBe("110 ft");
    expect(distanceText(161, "up")).toBe("0.2 mi");
    expect(distanceText(16_000, "up")).toBe("10 mi");
  });
});
