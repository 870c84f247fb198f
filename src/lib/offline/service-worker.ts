/**
 * The page's side of the service worker (src/service-worker/sw.ts): registering it in production
 * builds, handing it the answers the page got past it, and emptying the signed-in user's saved
 * answers on sign-out. Small on purpose: it is in the landing's entry chunk.
 */
import { afterPageSettles } from "../after-page-settles";
import { signedInUid } from "../signed-in-account";
import {
  API_CACHE,
  CLEAR_OFFLINE_DATA,
  HOUSE_CACHE,
  MAP_CACHE,
  PAGE_ANSWERS,
  SHARED_TOUR_CACHE,
  TOWN_CACHE,
} from "./offline-rules";

/**
 * The API answers the page read with no worker between it and the network (a first visit, until
 * the worker installed by it takes over; a reload that skips the worker), held until a worker
 * is active, which keeps those it would have kept (decision 390). A signed-in read carries its
 * account's uid: the worker keeps the account's own answers (its user record, favorites, tours)
 * as that account's, as if they had passed through it (decision 412). Null where no worker comes
 * (development, a browser without them).
 */
type PageAnswer = [path: string, answer: unknown, owner: string | null];
let pastWorker: PageAnswer[] | null = null;
let activeWorker: ServiceWorker | null | undefined;

/**
 * Called by the API client with a read's answer when the read was sent with no controller, with
 * the uid of the account signed in when it was sent (null signed out). An account's answer that
 * comes back once it has signed out, or another has signed in, is handed to no one.
 */
export function keepForOffline(path: string, answer: unknown, owner: string | null) {
  if (owner !== null && owner !== signedInUid()) return;
  const entry: PageAnswer = [path, answer, owner];
  if (activeWorker) activeWorker.postMessage({ type: PAGE_ANSWERS, answers: [entry] });
  else pastWorker?.push(entry);
}

/**
 * Registers the worker once `screenReady` (the first screen's code, when the page arrived with
 * the worker's first paint) has settled and the page has had its first seconds to itself. The
 * install stores only the shell page and the files the browser already has (the page opened thus
 * opens offline); the rest of the build (every other screen, about 150 files) is asked for here,
 * and only on a connection that is neither slow nor saving data (decision 396).
 */
export function registerServiceWorker(screenReady: Promise<unknown> = Promise.resolve()) {
  if (!("serviceWorker" in navigator)) return;
  if (!import.meta.env.PROD) {
    // `vite dev` shares its origin with `vite preview`: drop a worker a preview left behind, so
    // development never runs against a stored build.
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())));
    return;
  }
  // A page the worker controls from the start has every read seen by it.
  if (!navigator.serviceWorker.controller) {
    pastWorker = [];
    void navigator.serviceWorker.ready.then(({ active }) => {
      activeWorker = active;
      active?.postMessage({ type: PAGE_ANSWERS, answers: pastWorker });
      pastWorker = null;
    });
  }
  const register = async () => {
    try {
      await navigator.serviceWorker.register("/sw.js");
    } catch (error: unknown) {
      console.error("Service worker registration failed", error);
      return;
    }
    // Its own chunk, loaded then: the entry chunk every page loads stays small.
    void import("./store-shell").then((module) => module.storeShellWhenFast());
  };
  // Once the first screen has settled: installing starts a second JavaScript engine in the page's
  // process, about 500 ms of CPU in traces. Registered at the load event, it ran while the app
  // started and hydrated (a prerendered page's load event comes before the app even loads), on a
  // phone's cores and its one slow connection; on slow 3G the load event comes before the
  // screen's own code has arrived, hence `screenReady` first.
  void screenReady.then(() => afterPageSettles(() => void register()));
}

/**
 * Signed out (or another user next): the saved favorites and tours, and the house pages and map
 * houses saved with the viewer's own details, must not stay on the device. The page deletes them
 * itself: a page loaded past the worker (a hard reload) has no controller to ask (decision 342).
 * The worker is told too, so an answer it has in flight is not stored afterwards.
 */
export async function clearOfflineData(): Promise<void> {
  // A page the worker does not control still hands it answers (keepForOffline): told too.
  (navigator.serviceWorker?.controller ?? activeWorker)?.postMessage({ type: CLEAR_OFFLINE_DATA });
  if (pastWorker) pastWorker.length = 0;
  if (!("caches" in window)) return;
  await Promise.all(
    [API_CACHE, HOUSE_CACHE, MAP_CACHE, SHARED_TOUR_CACHE, TOWN_CACHE].map((name) =>
      caches.delete(name).catch(() => false),
    ),
  );
}
