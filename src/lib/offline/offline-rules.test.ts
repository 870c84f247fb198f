import { MAP_PAGE_SIZE } from "@contract/limits";
import { describe, expect, it } from "vitest";
import {
  isHouseDetailApi,
  isMapHouseListApi,
  isOfflineReadableApi,
  tokenSubject,
} from "./offline-rules";

/** An unsigned JWT (as the Auth Emulator issues) with the given payload. */
function jwt(payload: object) {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  return `${encode({ alg: "none" })}.${encode(payload)}.`;
}

describe("isMapHouseListApi", () => {
  const url = (search: string) => new URL(`https://lights.example/api/houses${search}`);

  it.each([`?limit=${MAP_PAGE_SIZE}&offset=0`, `?limit=${MAP_PAGE_SIZE}&offset=200`])(
    "keeps the map's page %s",
    (search) => {
      expect(isMapHouseListApi(url(search))).toBe(true);
    },
  );

  it.each([
    "",
    "?limit=12&offset=0",
    `?limit=${MAP_PAGE_SIZE}&offset=0&features=music`,
    `?limit=${MAP_PAGE_SIZE}&offset=0&searchQuery=elm`,
    `?limit=${MAP_PAGE_SIZE}&latitude=40.7&longitude=-73.5&maxDistance=5`,
  ])("leaves the list %s (a search, a filter or another page size)", (search) => {
    expect(isMapHouseListApi(url(search))).toBe(false);
  });

  it("leaves other paths", () => {
    expect(
      isMapHouseListApi(new URL(`https://lights.example/api/houses/2?limit=${MAP_PAGE_SIZE}`)),
    ).toBe(false);
  });
});

describe("isHouseDetailApi", () => {
  it.each(["/api/houses/2", "/api/houses/massapequa/12-elm-street"])("keeps %s", (path) => {
    expect(isHouseDetailApi(path)).toBe(true);
  });

  it.each([
    "/api/houses",
    "/api/houses/top-rated",
    "/api/houses/stats",
    "/api/houses/2/reviews",
    "/api/houses/2/photos/5",
    "/api/houses/massapequa/12-elm-street/extra",
  ])("leaves %s", (path) => {
    expect(isHouseDetailApi(path)).toBe(false);
  });
});

describe("isOfflineReadableApi", () => {
  it.each([
    "/api/auth/user",
    "/api/favorites",
    "/api/tours",
    "/api/tours/12",
    "/api/tours/shared/abc-123",
  ])("keeps %s", (path) => {
    expect(isOfflineReadableApi(path)).toBe(true);
  });

  it.each([
    "/api/houses",
    "/api/houses/2",
    "/api/favorites/2/check",
    "/api/favorites/extra/path",
    "/api/tours/12/stops",
    "/api/admin/users",
    "/api/auth/user/x",
  ])("never keeps %s", (path) => {
    expect(isOfflineReadableApi(path)).toBe(false);
  });
});

describe("tokenSubject", () => {
  it("reads the user id of a bearer token", () => {
    expect(tokenSubject(`Bearer ${jwt({ sub: "user-1", name: "Ünïcode ✓" })}`)).toBe("user-1");
  });

  it.each([
    null,
    "",
    "Basic abc",
    "Bearer not-a-jwt",
    `Bearer ${jwt({ name: "no subject" })}`,
    `Bearer ${jwt({ sub: 42 })}`,
    "Bearer aaa.!!!.bbb",
  ])("is null for %s", (header) => {
    expect(tokenSubject(header)).toBeNull();
  });
});
