import { describe, expect, it } from "vitest";
import { appleMapsStopUrl, googleMapsTourUrls, wazeStopUrl } from "./tour-links";

const point = (i: number) => ({ latitude: 40.7 + i / 100, longitude: -73.5 });
const text = (i: number) => `${(40.7 + i / 100).toFixed(6)},-73.500000`;

describe("googleMapsTourUrls", () => {
  it("puts origin, the waypoints in order and the destination in one link up to 10 stops", () => {
    const stops = Array.from({ length: 10 }, (_, i) => point(i + 1));
    const [url, ...more] = googleMapsTourUrls(point(0), stops);
    expect(more).toEqual([]);
    const params = new URL(url!).searchParams;
    expect(params.get("api")).toBe("1");
    expect(params.get("origin")).toBe(text(0));
    expect(params.get("waypoints")).toBe([1, 2, 3, 4, 5, 6, 7, 8, 9].map(text).join("|"));
    expect(params.get("destination")).toBe(text(10));
  });

  it("splits 20 stops into two legs, the second starting where the first ended", () => {
    const stops = Array.from({ length: 20 }, (_, i) => point(i + 1));
    const urls = googleMapsTourUrls(point(0), stops).map((u) => new URL(u).searchParams);
    expect(urls).toHaveLength(2);
    expect(urls[0]!.get("destination")).toBe(text(10));
    expect(urls[1]!.get("origin")).toBe(text(10));
    expect(urls[1]!.get("waypoints")!.split("|")).toHaveLength(9);
    expect(urls[1]!.get("destination")).toBe(text(20));
  });

  it("leaves the origin out for the device's location, and a single stop has no waypoints", () => {
    const [url] = googleMapsTourUrls(null, [point(1)]);
    const params = new URL(url!).searchParams;
    expect(params.has("origin")).toBe(false);
    expect(params.has("waypoints")).toBe(false);
    expect(params.get("destination")).toBe(text(1));
    expect(googleMapsTourUrls(null, [])).toEqual([]);
  });
});

it("links one stop in Apple Maps and Waze", () => {
  expect(appleMapsStopUrl(point(1))).toBe(`https://maps.apple.com/?daddr=${text(1)}&dirflg=d`);
  expect(wazeStopUrl(point(1))).toBe(`https://waze.com/ul?ll=${text(1)}&navigate=yes`);
});
