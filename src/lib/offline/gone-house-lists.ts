/**
 * A house the server says is gone (decision 358) leaves every answer the service worker saved,
 * not only its own page (decision 372): the saved favorites list, the saved tours (My Tours, one
 * tour, a shared tour), the popular list (decision 377), a saved town page (decision 401) and the
 * map's saved pages are written again without it, so the screens that open offline from them no longer list or count a house
 * whose page says it isn't saved. Pure, for the worker (src/service-worker/sw.ts) and its unit
 * tests; only the worker imports it.
 */

import { MAP_PAGE_SIZE } from "../../../contract/limits";
import { type TourTotalsStart, tourTotals } from "../../../contract/tour-totals";
import {
  favoriteCheckHouseId,
  hostedPhotoPaths,
  houseApiPaths,
  isHouseDetailApi,
  isMapHouseListApi,
  isTownApi,
  savedHouseId,
} from "./offline-rules";

/** What becomes of one saved answer once a house is gone. */
export type GoneHouseEdit =
  | { kind: "keep" }
  | { kind: "delete" }
  | { kind: "rewrite"; answer: unknown };

const KEEP: GoneHouseEdit = { kind: "keep" };
const DELETE: GoneHouseEdit = { kind: "delete" };

/**
 * A house a saved answer shows: its id, the API path of its slugs (a list's link to it, null when
 * it has none) and the photos we host that the answer shows of it.
 */
export interface SavedHouseMention {
  houseId: number;
  slugPath: string | null;
  photos: string[];
}

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** GET /api/tours/popular, the whole list or the landing's top three (any query string). */
const POPULAR_TOURS_API = "/api/tours/popular";

/** GET /api/tours/{id} and /api/tours/shared/{shareId}: one tour. */
function isOneTourApi(pathname: string) {
  return pathname !== POPULAR_TOURS_API && /^\/api\/tours\/(?:shared\/)?[^/]+$/.test(pathname);
}

/** The path of a photo we host (a list shows only its main photo), else none. */
function hostedPhoto(imageUrl: unknown): string[] {
  return hostedPhotoPaths({ mainImageUrl: imageUrl });
}

/** The slug path among a house's API paths (houseApiPaths puts the id path last). */
function slugPathOf(house: unknown): string | null {
  const paths = houseApiPaths(house);
  return paths.length === 2 ? paths[0]! : null;
}

function listMention(house: unknown): SavedHouseMention | null {
  if (!isObject(house)) return null;
  const houseId = savedHouseId(house);
  if (houseId === null) return null;
  return { houseId, slugPath: slugPathOf(house), photos: hostedPhoto(house.mainImageUrl) };
}

function tourMentions(tour: unknown): SavedHouseMention[] {
  if (!isObject(tour) || !Array.isArray(tour.stops)) return [];
  return tour.stops.map(listMention).filter((mention) => mention !== null);
}

/**
 * Every house a saved answer shows, with its hosted photos: a house's page (its photos and
 * gallery), the favorites list, a tour or the tours list, a page of the map's houses. The worker
 * keeps a gone house's photos that some other saved house still shows (a merge moves photos).
 */
export function savedHouseMentions(url: URL, answer: unknown): SavedHouseMention[] {
  const { pathname } = url;
  if (isHouseDetailApi(pathname)) {
    const houseId = savedHouseId(answer);
    if (houseId === null) return [];
    return [{ houseId, slugPath: slugPathOf(answer), photos: hostedPhotoPaths(answer) }];
  }
  if (pathname === "/api/favorites" && Array.isArray(answer)) {
    return answer
      .map((favorite) => (isObject(favorite) ? listMention(favorite.house) : null))
      .filter((mention) => mention !== null);
  }
  if (pathname === "/api/tours" && Array.isArray(answer)) return answer.flatMap(tourMentions);
  if (isOneTourApi(pathname)) return tourMentions(answer);
  if (
    (isMapHouseListApi(url) || isTownApi(pathname)) &&
    isObject(answer) &&
    Array.isArray(answer.houses)
  ) {
    return answer.houses.map(listMention).filter((mention) => mention !== null);
  }
  return [];
}

/**
 * A saved town page without the house (decision 401), its count one fewer, as the server's next
 * answer will have it. Null when the town does not list it.
 */
function townWithout(answer: unknown, houseId: number): Fields | null {
  if (!isObject(answer) || !Array.isArray(answer.houses)) return null;
  const houses = answer.houses.filter((house) => savedHouseId(house) !== houseId);
  if (houses.length === answer.houses.length) return null;
  const { town } = answer;
  return {
    ...answer,
    houses,
    ...(isObject(town) ? { town: { ...town, houseCount: houses.length } } : {}),
  };
}

function tourStart(start: unknown): TourTotalsStart | null {
  if (!isObject(start)) return null;
  if (start.kind === "none" || start.kind === "myLocation") return { kind: start.kind };
  const { latitude, longitude } = start;
  if (start.kind === "place" && typeof latitude === "number" && typeof longitude === "number") {
    return { kind: "place", latitude, longitude };
  }
  return null;
}

function isTotalsStop(stop: unknown): stop is Parameters<typeof tourTotals>[1][number] {
  return (
    isObject(stop) &&
    typeof stop.latitude === "number" &&
    typeof stop.longitude === "number" &&
    typeof stop.avgRating === "number" &&
    typeof stop.reviewCount === "number"
  );
}

/**
 * The tour without the house's stop, its totals worked out again as the server works them out
 * (contract/tour-totals.ts, with no viewer position), as the server's next answer will have them:
 * the stop's row went with the house. Null when the tour has no such stop.
 */
function tourWithout(tour: unknown, houseId: number): Fields | null {
  if (!isObject(tour) || !Array.isArray(tour.stops)) return null;
  const stops = tour.stops.filter((stop) => !(isObject(stop) && stop.id === houseId));
  if (stops.length === tour.stops.length) return null;
  const start = tourStart(tour.start);
  const budget = tour.budgetMinutes;
  if (
    !start ||
    !stops.every(isTotalsStop) ||
    !(budget === null || typeof budget === "number") ||
    !isObject(tour.estimate)
  ) {
    return { ...tour, stops };
  }
  const { miles, minutes, stopCount, totalStops, startLeg } = tourTotals(start, stops, budget);
  return { ...tour, stops, estimate: { miles, minutes, stopCount, totalStops, startLeg } };
}

/**
 * The popular list without the house's stop, as the server's next answer will have it (decision
 * 377): it counts the listed stops a tour's houses still make (`stopIds`), and lists only a tour
 * with one left (decision 324). The order stays: opens rank it, not stops. Null when no entry
 * names the house; an entry saved before the answer named its houses is kept as it was.
 */
function popularWithout(list: unknown[], houseId: number): unknown[] | null {
  let changed = false;
  const left = list.flatMap((entry) => {
    if (!isObject(entry) || !Array.isArray(entry.stopIds) || !entry.stopIds.includes(houseId)) {
      return [entry];
    }
    changed = true;
    const stopIds = entry.stopIds.filter((id) => id !== houseId);
    return stopIds.length === 0 ? [] : [{ ...entry, stopIds, stopCount: stopIds.length }];
  });
  return changed ? left : null;
}

/**
 * What a saved answer becomes once house `houseId` is gone: the house's own page, under any of
 * its paths, and the favorite button's saved state for it go; the favorites list, a tour or the
 * tours list and the popular list (whole, or the landing's three) that name it are written again
 * without it; anything else is kept as it is. The
 * map's pages go through mapPagesWithoutHouse, together.
 */
export function savedAnswerWithoutHouse(url: URL, answer: unknown, houseId: number): GoneHouseEdit {
  const { pathname } = url;
  if (isHouseDetailApi(pathname)) {
    return pathname === `/api/houses/${houseId}` || savedHouseId(answer) === houseId
      ? DELETE
      : KEEP;
  }
  if (favoriteCheckHouseId(pathname) === houseId) return DELETE;
  if (pathname === "/api/favorites" && Array.isArray(answer)) {
    const left = answer.filter((favorite) => !(isObject(favorite) && favorite.houseId === houseId));
    return left.length === answer.length ? KEEP : { kind: "rewrite", answer: left };
  }
  if (pathname === "/api/tours" && Array.isArray(answer)) {
    let changed = false;
    const tours = answer.map((tour) => {
      const without = tourWithout(tour, houseId);
      if (!without) return tour;
      changed = true;
      return without;
    });
    return changed ? { kind: "rewrite", answer: tours } : KEEP;
  }
  if (isOneTourApi(pathname)) {
    const without = tourWithout(answer, houseId);
    return without ? { kind: "rewrite", answer: without } : KEEP;
  }
  if (pathname === POPULAR_TOURS_API && Array.isArray(answer)) {
    const without = popularWithout(answer, houseId);
    return without ? { kind: "rewrite", answer: without } : KEEP;
  }
  if (isTownApi(pathname)) {
    const without = townWithout(answer, houseId);
    return without ? { kind: "rewrite", answer: without } : KEEP;
  }
  return KEEP;
}

/** One saved page of the map's houses: its `offset` (the key's) and its answer. */
export interface SavedMapPage {
  offset: number;
  answer: unknown;
}

/**
 * The map's saved pages without house `houseId`, by offset: only the pages that change. The map
 * reads page after page until one is short (src/lib/queries/map.ts), so a full page one house
 * short would end its reading there and lose the pages after it offline. The houses after the
 * gone one move up a place instead, across consecutive saved pages, as the server's own next
 * answers would have them; each page of such a run counts one house fewer in `totalCount`.
 */
export function mapPagesWithoutHouse(
  pages: readonly SavedMapPage[],
  houseId: number,
): Map<number, unknown> {
  const changed = new Map<number, unknown>();
  const valid = pages
    .filter(
      (page): page is { offset: number; answer: Fields & { houses: unknown[] } } =>
        Number.isSafeInteger(page.offset) &&
        page.offset >= 0 &&
        isObject(page.answer) &&
        Array.isArray(page.answer.houses),
    )
    .sort((a, b) => a.offset - b.offset);
  // Runs of consecutive pages: each run is one stretch of the server's order.
  const runs: (typeof valid)[] = [];
  for (const page of valid) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && page.offset === last.offset + MAP_PAGE_SIZE) run.push(page);
    else runs.push([page]);
  }
  for (const run of runs) {
    const houses = run.flatMap((page) => page.answer.houses);
    const left = houses.filter((house) => savedHouseId(house) !== houseId);
    const removed = houses.length - left.length;
    if (removed === 0) continue;
    run.forEach((page, index) => {
      const { totalCount } = page.answer;
      changed.set(page.offset, {
        ...page.answer,
        houses: left.slice(index * MAP_PAGE_SIZE, (index + 1) * MAP_PAGE_SIZE),
        ...(typeof totalCount === "number"
          ? { totalCount: Math.max(0, totalCount - removed) }
          : {}),
      });
    });
  }
  return changed;
}
