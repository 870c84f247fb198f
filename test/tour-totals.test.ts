import { greatCircle } from "@contract/great-circle";
import {
  arrivalMinutes,
  arrivesAfterHours,
  startLegNote,
  tourStopCountText,
  tourTotals,
} from "@contract/tour-totals";
import { describe, it } from "vitest";

const LAT = 40.75;
const MILES_PER_DEGREE = greatCircle(LAT, 0, LAT, 0.001) * 1000;
/** A stop `milesEast` miles east of (LAT, -73.5). */
const east = (id: number, milesEast: number, avgRating = 0) => ({
  id,
  latitude: LAT,
  longitude: -73.5 + milesEast / MILES_PER_DEGREE,
  avgRating,
  reviewCount: 0,
});
const HOME = { latitude: LAT, longitude: -73.5 };

describe("tour totals", () => {
  const stops = [east(1, 2), east(2, 4), east(3, 6)];

  it("counts the start leg only where the viewer knows the start", ({ expect }) => {
    const place = tourTotals({ kind: "place", ...HOME }, stops, null);
    expect(place).toMatchObject({ miles: 6, startLeg: "included", stopCount: 3, totalStops: 3 });
    const located = tourTotals({ kind: "myLocation" }, stops, null, HOME);
    expect(located.miles).toBe(6);
    const unknown = tourTotals({ kind: "myLocation" }, stops, null);
    expect(unknown).toMatchObject({ miles: 4, startLeg: "notIncluded" });
    expect(startLegNote(unknown.startLeg)).toMatch(/not included/);
    expect(startLegNote(tourTotals({ kind: "none" }, stops, null).startLeg)).toBeNull();
  });

  it("counts the stops on the route, of all stops under a budget", ({ expect }) => {
    // 20 mph: 6 miles = 18 min, plus 5 a stop; 30 min keeps two of the three.
    const totals = tourTotals({ kind: "place", ...HOME }, stops, 30);
    expect(totals.stopCount).toBe(2);
    expect(tourStopCountText(totals)).toBe("2 of 3 stops");
    expect(tourStopCountText(tourTotals({ kind: "none" }, stops, null))).toBe("3 stops");
  });
});

describe("arrivals and hours", () => {
  it("adds the drive and five minutes at each earlier stop", ({ expect }) => {
    // 2 miles at 20 mph = 6 min to each next stop.
    expect(arrivalMinutes(HOME, [east(1, 2), east(2, 4), east(3, 6)])).toEqual([6, 17, 28]);
    expect(arrivalMinutes(null, [east(1, 2), east(2, 4)])).toEqual([0, 11]);
  });

  it("warns when the tour reaches a stop after its lights go off", ({ expect }) => {
    const hours = { litFrom: "16:30", litUntil: "22:00" };
    // 21:30 in New York on Dec 10 (EST, UTC-5).
    const start = new Date("2026-12-11T02:30:00Z");
    expect(arrivesAfterHours(hours, start, 20)).toBeNull();
    expect(arrivesAfterHours(hours, start, 40)).toEqual({
      arriveAt: 22 * 60 + 10,
      untilMinute: 1320,
    });
    // Lights until 00:30 (a night minute after midnight).
    expect(arrivesAfterHours({ litFrom: "17:00", litUntil: "00:30" }, start, 40)).toBeNull();
    expect(arrivesAfterHours({ litFrom: null, litUntil: null }, start, 400)).toBeNull();
  });

  it("warns through the night, not on a tour planned in the morning for tonight", ({ expect }) => {
    const hours = { litFrom: "16:30", litUntil: "23:00" };
    // New York times on Dec 10-11 (EST, UTC-5), 20 minutes to the stop.
    const at = (utc: string) => arrivesAfterHours(hours, new Date(utc), 20);
    expect(at("2026-12-10T15:00:00Z")).toBeNull(); // 10:00, arrives 10:20
    expect(at("2026-12-10T16:30:00Z")).toBeNull(); // 11:30, arrives 11:50
    expect(at("2026-12-10T17:30:00Z")).toBeNull(); // 12:30
    expect(at("2026-12-11T01:00:00Z")).toBeNull(); // 20:00
    expect(at("2026-12-11T04:30:00Z")).toEqual({ arriveAt: 23 * 60 + 50, untilMinute: 1380 });
    expect(at("2026-12-11T06:00:00Z")).toEqual({ arriveAt: 25 * 60 + 20, untilMinute: 1380 });
    expect(at("2026-12-11T10:30:00Z")).toEqual({ arriveAt: 29 * 60 + 50, untilMinute: 1380 });
    expect(at("2026-12-11T11:00:00Z")).toBeNull(); // 6:00, arrives 6:20: the next night's
  });
});
