import { housePath } from "@contract/house-path";
import { classifyLocationInput } from "@contract/location-input";
import { streetLine } from "@contract/place-line";
import { describe, expect, it } from "vitest";
import { formatDistance, formatRating, fullAddress, photoCount } from "../house/format";
import { wantsAutocomplete } from "./location-input";

describe("location input rules", () => {
  it("exactly 5 digits is a ZIP; a decimal pair is a point; anything else is text", () => {
    expect(classifyLocationInput(" 11758 ")).toEqual({ kind: "zip", zip: "11758" });
    expect(classifyLocationInput("40.68, -73.47")).toEqual({
      kind: "coordinates",
      latitude: 40.68,
      longitude: -73.47,
    });
    expect(classifyLocationInput("40.68,-73.47")).toMatchObject({ kind: "coordinates" });
    expect(classifyLocationInput("117580")).toEqual({ kind: "text", text: "117580" });
    expect(classifyLocationInput("95.1, 10")).toEqual({ kind: "text", text: "95.1, 10" });
    expect(classifyLocationInput("Massapequa")).toEqual({ kind: "text", text: "Massapequa" });
    expect(classifyLocationInput("   ")).toEqual({ kind: "empty" });
  });

  it("autocomplete only for 3+ characters of text", () => {
    expect(wantsAutocomplete("Ma")).toBe(false);
    expect(wantsAutocomplete("Mas")).toBe(true);
    expect(wantsAutocomplete("11758")).toBe(false);
    expect(wantsAutocomplete("40.7, -73.1")).toBe(false);
  });
});

describe("card formatting", () => {
  it("rating and distance with 1 decimal; street line is the first comma part", () => {
    expect(formatRating(4)).toBe("4.0");
    expect(formatRating(3.6666)).toBe("3.7");
    expect(formatDistance(2.99)).toBe("3.0 mi");
    expect(streetLine("12 Oak St, Apt 4, Massapequa")).toBe("12 Oak St");
    expect(fullAddress({ address: "12 Oak St", city: "Massapequa", state: "New York" })).toBe(
      "12 Oak St, Massapequa, NY",
    );
  });

  it("photo count is the main image plus extra photos", () => {
    expect(photoCount({ mainImageUrl: "/a.jpg", photos: [1, 2] })).toBe(3);
    expect(photoCount({ mainImageUrl: null, photos: [1] })).toBe(1);
  });
});

describe("house links", () => {
  it("use both slugs, else the id", () => {
    expect(housePath({ id: 7, citySlug: "freeport", streetSlug: "10-washington-ave" })).toBe(
      "/house/freeport/10-washington-ave",
    );
    expect(housePath({ id: 7, citySlug: "freeport", streetSlug: null })).toBe("/house/7");
    expect(housePath({ id: 7, citySlug: null, streetSlug: null })).toBe("/house/7");
  });
});
