/**
 * The service worker (docs/product.md, Installable app and offline; docs/decisions/099 to 110).
 * Built only by `vite build` (scripts/vite-service-worker.ts injects the build's file list) and
 * served as /sw.js; never registered under `vite dev`.
 *
 * - App shell: the empty page every path starts from is stored at install, with the build files
 *   the browser already has; the rest of the build's JS/CSS once the page asks, usable and on a
 *   connection neither slow nor saving data (decision 396), so every screen opens without a
 *   connection. Pages are network-first (fresh HTML online), the stored shell offline.
 *   The build before stays stored, for a tab still running it.
 * - API: only GET, only the answers isOfflineReadableApi names, only when signed in; network-first
 *   with a short timeout, then the stored answer. Writes and every other API call pass untouched.
 * - House pages: the answer of every house the visitor opened, signed in or not (the last
 *   SAVED_HOUSES_MAX), network-first the same way, so a house seen online opens offline marked
 *   with the time it was saved, by its id or its slugs whichever link opened it online; and the
 *   house photos the visitor's screens showed (the last SAVED_PHOTOS_MAX), served from the
 *   network and, when it fails, from the kept copy. A house the network says is gone loses
 *   both (decision 358), and leaves the saved favorites, tours and map pages (decision 372).
 * - The map: the last answer of each page of the map screen's house list, network-first the
 *   same way, so offline the map draws the houses the visitor last saw on it (its base layer
 *   is part of the shell).
 * - Shared tours: the answer of every shared tour the visitor opened (the last
 *   SAVED_SHARED_TOURS_MAX), signed in or not, the same way as a house page (decision 390).
 * - Town pages: the answer of every town the visitor opened (the last SAVED_TOWNS_MAX), signed in
 *   or not, the same way as a house page (decision 401).
 * - A first visit: the page's reads went past the worker until it took over; the page hands it
 *   their answers, and the worker keeps the public ones as if it had fetched them (decision 390).
 * - One user at a time: the stored answers belong to the user whose token fetched them; a
 *   different user's answer empties the store first, and signing out empties it.
 */
import {
  mapPagesWithoutHouse,
  savedAnswerWithoutHouse,
  savedHouseMentions,
} from "../lib/offline/gone-house-lists";
import { GONE_HOUSES_KEY, GONE_HOUSES_MAX, goneHouseIds } from "../lib/offline/gone-houses-record";
import {
  API_CACHE,
  CLEAR_OFFLINE_DATA,
  FRESH_API_ANSWER,
  favoriteCheckHouseId,
  favoritesListHouseIds,
  goneHouseId,
  HOUSE_CACHE,
  houseApiPath,
  houseApiPaths,
  isHouseDetailApi,
  isHouseIdApi,
  isHousePhoto,
  isMapHouseListApi,
  isOfflineReadableApi,
  isSharedTourApi,
  isTownApi,
  MAP_CACHE,
  PAGE_ANSWERS,
  PHOTO_CACHE,
  SAVED_ANSWER_HEADER,
  SAVED_AT_HEADER,
  SAVED_HOUSES_MAX,
  SAVED_PHOTOS_MAX,
  SAVED_SHARED_TOURS_MAX,
  SAVED_TOWNS_MAX,
  SHARED_TOUR_CACHE,
  SHELL_CACHE_PREFIX,
  SHELL_COMPLETE_KEY,
  STORE_SHELL,
  savedHouseId,
  TOWN_CACHE,
  tokenSubject,
} from "../lib/offline/offline-rules";
import { isShellFileAnswer } from "./shell-answer";

declare const self: ServiceWorkerGlobalScope;
/** Injected at build time: the build's id, the URLs to store at install, and the shell page. */
declare const __SHELL_BUILD_ID__: string;
declare const __SHELL_URLS__: string[];
declare const __SHELL_PAGE__: string;

const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__SHELL_BUILD_ID__}`;
const SHELL_PAGE = __SHELL_PAGE__;
const SHELL_PATHS = new Set(__SHELL_URLS__);
/** After this long without an answer, a stored one is shown (a weak signal is as bad as none). */
const NETWORK_TIMEOUT_MS = 4_000;
/** Whose answers API_CACHE holds (a synthetic entry, so it survives the worker being stopped). */
const OWNER_KEY = "/__lights-offline-owner";

/** Bumped on sign-out: an answer that was in flight then is not stored afterwards. */
let clearCount = 0;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // The shell page is what every path opens offline: the install needs it. Not cache.addAll:
      // it keeps any 200, and a server without the file (a deploy rolling out) answers another
      // page. A wrong answer fails the install: the worker before stays, and the browser installs
      // this one again on a later visit (decision 343).
      const request = new Request(SHELL_PAGE, { cache: "reload" });
      const shell = await fetch(request);
      if (!isShellFileAnswer(SHELL_PAGE, shell, SHELL_PAGE)) {
        throw new Error(`not the build's file: ${SHELL_PAGE} (${shell.status})`);
      }
      await cache.put(request, shell);
      // The files the page already loaded (its screen's scripts among them, so the page opened
      // opens offline) come from the browser's cache, not the network. The rest waits until the
      // page asks, usable and on a connection neither slow nor saving data (decision 396).
      await storeShellFiles(cache, "cached");
      await self.skipWaiting();
    })(),
  );
});

/** The build files being stored: a second ask waits for it, so each file is asked for once. */
let storingShell: Promise<void> | null = null;

/**
 * Stores the build's files not yet in the shell store: "cached" only those the browser's cache
 * holds (no request leaves the phone), "all" every one, from the network when not cached. A file
 * whose answer is not that file is left out (decision 343): the page loads it when it needs it,
 * and the next page's ask tries again. Once every file is in, the store is marked complete.
 */
async function storeShellFiles(cache: Cache, which: "cached" | "all") {
  const stored = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  if (stored.has(SHELL_COMPLETE_KEY)) return;
  const missing = __SHELL_URLS__.filter((url) => !stored.has(url));
  const results = await Promise.all(
    missing.map(async (url) => {
      try {
        const response = await shellFileAnswer(url, which);
        if (!response) return false;
        await cache.put(url, response);
        return true;
      } catch {
        return false;
      }
    }),
  );
  if (results.every(Boolean)) await cache.put(SHELL_COMPLETE_KEY, new Response("1"));
}

/**
 * The build file from the browser's cache when it holds the file (never a second download of a
 * file the page has), else, for "all", from the server itself: the browser's cache may hold a
 * page a server once answered for the file (decision 343). Null when there is no right answer.
 */
async function shellFileAnswer(url: string, which: "cached" | "all"): Promise<Response | null> {
  const cached = await fetch(new Request(url, { cache: "only-if-cached", mode: "same-origin" }))
    .then((response) => (isShellFileAnswer(url, response, SHELL_PAGE) ? response : null))
    .catch(() => null);
  if (cached || which === "cached") return cached;
  const response = await fetch(new Request(url, { cache: "reload" }));
  return isShellFileAnswer(url, response, SHELL_PAGE) ? response : null;
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // The build before this one stays: a tab still running it (this worker takes it over at
      // once) loads its screens and parts from there, as its server no longer has them. Older
      // builds go. keys() lists the caches in the order they were made.
      const olderShells = (await caches.keys()).filter(
        (name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE,
      );
      for (const name of olderShells.slice(0, -1)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The caches that hold what a visitor opened; all go on sign-out. */
const OPENED_CACHES = [API_CACHE, HOUSE_CACHE, MAP_CACHE, SHARED_TOUR_CACHE, TOWN_CACHE];

self.addEventListener("message", (event) => {
  if (event.data?.type === PAGE_ANSWERS) {
    event.waitUntil(keepPageAnswers(event.data.answers));
    return;
  }
  if (event.data?.type === STORE_SHELL) {
    const which = event.data.which === "cached" ? "cached" : "all";
    const storing: Promise<void> = (storingShell ?? Promise.resolve())
      .then(() => caches.open(SHELL_CACHE))
      .then((cache) => storeShellFiles(cache, which))
      .catch(() => undefined)
      .finally(() => {
        if (storingShell === storing) storingShell = null;
      });
    storingShell = storing;
    event.waitUntil(storing);
    return;
  }
  if (event.data?.type !== CLEAR_OFFLINE_DATA) return;
  clearCount++;
  event.waitUntil(Promise.all(OPENED_CACHES.map((name) => caches.delete(name))));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.destination === "image" && isHousePhoto(url.pathname)) {
    event.respondWith(savedPhoto(event));
    return;
  }
  if (url.pathname.startsWith("/api/")) {
    if (isOfflineReadableApi(url.pathname)) event.respondWith(savedApiAnswer(event));
    else if (isHouseDetailApi(url.pathname))
      event.respondWith(savedCopy(event, HOUSE_CACHE, storeHouse, forgetGoneHouse));
    else if (isMapHouseListApi(url)) event.respondWith(savedCopy(event, MAP_CACHE, storeMapPage));
    else if (isSharedTourApi(url.pathname))
      event.respondWith(savedCopy(event, SHARED_TOUR_CACHE, storeSharedTour, forgetSharedTour));
    else if (isTownApi(url.pathname))
      event.respondWith(savedCopy(event, TOWN_CACHE, storeTown, forgetTown));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith("/assets/") || SHELL_PATHS.has(url.pathname)) {
    event.respondWith(shellFile(request));
  }
});

/** Rejects after the timeout; the network answer still arrives and is stored. */
function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("network timeout")), NETWORK_TIMEOUT_MS);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Network first; the stored shell when offline or slow (the app routes on the client). */
async function page(request: Request): Promise<Response> {
  const network = fetch(request);
  try {
    return await withTimeout(network);
  } catch {
    return (await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE })) ?? network;
  }
}

/**
 * Build files are content-hashed, so a stored copy of the right file is always right. Files left
 * out of the install (the upload and map libraries) are stored the first time they load, and only
 * when the answer is that file: a page answered for a script is passed on, never kept. A wrong
 * copy a worker before this one kept is dropped and the file asked for again, from the server
 * when the browser's cache holds a wrong one too (decision 343).
 */
async function shellFile(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const cache = await caches.open(SHELL_CACHE);
  // ignoreVary: the install stored these without the Origin header module scripts send.
  const stored =
    (await cache.match(request, { ignoreVary: true })) ??
    // A file of the build before (a tab that still runs it): only shell caches hold /assets/.
    (await caches.match(request, { ignoreVary: true }));
  if (stored && isShellFileAnswer(pathname, stored, SHELL_PAGE)) return stored;
  if (stored) await dropFromShellCaches(request);
  let response = await fetch(request);
  if (!isShellFileAnswer(pathname, response, SHELL_PAGE)) {
    // The browser's own cache may hold a page a server once answered for the file, marked to be
    // kept for a year: ask the server itself.
    await response.body?.cancel();
    response = await fetch(new Request(request, { cache: "reload" }));
  }
  if (!isShellFileAnswer(pathname, response, SHELL_PAGE)) return keptByNoCache(response);
  if (pathname.startsWith("/assets/")) await cache.put(request, response.clone());
  return response;
}

/**
 * A wrong answer, passed on marked `no-store`: with a server's year-long cache header the tab's
 * own memory would keep it, and the file would stay broken in that tab after a reload.
 */
function keptByNoCache(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function dropFromShellCaches(request: Request) {
  for (const name of await caches.keys()) {
    if (!name.startsWith(SHELL_CACHE_PREFIX)) continue;
    await (await caches.open(name)).delete(request, { ignoreVary: true });
  }
}

async function savedApiAnswer(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const user = tokenSubject(request.headers.get("Authorization"));
  const clearsBefore = clearCount;
  const network = fetch(request).then(async (response) => {
    if (user && response.status === 200 && clearsBefore === clearCount) {
      await store(user, request, response.clone());
    }
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  try {
    return await withTimeout(network);
  } catch {
    const stored = await storedAnswer(user, request);
    if (!stored) return network;
    // A slow network may still answer: the page gets that answer when it comes (decision 342).
    event.waitUntil(
      network
        .then((response) => passOnFreshAnswer(event.clientId, request, response))
        .catch(() => undefined),
    );
    return stored;
  }
}

/** The network's late answer, to the page that was given the saved copy instead. */
async function passOnFreshAnswer(clientId: string, request: Request, response: Response) {
  if (response.status !== 200) return;
  const client = await self.clients.get(clientId);
  if (!client) return;
  const url = new URL(request.url);
  client.postMessage({
    type: FRESH_API_ANSWER,
    path: `${url.pathname}${url.search}`,
    answer: await response.json(),
  });
}

/**
 * A public answer any visitor may keep (a house, a page of the map's houses): network first,
 * then the copy `store` saved from the last answer, marked with the time it was saved. A 404 goes
 * to `forget` (when given) before the page gets it, so the page's "not found" and what opens
 * offline afterwards agree.
 */
async function savedCopy(
  event: FetchEvent,
  cacheName: string,
  store: (request: Request, response: Response) => Promise<void>,
  forget?: (request: Request, response: Response) => Promise<void>,
): Promise<Response> {
  const { request } = event;
  const clearsBefore = clearCount;
  const network = fetch(request).then(async (response) => {
    if (response.status === 200 && clearsBefore === clearCount) {
      await store(request, response.clone());
    } else if (response.status === 404 && forget) {
      // The page gets its 404 whatever happens to the saved copies.
      await forget(request, response.clone()).catch(() => undefined);
    }
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  try {
    return await withTimeout(network);
  } catch {
    const stored = await caches.match(request, { cacheName, ignoreVary: true });
    return stored ? markedSaved(stored) : network;
  }
}

/**
 * The answer with the time it was saved (the page shows it), under each of `requests` (one
 * answer can be asked for by several paths), replacing any older copy.
 */
async function putWithSavedTime(
  cache: Cache,
  requests: readonly RequestInfo[],
  response: Response,
  body?: Blob,
) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const saved = body ?? (await response.blob());
  for (const request of requests) {
    // Deleted first so the keys stay in the order saved: the oldest is the first key.
    await cache.delete(request, { ignoreVary: true });
    await cache.put(request, new Response(saved, { status: response.status, headers }));
  }
}

/**
 * Saved under the path asked for and under every path of the house the answer names, so a house
 * opened by its slugs opens offline by its id and the reverse (a renamed street's old slugs keep
 * working too). The id path goes in last, which the eviction below relies on.
 */
async function storeHouse(request: Request, response: Response) {
  const cache = await caches.open(HOUSE_CACHE);
  const body = await response.blob();
  let house: unknown = null;
  try {
    house = JSON.parse(await body.text());
  } catch {
    // Not JSON: kept under the path asked for only.
  }
  const asked = new URL(request.url).pathname;
  const paths = houseApiPaths(house);
  if (!paths.includes(asked)) paths.unshift(asked);
  await putWithSavedTime(
    cache,
    paths.map((path) => new URL(path, request.url).href),
    response,
    body,
  );
  // The last SAVED_HOUSES_MAX houses stay: each house's keys end with its id key, so everything
  // older than the SAVED_HOUSES_MAX-th id key from the end belongs to houses saved before them.
  const keys = await cache.keys();
  let houses = 0;
  let firstKept = 0;
  for (let index = keys.length - 1; index >= 0; index--) {
    if (!isHouseIdApi(new URL(keys[index]!.url).pathname)) continue;
    if (++houses > SAVED_HOUSES_MAX) {
      firstKept = index + 1;
      break;
    }
  }
  for (const old of keys.slice(0, firstKept)) {
    // The record of gone houses is no house (rememberGoneHouse).
    if (new URL(old.url).pathname !== GONE_HOUSES_KEY) await cache.delete(old);
  }
}

/**
 * A house the network says is gone (deleted, or merged into another) leaves everything saved, so
 * offline it opens as a house not saved on this phone rather than as the house it was (decision
 * 358), and no saved list shows it (decision 372). Asked by id, the 404 names the house. Asked
 * by slugs it names none, as a house a removal request hides and a renamed street's old slugs
 * answer the same 404: then a saved answer says which house those slugs were (its saved page,
 * else a saved list that links to it), and only if asking by that id answers the house-gone 404
 * too is it dropped. Any other answer (5xx, 401/403, no answer) keeps everything. The house is
 * recorded as gone for what only the page keeps: the tour being planned, which the planner lets
 * go of when it next opens (src/lib/gone-tour-stops.ts).
 */
async function forgetGoneHouse(request: Request, response: Response) {
  let houseId = await answerGoneHouseId(response);
  if (houseId === null) {
    const savedId = await savedHouseIdBySlugs(request);
    if (savedId === null) return;
    const byId = await fetch(new URL(houseApiPath({ id: savedId }), request.url)).catch(() => null);
    houseId = byId ? await answerGoneHouseId(byId) : null;
    if (houseId !== savedId) return;
  }
  await dropSavedHouse(houseId);
  await rememberGoneHouse(houseId);
}

/** The house joins the record of gone houses the planner reads (GONE_HOUSES_KEY). */
async function rememberGoneHouse(houseId: number) {
  const clearsBefore = clearCount;
  const cache = await caches.open(HOUSE_CACHE);
  const saved = await cache.match(GONE_HOUSES_KEY);
  const known = goneHouseIds(await saved?.json().catch(() => null));
  if (clearsBefore !== clearCount) return;
  const ids = [...known.filter((id) => id !== houseId), houseId].slice(-GONE_HOUSES_MAX);
  await cache.put(
    GONE_HOUSES_KEY,
    new Response(JSON.stringify(ids), { headers: { "Content-Type": "application/json" } }),
  );
}

/**
 * The house a slug path was saved as: its own saved page, else the first saved favorites list,
 * tour or map page that shows a house with those slugs. Null when nothing saved names them.
 */
async function savedHouseIdBySlugs(request: Request): Promise<number | null> {
  const { pathname } = new URL(request.url);
  if (isHouseIdApi(pathname)) return null;
  const saved = await caches.match(request, { cacheName: HOUSE_CACHE, ignoreVary: true });
  if (saved) return savedHouseId(await savedJson(saved));
  for (const name of [API_CACHE, SHARED_TOUR_CACHE, TOWN_CACHE, MAP_CACHE]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const key of await cache.keys()) {
      const url = new URL(key.url);
      if (url.pathname === OWNER_KEY) continue;
      const answer = await (await cache.match(key, { ignoreVary: true }))?.json().catch(() => null);
      const named = savedHouseMentions(url, answer).find((house) => house.slugPath === pathname);
      if (named) return named.houseId;
    }
  }
  return null;
}

/** The house a network answer says is gone (goneHouseId), reading the body of a 404 only. */
async function answerGoneHouseId(response: Response): Promise<number | null> {
  if (response.status !== 404) {
    await response.body?.cancel();
    return null;
  }
  return goneHouseId(response.status, await response.json().catch(() => null));
}

/**
 * Every saved answer that shows the house (decisions 358 and 372), in one place for every
 * screen: its own page under each path it was saved by (its id, its slugs, slugs it had before a
 * rename) and the favorite button's state for it go; the saved favorites list, tours and map
 * pages are written again without it, each keeping the time it was saved. Then the hosted photos
 * they showed of it go, unless another saved house shows them: a merge moves the dropped house's
 * photos to the house it went into. Nothing is written once the user signed out meanwhile.
 */
async function dropSavedHouse(houseId: number) {
  const clearsBefore = clearCount;
  const photosOfGone = new Set<string>();
  const photosShown = new Set<string>();
  const noteMentions = (url: URL, answer: unknown) => {
    for (const mention of savedHouseMentions(url, answer)) {
      for (const path of mention.photos) {
        (mention.houseId === houseId ? photosOfGone : photosShown).add(path);
      }
    }
  };
  for (const name of [HOUSE_CACHE, API_CACHE, SHARED_TOUR_CACHE, TOWN_CACHE]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const key of await cache.keys()) {
      const url = new URL(key.url);
      if (url.pathname === OWNER_KEY) continue;
      const saved = await cache.match(key, { ignoreVary: true });
      if (!saved) continue;
      const answer = await savedJson(saved);
      noteMentions(url, answer);
      const edit = savedAnswerWithoutHouse(url, answer, houseId);
      if (clearsBefore !== clearCount) return;
      if (edit.kind === "delete") await cache.delete(key);
      else if (edit.kind === "rewrite") await cache.put(key, rewritten(saved, edit.answer));
    }
  }
  if (await caches.has(MAP_CACHE)) {
    const map = await caches.open(MAP_CACHE);
    const pages: Array<{ key: Request; saved: Response; offset: number; answer: unknown }> = [];
    for (const key of await map.keys()) {
      const saved = await map.match(key, { ignoreVary: true });
      if (!saved) continue;
      const url = new URL(key.url);
      const answer = await savedJson(saved);
      noteMentions(url, answer);
      pages.push({ key, saved, offset: Number(url.searchParams.get("offset") ?? 0), answer });
    }
    const changed = mapPagesWithoutHouse(pages, houseId);
    for (const { key, saved, offset } of pages) {
      if (clearsBefore !== clearCount) return;
      if (changed.has(offset)) await map.put(key, rewritten(saved, changed.get(offset)));
    }
  }
  if (photosOfGone.size === 0 || !(await caches.has(PHOTO_CACHE))) return;
  const photos = await caches.open(PHOTO_CACHE);
  for (const key of await photos.keys()) {
    const path = new URL(key.url).pathname;
    if (photosOfGone.has(path) && !photosShown.has(path)) await photos.delete(key);
  }
}

/** A saved answer's JSON, or null (not JSON); the saved response stays readable. */
function savedJson(saved: Response): Promise<unknown> {
  return saved
    .clone()
    .json()
    .catch(() => null);
}

/** The saved answer with a new body: its status and headers (its saved time among them) stay. */
function rewritten(saved: Response, answer: unknown): Response {
  const headers = new Headers(saved.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(answer), { status: saved.status, headers });
}

/**
 * The answers a page read before this worker saw its requests (a first visit: the worker installs
 * after the first screen has settled, and takes the page over once active), as the page hands
 * them over: each public one this worker keeps (a house, a page of the map's houses, a shared
 * tour, a town) is stored as if its fetch had passed here, so every house page opened online opens
 * offline, the first one too (decision 390). So is each answer of the signed-in account's own
 * that this worker keeps (its user record, favorites, tours), under the account the page names
 * (decision 412): the user record is read once, as the app starts, and without it a reload
 * offline showed the signed-out landing. Nothing is stored once the user signed out meanwhile.
 */
async function keepPageAnswers(answers: unknown) {
  if (!Array.isArray(answers)) return;
  const clearsBefore = clearCount;
  for (const entry of answers) {
    if (!Array.isArray(entry) || typeof entry[0] !== "string") continue;
    const url = new URL(entry[0], self.location.origin);
    if (url.origin !== self.location.origin) continue;
    const owner: unknown = entry[2];
    if (isOfflineReadableApi(url.pathname)) {
      if (typeof owner !== "string" || !owner || clearsBefore !== clearCount) continue;
      await store(owner, new Request(url), jsonResponse(entry[1])).catch(() => undefined);
      continue;
    }
    const keep = isHouseDetailApi(url.pathname)
      ? storeHouse
      : isMapHouseListApi(url)
        ? storeMapPage
        : isSharedTourApi(url.pathname)
          ? storeSharedTour
          : isTownApi(url.pathname)
            ? storeTown
            : null;
    if (!keep || clearsBefore !== clearCount) continue;
    await keep(new Request(url), jsonResponse(entry[1])).catch(() => undefined);
  }
}

/** A handed-over answer as the network would have given it. */
function jsonResponse(answer: unknown): Response {
  return new Response(JSON.stringify(answer), { headers: { "Content-Type": "application/json" } });
}

/** A shared tour (its share id its own key), the last SAVED_SHARED_TOURS_MAX kept. */
async function storeSharedTour(request: Request, response: Response) {
  const cache = await caches.open(SHARED_TOUR_CACHE);
  await putWithSavedTime(cache, [request], response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - SAVED_SHARED_TOURS_MAX))) {
    await cache.delete(old);
  }
}

/** A shared tour its link no longer opens (its owner deleted it) is not kept either. */
async function forgetSharedTour(request: Request) {
  await (await caches.open(SHARED_TOUR_CACHE)).delete(request, { ignoreVary: true });
}

/** A town page's answer (its slug its own key), the last SAVED_TOWNS_MAX kept (decision 401). */
async function storeTown(request: Request, response: Response) {
  const cache = await caches.open(TOWN_CACHE);
  await putWithSavedTime(cache, [request], response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - SAVED_TOWNS_MAX))) {
    await cache.delete(old);
  }
}

/** A town whose address no longer opens (its last house went) is not kept either. */
async function forgetTown(request: Request) {
  await (await caches.open(TOWN_CACHE)).delete(request, { ignoreVary: true });
}

/** One page of the map's houses (each page its own key, so the latest of each is kept). */
async function storeMapPage(request: Request, response: Response) {
  await putWithSavedTime(await caches.open(MAP_CACHE), [request], response);
}

/** A photo from the network, kept for offline use; the kept copy when the network fails. */
async function savedPhoto(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (response.status === 200) event.waitUntil(storePhoto(request, response.clone()));
    return response;
  } catch (error) {
    const stored = await caches.match(request, { cacheName: PHOTO_CACHE, ignoreVary: true });
    if (stored) return stored;
    throw error;
  }
}

async function storePhoto(request: Request, response: Response) {
  const cache = await caches.open(PHOTO_CACHE);
  await cache.delete(request, { ignoreVary: true });
  await cache.put(request, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - SAVED_PHOTOS_MAX))) {
    await cache.delete(old);
  }
}

/** Marked, so the page shows its offline banner even when the browser thinks it is online. */
function markedSaved(stored: Response): Response {
  const headers = new Headers(stored.headers);
  headers.set(SAVED_ANSWER_HEADER, "1");
  return new Response(stored.body, { status: stored.status, headers });
}

async function ownerOf(cache: Cache): Promise<string | null> {
  return (await (await cache.match(OWNER_KEY))?.text()) ?? null;
}

async function store(user: string, request: Request, response: Response) {
  let cache = await caches.open(API_CACHE);
  if ((await ownerOf(cache)) !== user) {
    await caches.delete(API_CACHE);
    cache = await caches.open(API_CACHE);
    await cache.put(OWNER_KEY, new Response(user));
  }
  const url = new URL(request.url);
  const list =
    url.pathname === "/api/favorites"
      ? await response
          .clone()
          .json()
          .catch(() => null)
      : null;
  const favorites = favoritesListHouseIds(url, list);
  await cache.put(request, response);
  if (favorites) await agreeWithFavorites(cache, favorites);
}

/**
 * A house removed from (or added to) the favorites list elsewhere than its own page leaves that
 * page's saved "is a favorite" answer behind: the newer list decides it, so the house does not
 * open offline as Favorited when the saved list no longer has it.
 */
async function agreeWithFavorites(cache: Cache, favorites: ReadonlySet<number>) {
  for (const key of await cache.keys()) {
    const houseId = favoriteCheckHouseId(new URL(key.url).pathname);
    if (houseId === null) continue;
    // Not Response.json: Safari before 17 lacks it, and a throw here would lose the answer.
    const answer = JSON.stringify({ isFavorite: favorites.has(houseId) });
    await cache.put(key, new Response(answer, { headers: { "Content-Type": "application/json" } }));
  }
}

/**
 * The stored answer, unless the request carries another user's token. A request without a token
 * (offline, the token could not be refreshed) comes from the signed-in page: signing out empties
 * the store, so what is there is that user's.
 */
async function storedAnswer(user: string | null, request: Request): Promise<Response | undefined> {
  const cache = await caches.open(API_CACHE);
  if (user && (await ownerOf(cache)) !== user) return undefined;
  const stored = await cache.match(request, { ignoreVary: true });
  return stored ? markedSaved(stored) : undefined;
}
