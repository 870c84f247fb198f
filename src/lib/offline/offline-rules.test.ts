import { MAP_PAGE_SIZE } from "@contract/limits";
import { describe, expect, it } from "vitest";
import {
  favoriteCheckHouseId,
  favoritesListHouseIds,
  goneHouseId,
  hostedPhotoPaths,
  houseApiPaths,
  isHouseDetailApi,
  isHouseIdApi,
  isMapHouseListApi,
  isOfflineReadableApi,
  isSharedTourApi,
  isTownApi,
  tokenSubject,
  townApiPath,
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
    "/api/favorites/2/check",
    "/api/tours",
    "/api/tours/12",
  ])("keeps %s", (path) => {
    expect(isOfflineReadableApi(path)).toBe(true);
  });

  it.each([
    "/api/houses",
    "/api/houses/2",
    "/api/favorites/2",
    "/api/favorites/abc/check",
    "/api/favorites/2/check/x",
    "/api/favorites/extra/path",
    "/api/tours/12/stops",
    "/api/admin/users",
    "/api/auth/user/x",
    // Kept for every visitor instead (isSharedTourApi, decision 390).
    "/api/tours/shared/abc-123",
  ])("never keeps %s", (path) => {
    expect(isOfflineReadableApi(path)).toBe(false);
  });
});

describe("isSharedTourApi", () => {
  it("keeps a shared tour's answer", () => {
    expect(isSharedTourApi("/api/tours/shared/abc-123")).toBe(true);
  });

  it.each([
    "/api/tours/shared",
    "/api/tours/shared/abc-123/open",
    "/api/tours/shared/abc-123/copy",
    "/api/tours/12",
    "/api/tours/popular",
  ])("leaves %s", (path) => {
    expect(isSharedTourApi(path)).toBe(false);
  });
});

describe("isTownApi", () => {
  it("keeps a town page's answer, under the path the town page asks by (decision 401)", () => {
    expect(isTownApi("/api/towns/massapequa")).toBe(true);
    expect(townApiPath("sea cliff")).toBe("/api/towns/sea%20cliff");
    expect(isTownApi(townApiPath("sea cliff"))).toBe(true);
  });

  it.each(["/api/towns", "/api/towns/", "/api/towns/massapequa/houses", "/api/houses/massapequa"])(
    "leaves %s",
    (path) => {
      expect(isTownApi(path)).toBe(false);
    },
  );

  it("is no signed-in user's answer", () => {
    expect(isOfflineReadableApi("/api/towns/massapequa")).toBe(false);
  });
});

describe("houseApiPaths", () => {
  it("gives the slug path, then the id path", () => {
    expect(
      houseApiPaths({ id: 7, citySlug: "massapequa", streetSlug: "368-hillside-ave" }),
    ).toEqual(["/api/houses/massapequa/368-hillside-ave", "/api/houses/7"]);
  });

  it("encodes the slugs as the house page does", () => {
    expect(houseApiPaths({ id: 7, citySlug: "sea cliff", streetSlug: "1/2 main" })).toEqual([
      "/api/houses/sea%20cliff/1%2F2%20main",
      "/api/houses/7",
    ]);
  });

  it.each([
    { id: 7, citySlug: null, streetSlug: null },
    { id: 7, citySlug: "massapequa", streetSlug: "" },
    { id: 7 },
  ])("gives only the id path without both slugs (%o)", (house) => {
    expect(houseApiPaths(house)).toEqual(["/api/houses/7"]);
  });

  it.each([null, "7", [], { id: "7", citySlug: "a", streetSlug: "b" }, { id: 0 }, { id: 1.5 }])(
    "gives nothing for an answer without an id (%o)",
    (house) => {
      expect(houseApiPaths(house)).toEqual([]);
    },
  );

  it("gives paths the house rules recognize, the id path last", () => {
    const paths = houseApiPaths({ id: 7, citySlug: "massapequa", streetSlug: "368-hillside-ave" });
    expect(paths.every(isHouseDetailApi)).toBe(true);
    expect(paths.map(isHouseIdApi)).toEqual([false, true]);
  });
});

describe("goneHouseId", () => {
  it("reads the house a house-gone 404 names", () => {
    expect(goneHouseId(404, { message: "House not found", houseId: 7 })).toBe(7);
  });

  it.each([
    [404, { message: "House not found" }],
    [404, { message: "Review not found", houseId: 7 }],
    [404, { message: "House not found", houseId: "7" }],
    [404, null],
    [500, { message: "House not found", houseId: 7 }],
    [403, { message: "House not found", houseId: 7 }],
  ])("is null for %i %o (not a house the server says is gone)", (status, answer) => {
    expect(goneHouseId(status, answer)).toBeNull();
  });
});

describe("hostedPhotoPaths", () => {
  it("gives the hosted main image and gallery photos once each, without a width", () => {
    expect(
      hostedPhotoPaths({
        mainImageUrl: "/api/media/a.jpg",
        photos: [
          { imageUrl: "/api/media/a.jpg" },
          { imageUrl: "/api/media/b.jpg?w=400" },
          { imageUrl: "/demo/house-1.jpg" },
          { imageUrl: null },
        ],
      }),
    ).toEqual(["/api/media/a.jpg", "/api/media/b.jpg"]);
  });

  it.each([null, "x", { mainImageUrl: "/demo/house-1.jpg", photos: "none" }])(
    "gives nothing for %o",
    (answer) => {
      expect(hostedPhotoPaths(answer)).toEqual([]);
    },
  );
});

describe("favoriteCheckHouseId", () => {
  it("reads the house of a favorite check", () => {
    expect(favoriteCheckHouseId("/api/favorites/42/check")).toBe(42);
  });

  it.each(["/api/favorites", "/api/favorites/42", "/api/favorites/x/check"])(
    "is null for %s",
    (path) => {
      expect(favoriteCheckHouseId(path)).toBeNull();
    },
  );
});

describe("favoritesListHouseIds", () => {
  const url = (search = "") => new URL(`https://lights.example/api/favorites${search}`);
  const favorite = (houseId: number) => ({ id: houseId * 10, houseId, house: { id: houseId } });

  it("gives the houses of the favorites screen's list", () => {
    expect(favoritesListHouseIds(url(), [favorite(2), favorite(5)])).toEqual(new Set([2, 5]));
    expect(favoritesListHouseIds(url(), [])).toEqual(new Set());
  });

  it.each(["?limit=10", "?offset=500"])("is null for a page of it (%s)", (search) => {
    expect(favoritesListHouseIds(url(search), [favorite(2)])).toBeNull();
  });

  it.each([null, { error: "Unauthorized" }, [{ id: 1 }], [favorite(2), { houseId: "3" }]])(
    "is null for an answer that is not a list of favorites (%o)",
    (answer) => {
      expect(favoritesListHouseIds(url(), answer)).toBeNull();
    },
  );

  it("is null for another path", () => {
    expect(
      favoritesListHouseIds(new URL("https://lights.example/api/tours"), [favorite(2)]),
    ).toBeNull();
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
