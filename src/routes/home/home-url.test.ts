import { describe, expect, it } from "vitest";
import {
  clipSearchText,
  type HomeUrlSearch,
  INITIAL_CHOICES,
  readHomeUrl,
  writeHomeUrl,
} from "./home-url";

const read = (query: string) => readHomeUrl(new URLSearchParams(query));

describe("the home search in the address", () => {
  it("plain /home is the screen's first search, and that search writes no query", () => {
    expect(read("")).toEqual({ ...INITIAL_CHOICES, text: "" });
    expect(writeHomeUrl({ ...INITIAL_CHOICES, text: "" }).toString()).toBe("");
  });

  it("?q= alone is a text search, as the site search box opens it", () => {
    expect(read("q=%20Selden%20").target).toEqual({ kind: "text", searchQuery: "Selden" });
  });

  it("reads back every choice it writes", () => {
    const search: HomeUrlSearch = {
      text: "11758",
      target: { kind: "point", latitude: 40.68, longitude: -73.47, label: "11758, Massapequa, NY" },
      distance: null,
      features: ["Blow-Ups", "top-houses", "confirmed-this-season"],
      litTonight: true,
      sort: "pageViews",
      viewMode: "list",
    };
    const query = writeHomeUrl(search);
    expect(read(query.toString())).toEqual(search);
    // My location: the box's words and the label differ from any place name.
    const mine: HomeUrlSearch = {
      ...INITIAL_CHOICES,
      text: "My location",
      target: { kind: "point", latitude: 40.7, longitude: -73.1, label: "your location" },
      distance: 25,
    };
    expect(read(writeHomeUrl(mine).toString())).toEqual(mine);
  });

  it("drops what the screen cannot offer, so a link typed by hand still searches", () => {
    const search = read(
      "lat=95&lng=-73&distance=7&features=Blow-Ups,Nope,Blow-Ups&sort=cheapest&view=table&lit=1",
    );
    expect(search).toEqual({ ...INITIAL_CHOICES, text: "", features: ["Blow-Ups"] });
  });

  it("cuts a search text to the 200 characters the API takes", () => {
    const long = `${"a".repeat(199)} ${"b".repeat(100)}`;
    expect(clipSearchText(long)).toBe("a".repeat(199));
    expect(read(`q=${long}`).target).toEqual({ kind: "text", searchQuery: "a".repeat(199) });
    expect(clipSearchText("   ")).toBe("");
  });
});
