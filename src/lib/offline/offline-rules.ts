/**
 * What the service worker keeps for use without a connection (docs/product.md, Installable app
 * and offline), shared by the worker (src/service-worker/sw.ts) and the page. Pure: no DOM or
 * worker globals, so both type-check it.
 */
import { HOUSE_NOT_FOUND } from "../../../contract/house-gone";
import { MAP_PAGE_SIZE } from "../../../contract/map-page-size";
import { MEDIA_PATH_PREFIX } from "../../../contract/media-path";

/** The signed-in user's saved answers; deleted on sign-out and when the user changes. */
export const API_CACHE = "lights-api-v1";

/**
 * House pages the visitor opened (their API answers), signed in or not, so each opens again
 * offline. Deleted on sign-out too: a signed-in answer can carry the viewer's own details.
 */
export const HOUSE_CACHE = "lights-houses-v1";

/** How many opened houses are kept; the oldest saved goes first. */
export const SAVED_HOUSES_MAX = 60;

/**
 * House photos the visitor's screens showed (hosted photos and the demo pictures), so saved
 * favorites and house pages show them offline; the most recent SAVED_PHOTOS_MAX are kept.
 */
export const PHOTO_CACHE = "lights-photos-v1";
export const SAVED_PHOTOS_MAX = 200;

/**
 * The map screen's houses: the last answer of each page of its list (every house, no filter,
 * MAP_PAGE_SIZE at a time), so offline the map shows the houses the visitor last saw on it.
 * Deleted on sign-out with the other saved answers (a signed-in list holds more houses).
 */
export const MAP_CACHE = "lights-map-v1";

/**
 * Shared tours the visitor opened (GET /api/tours/shared/{shareId}), signed in or not, so a tour
 * opened from a link opens again offline, marked with the time it was saved, as a house page does
 * (decision 390). The answer is the same for every viewer; it still goes on sign-out with the
 * rest, so the next person on a shared phone does not find what was opened before.
 */
export const SHARED_TOUR_CACHE = "lights-shared-tours-v1";

/** How many opened shared tours are kept; the oldest saved goes first. */
export const SAVED_SHARED_TOURS_MAX = 20;

const SHARED_TOUR_API = /^\/api\/tours\/shared\/[^/]+$/;

export function isSharedTourApi(pathname: string): boolean {
  return SHARED_TOUR_API.test(pathname);
}

/**
 * Town pages the visitor opened (GET /api/towns/{citySlug}: the town, its houses and its nearest
 * towns), signed in or not, so a town opened online opens offline marked with the time it was
 * saved, as a house page does (decision 401). Deleted on sign-out with the rest.
 */
export const TOWN_CACHE = "lights-towns-v1";

/** How many opened towns are kept; the oldest saved goes first. */
export const SAVED_TOWNS_MAX = 20;

const TOWN_API = /^\/api\/towns\/[^/]+$/;

export function isTownApi(pathname: string): boolean {
  return TOWN_API.test(pathname);
}

/** The API path a town page asks for its town by (the key of the saved copy). */
export function townApiPath(citySlug: string): string {
  return `/api/towns/${encodeURIComponent(citySlug)}`;
}

/** GET /api/houses as the map screen asks for it: only `limit` (its page size) and `offset`. */
export function isMapHouseListApi(url: URL): boolean {
  if (url.pathname !== "/api/houses") return false;
  let onlyPaging = true;
  url.searchParams.forEach((_, name) => {
    if (name !== "limit" && name !== "offset") onlyPaging = false;
  });
  return onlyPaging && url.searchParams.get("limit") === String(MAP_PAGE_SIZE);
}

export function isHousePhoto(pathname: string): boolean {
  return pathname.startsWith("/api/media/") || pathname.startsWith("/demo/");
}

/** When the worker saved an answer (ISO time), on every answer it gives from its saved copy. */
export const SAVED_AT_HEADER = "X-Lights-Saved-At";

/** App shell caches are named per build; activating a new build deletes the older ones. */
export const SHELL_CACHE_PREFIX = "lights-shell-";

/** Marks an API answer the service worker gave from its saved copy (the network failed). */
export const SAVED_ANSWER_HEADER = "X-Lights-Saved-Answer";

/** The message a page posts to the worker when the signed-in user signs out. */
export const CLEAR_OFFLINE_DATA = "lights:clear-offline-data";

/**
 * The message a page posts to the worker with the API answers it read before any worker saw its
 * requests (a first visit, until the worker it installed takes over): `{ type, answers }`, each
 * answer `[path with its query string, JSON, uid of the account signed in or null]`. The worker
 * keeps those of the public screens it keeps (a house, a page of the map's houses, a shared tour,
 * a town: decision 401) as if it had fetched them (decision 390), and the signed-in account's own
 * it keeps (isOfflineReadableApi) as that account's (decision 412).
 */
export const PAGE_ANSWERS = "lights:page-answers";

/**
 * The message a page posts to the worker once it is usable and idle on a connection that is not
 * slow or saving data: store the rest of the build's files, every screen's (decision 396).
 */
export const STORE_SHELL = "lights:store-shell";

/**
 * A synthetic entry of the shell store, put once it holds every file of its build (decision 396):
 * the browser tests wait for it before going offline.
 */
export const SHELL_COMPLETE_KEY = "/__lights-shell-complete";

/**
 * The message the worker posts to a page it gave a saved answer when the network's answer came
 * after all (a slow signal, not none): `{ type, path, answer }`, path with its query string. The
 * page takes it in place of the saved copy (decision 342).
 */
export const FRESH_API_ANSWER = "lights:fresh-api-answer";

const FAVORITE_CHECK_API = /^\/api\/favorites\/(\d+)\/check$/;

/**
 * The only API answers kept: the signed-in user's own record (so the app knows who is signed in
 * offline), their favorites, whether a house is one of them (the house page's Favorite button:
 * without it a saved house page showed a favorite as not favorited), and their tours (list, one
 * tour). A shared tour is kept for every visitor (SHARED_TOUR_CACHE). Every other API answer is
 * never stored.
 *
 * The house page's own answer is kept, rather than worked out from the saved favorites list,
 * because the list is only asked for on My Favorites: favoriting on the house page refreshes
 * that page's answer, not the list. The reverse, removing a favorite on My Favorites, refreshes
 * only the list, so the worker brings saved answers into line with each new list
 * (favoriteCheckHouseId, favoritesListHouseIds).
 */
const OFFLINE_READABLE_API: readonly RegExp[] = [
  /^\/api\/auth\/user$/,
  /^\/api\/favorites$/,
  FAVORITE_CHECK_API,
  /^\/api\/tours$/,
  /^\/api\/tours\/[^/]+$/,
];

export function isOfflineReadableApi(pathname: string): boolean {
  return OFFLINE_READABLE_API.some((pattern) => pattern.test(pathname));
}

/**
 * The house a saved "is this house a favorite" answer is about (GET /api/favorites/{id}/check),
 * or null for any other path.
 */
export function favoriteCheckHouseId(pathname: string): number | null {
  const match = FAVORITE_CHECK_API.exec(pathname);
  return match ? Number(match[1]) : null;
}

/**
 * The houses in a GET /api/favorites answer, or null when it is not the whole list: only the
 * favorites screen's own request (no limit or offset) is, as the API's default page holds every
 * favorite of any ordinary user.
 */
export function favoritesListHouseIds(url: URL, answer: unknown): Set<number> | null {
  if (url.pathname !== "/api/favorites" || url.search !== "" || !Array.isArray(answer)) {
    return null;
  }
  const ids = new Set<number>();
  for (const favorite of answer) {
    const houseId: unknown =
      typeof favorite === "object" && favorite !== null && "houseId" in favorite
        ? favorite.houseId
        : null;
    if (typeof houseId !== "number") return null;
    ids.add(houseId);
  }
  return ids;
}

/**
 * A house's own answer: /api/houses/{id} or /api/houses/{citySlug}/{streetSlug} (a town slug is
 * never all digits, so /api/houses/{id}/reviews and the like are not houses).
 */
const HOUSE_ID_API = /^\/api\/houses\/\d+$/;
const HOUSE_DETAIL_API: readonly RegExp[] = [
  HOUSE_ID_API,
  /^\/api\/houses\/(?!\d+\/)[^/]+\/[^/]+$/,
];

export function isHouseDetailApi(pathname: string): boolean {
  return HOUSE_DETAIL_API.some((pattern) => pattern.test(pathname));
}

/** The id form of a house's answer (every house has one; the slug form only when it has slugs). */
export function isHouseIdApi(pathname: string): boolean {
  return HOUSE_ID_API.test(pathname);
}

/** The API path a house page asks for its house by (the key of the saved copy). */
export function houseApiPath(ref: { id: number } | { citySlug: string; streetSlug: string }) {
  return "id" in ref
    ? `/api/houses/${ref.id}`
    : `/api/houses/${encodeURIComponent(ref.citySlug)}/${encodeURIComponent(ref.streetSlug)}`;
}

/**
 * Every API path a house's answer is asked for by, from the answer itself: the house page asks
 * by slug or by id depending on the link that opened it, and a copy saved under one must open
 * under the other. The id path comes last. Empty when the answer has no id.
 */
export function houseApiPaths(house: unknown): string[] {
  const id = savedHouseId(house);
  if (id === null) return [];
  const { citySlug, streetSlug } = house as Record<string, unknown>;
  const paths: string[] = [];
  if (typeof citySlug === "string" && citySlug && typeof streetSlug === "string" && streetSlug) {
    paths.push(houseApiPath({ citySlug, streetSlug }));
  }
  paths.push(houseApiPath({ id }));
  return paths;
}

function isHouseId(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0;
}

/** The house a saved house answer is about, or null when it names none (not a house). */
export function savedHouseId(house: unknown): number | null {
  if (typeof house !== "object" || house === null) return null;
  const { id } = house as Record<string, unknown>;
  return isHouseId(id) ? id : null;
}

/**
 * The house an API answer says is gone, deleted or merged into another: the 404 "House not
 * found" that names it (`houseId`, decision 354), which every route whose path names a house by
 * id gives. Null for any other answer, a slug link's 404 among them: it names no house, as the
 * house may only be hidden by a removal request or its street renamed.
 */
export function goneHouseId(status: number, answer: unknown): number | null {
  if (status !== 404 || typeof answer !== "object" || answer === null) return null;
  const { message, houseId } = answer as Record<string, unknown>;
  return message === HOUSE_NOT_FOUND && isHouseId(houseId) ? houseId : null;
}

/**
 * The photos we host that a saved house answer shows (its main image and its gallery), by path
 * (each width of one photo is the same path). The demo pictures are left out: they are the site's
 * own files, served whatever becomes of a house.
 */
export function hostedPhotoPaths(house: unknown): string[] {
  if (typeof house !== "object" || house === null) return [];
  const { mainImageUrl, photos } = house as Record<string, unknown>;
  const urls: unknown[] = [mainImageUrl];
  if (Array.isArray(photos)) {
    for (const photo of photos) {
      if (typeof photo === "object" && photo !== null)
        urls.push((photo as Record<string, unknown>).imageUrl);
    }
  }
  const paths = new Set<string>();
  for (const url of urls) {
    if (typeof url === "string" && url.startsWith(MEDIA_PATH_PREFIX)) paths.add(url.split("?")[0]!);
  }
  return [...paths];
}

/**
 * The user id inside a Firebase ID token ("Bearer <jwt>"), read without verifying it: the worker
 * only uses it to keep one user's saved answers apart from the next user's, never to grant access
 * (the API verifies every token itself).
 */
export function tokenSubject(authorization: string | null): string | null {
  const token = authorization?.match(/^Bearer ([\w-]+)\.([\w-]+)\.[\w-]*$/);
  if (!token?.[2]) return null;
  try {
    const base64 = token[2].replace(/-/g, "+").replace(/_/g, "/");
    const payload: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")));
    const subject =
      typeof payload === "object" && payload !== null && "sub" in payload ? payload.sub : null;
    return typeof subject === "string" && subject ? subject : null;
  } catch {
    return null;
  }
}
