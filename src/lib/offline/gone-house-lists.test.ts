import { MAP_PAGE_SIZE } from "@contract/limits";
import { tourTotals } from "@contract/tour-totals";
import { describe, expect, it } from "vitest";
import {
  mapPagesWithoutHouse,
  type SavedMapPage,
  savedAnswerWithoutHouse,
  savedHouseMentions,
} from "./gone-house-lists";
import { goneHouseIds } from "./gone-houses-record";

const GONE = 41;
const url = (path: string) => new URL(`https://lights.example${path}`);
const MAP_PAGE = (offset: number) => url(`/api/houses?limit=${MAP_PAGE_SIZE}&offset=${offset}`);

/** A house as a list answer (favorites, a tour's stop, the map) shows it. */
function listed(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    title: `House ${id}`,
    latitude: 40.7 + id / 1000,
    longitude: -73.5 - id / 1000,
    avgRating: 4,
    reviewCount: 2,
    mainImageUrl: `/api/media/houses/${id}.jpg`,
    citySlug: "massapequa",
    streetSlug: `${id}-elm-street`,
    ...extra,
  };
}

function favorite(houseId: number) {
  return { id: houseId * 10, houseId, createdAt: "2024-12-01T00:00:00Z", house: listed(houseId) };
}

function tour(id: number, stopIds: number[], start: unknown = { kind: "none" }) {
  const stops = stopIds.map((stopId) => listed(stopId));
  return {
    id,
    shareId: `share${id}`,
    name: `Tour ${id}`,
    start,
    budgetMinutes: null,
    stops,
    estimate: { miles: 99, minutes: 999, stopCount: stops.length, totalStops: stops.length },
    published: null,
  };
}

/** The totals the server gives a tour of these stops (worker/db/tours.ts). */
function estimateOf(start: Parameters<typeof tourTotals>[0], stopIds: number[]) {
  const { miles, minutes, stopCount, totalStops, startLeg } = tourTotals(
    start,
    stopIds.map((id) => listed(id)),
    null,
  );
  return { miles, minutes, stopCount, totalStops, startLeg };
}

describe("savedAnswerWithoutHouse", () => {
  it("deletes the gone house's own page under its id and its slugs, and its favorite state", () => {
    const house = { ...listed(GONE), photos: [] };
    expect(savedAnswerWithoutHouse(url(`/api/houses/${GONE}`), null, GONE)).toEqual({
      kind: "delete",
    });
    expect(savedAnswerWithoutHouse(url("/api/houses/massapequa/old-street"), house, GONE)).toEqual({
      kind: "delete",
    });
    expect(
      savedAnswerWithoutHouse(url(`/api/favorites/${GONE}/check`), { isFavorite: true }, GONE),
    ).toEqual({ kind: "delete" });
  });

  it("keeps another house's page and favorite state, and the answers that name no house", () => {
    for (const [path, answer] of [
      ["/api/houses/7", listed(7)],
      ["/api/houses/massapequa/7-elm-street", listed(7)],
      ["/api/favorites/7/check", { isFavorite: true }],
      ["/api/auth/user", { id: "user-1", email: "a@example.com" }],
      ["/api/tours/popular", [{ tourId: 3, shareId: "abc", stopCount: 2, stopIds: [7, 8] }]],
      // Saved before the answer named its houses: nothing to go by.
      ["/api/tours/popular?limit=3", [{ tourId: 3, shareId: "abc", stopCount: 2 }]],
      // The map's pages go through mapPagesWithoutHouse, together.
      [`/api/houses?limit=${MAP_PAGE_SIZE}&offset=0`, { houses: [listed(GONE)], totalCount: 1 }],
    ] as const) {
      expect(savedAnswerWithoutHouse(url(path), answer, GONE)).toEqual({ kind: "keep" });
    }
  });

  it("writes the favorites list again without the house, and keeps a list without it", () => {
    const list = [favorite(7), favorite(GONE), favorite(8)];
    expect(savedAnswerWithoutHouse(url("/api/favorites"), list, GONE)).toEqual({
      kind: "rewrite",
      answer: [favorite(7), favorite(8)],
    });
    expect(savedAnswerWithoutHouse(url("/api/favorites"), [favorite(7)], GONE)).toEqual({
      kind: "keep",
    });
  });

  it("writes a saved tour, shared tour and the tours list again without the stop, with the server's totals", () => {
    const start = { kind: "place", label: "Home", latitude: 40.65, longitude: -73.45 } as const;
    const withGone = tour(1, [7, GONE, 8], start);
    const expected = {
      ...withGone,
      stops: [listed(7), listed(8)],
      estimate: estimateOf(start, [7, 8]),
    };
    expect(savedAnswerWithoutHouse(url("/api/tours/1"), withGone, GONE)).toEqual({
      kind: "rewrite",
      answer: expected,
    });
    expect(savedAnswerWithoutHouse(url("/api/tours/shared/share1"), withGone, GONE)).toEqual({
      kind: "rewrite",
      answer: expected,
    });
    const other = tour(2, [7, 9]);
    expect(savedAnswerWithoutHouse(url("/api/tours"), [other, withGone], GONE)).toEqual({
      kind: "rewrite",
      answer: [other, expected],
    });
    expect(savedAnswerWithoutHouse(url("/api/tours"), [other], GONE)).toEqual({ kind: "keep" });
    expect(savedAnswerWithoutHouse(url("/api/tours/2"), other, GONE)).toEqual({ kind: "keep" });
  });

  it("writes the popular list again with one stop fewer, and without a tour left with none (decision 377)", () => {
    const entry = (tourId: number, stopIds: number[]) => ({
      tourId,
      shareId: `share${tourId}`,
      name: `Tour ${tourId}`,
      stopCount: stopIds.length,
      stopIds,
      opensThisSeason: 5 - tourId,
    });
    const list = [entry(1, [7, GONE, 8]), entry(2, [GONE]), entry(3, [9])];
    const expected = { kind: "rewrite", answer: [entry(1, [7, 8]), entry(3, [9])] };
    expect(savedAnswerWithoutHouse(url("/api/tours/popular?limit=50"), list, GONE)).toEqual(
      expected,
    );
    // The landing's top three, the same way.
    expect(savedAnswerWithoutHouse(url("/api/tours/popular?limit=3"), list, GONE)).toEqual(
      expected,
    );
    expect(savedAnswerWithoutHouse(url("/api/tours/popular"), [entry(3, [9])], GONE)).toEqual({
      kind: "keep",
    });
  });

  it("keeps a tour's old totals when the answer is not one it can count again", () => {
    const odd = { ...tour(1, [7, GONE]), start: { kind: "somewhere" } };
    expect(savedAnswerWithoutHouse(url("/api/tours/1"), odd, GONE)).toEqual({
      kind: "rewrite",
      answer: { ...odd, stops: [listed(7)] },
    });
  });

  it("writes a saved town page again without the house, its count one fewer (decision 401)", () => {
    const town = { citySlug: "massapequa", city: "Massapequa", state: "NY", houseCount: 3 };
    const saved = { town, houses: [listed(7), listed(GONE), listed(9)], neighbours: [] };
    expect(savedAnswerWithoutHouse(url("/api/towns/massapequa"), saved, GONE)).toEqual({
      kind: "rewrite",
      answer: { ...saved, town: { ...town, houseCount: 2 }, houses: [listed(7), listed(9)] },
    });
    expect(
      savedAnswerWithoutHouse(
        url("/api/towns/massapequa"),
        { ...saved, houses: [listed(7)] },
        GONE,
      ),
    ).toEqual({ kind: "keep" });
  });

  it("keeps answers that are not what their path says", () => {
    for (const path of [
      "/api/favorites",
      "/api/tours",
      "/api/tours/1",
      "/api/tours/popular",
      "/api/towns/massapequa",
      `/api/houses/7`,
    ]) {
      for (const answer of [null, "text", 12, { stops: "none" }]) {
        expect(savedAnswerWithoutHouse(url(path), answer, GONE)).toEqual({ kind: "keep" });
      }
    }
  });
});

describe("mapPagesWithoutHouse", () => {
  const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
  const page = (offset: number, houseIds: number[], totalCount: number): SavedMapPage => ({
    offset,
    answer: { houses: houseIds.map((id) => listed(id)), totalCount },
  });
  const houseIdsOf = (answer: unknown) =>
    (answer as { houses: Array<{ id: number }> }).houses.map((house) => house.id);

  it("moves the houses after the gone one up a place across the pages, so no full page runs short", () => {
    // Page 0 is full and holds the gone house: one short, the map would stop reading there.
    const first = [...ids(1, 40), GONE, ...ids(1000, MAP_PAGE_SIZE - 41)];
    const second = ids(2000, 30);
    const total = MAP_PAGE_SIZE + 30;
    const changed = mapPagesWithoutHouse(
      [page(MAP_PAGE_SIZE, second, total), page(0, first, total)],
      GONE,
    );
    expect([...changed.keys()].sort((a, b) => a - b)).toEqual([0, MAP_PAGE_SIZE]);
    const rest = [...first.filter((id) => id !== GONE), ...second];
    expect(houseIdsOf(changed.get(0))).toEqual(rest.slice(0, MAP_PAGE_SIZE));
    expect(houseIdsOf(changed.get(MAP_PAGE_SIZE))).toEqual(rest.slice(MAP_PAGE_SIZE));
    expect(changed.get(0)).toMatchObject({ totalCount: total - 1 });
    expect(changed.get(MAP_PAGE_SIZE)).toMatchObject({ totalCount: total - 1 });
  });

  it("leaves an empty last page when the one after a full page held only one house", () => {
    const changed = mapPagesWithoutHouse(
      [page(0, [GONE, ...ids(100, MAP_PAGE_SIZE - 1)], 101), page(MAP_PAGE_SIZE, [500], 101)],
      GONE,
    );
    expect(houseIdsOf(changed.get(0))).toEqual([...ids(100, MAP_PAGE_SIZE - 1), 500]);
    expect(houseIdsOf(changed.get(MAP_PAGE_SIZE))).toEqual([]);
  });

  it("changes only the run of consecutive pages that holds the house", () => {
    const changed = mapPagesWithoutHouse(
      [page(0, ids(100, MAP_PAGE_SIZE), 250), page(2 * MAP_PAGE_SIZE, [GONE, 600, 601], 250)],
      GONE,
    );
    expect([...changed.keys()]).toEqual([2 * MAP_PAGE_SIZE]);
    expect(houseIdsOf(changed.get(2 * MAP_PAGE_SIZE))).toEqual([600, 601]);
  });

  it("changes nothing when no saved page shows the house, or a page is not a list", () => {
    expect(mapPagesWithoutHouse([page(0, [1, 2, 3], 3)], GONE).size).toBe(0);
    expect(mapPagesWithoutHouse([{ offset: 0, answer: null }], GONE).size).toBe(0);
  });
});

describe("savedHouseMentions", () => {
  it("names each house a saved answer shows, with its slug path and the photos we host", () => {
    const demo = listed(9, { mainImageUrl: "/demo/house-9.jpg", citySlug: null });
    expect(
      savedHouseMentions(url("/api/favorites"), [favorite(7), { ...favorite(9), house: demo }]),
    ).toEqual([
      {
        houseId: 7,
        slugPath: "/api/houses/massapequa/7-elm-street",
        photos: ["/api/media/houses/7.jpg"],
      },
      { houseId: 9, slugPath: null, photos: [] },
    ]);
    expect(savedHouseMentions(url("/api/tours"), [tour(1, [7]), tour(2, [GONE])])).toEqual([
      expect.objectContaining({ houseId: 7 }),
      expect.objectContaining({ houseId: GONE, photos: [`/api/media/houses/${GONE}.jpg`] }),
    ]);
    expect(
      savedHouseMentions(url("/api/tours/shared/abc"), tour(1, [8])).map((m) => m.houseId),
    ).toEqual([8]);
    expect(
      savedHouseMentions(MAP_PAGE(0), { houses: [listed(5), listed(6)], totalCount: 2 }).map(
        (m) => m.houseId,
      ),
    ).toEqual([5, 6]);
    expect(
      savedHouseMentions(url("/api/towns/massapequa"), {
        town: { citySlug: "massapequa" },
        houses: [listed(5), listed(GONE)],
        neighbours: [],
      }).map((m) => m.houseId),
    ).toEqual([5, GONE]);
    const page = {
      ...listed(GONE),
      photos: [{ imageUrl: "/api/media/houses/gallery.jpg?w=800" }],
    };
    expect(savedHouseMentions(url(`/api/houses/${GONE}`), page)).toEqual([
      {
        houseId: GONE,
        slugPath: `/api/houses/massapequa/${GONE}-elm-street`,
        photos: [`/api/media/houses/${GONE}.jpg`, "/api/media/houses/gallery.jpg"],
      },
    ]);
  });

  it("names none in answers that show no house", () => {
    expect(savedHouseMentions(url("/api/auth/user"), { id: "u" })).toEqual([]);
    expect(savedHouseMentions(url("/api/favorites"), null)).toEqual([]);
    expect(
      savedHouseMentions(url("/api/houses?limit=12&offset=0"), { houses: [listed(5)] }),
    ).toEqual([]);
  });
});

describe("goneHouseIds", () => {
  it("reads the record of gone houses, leaving out what is not a house id", () => {
    expect(goneHouseIds([3, 41, "7", 0, -2, 1.5, null])).toEqual([3, 41]);
  });

  it.each([null, "text", { ids: [3] }])("reads none from %j", (saved) => {
    expect(goneHouseIds(saved)).toEqual([]);
  });
});
