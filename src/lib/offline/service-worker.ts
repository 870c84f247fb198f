/**
 * The page's side of the service worker (src/service-worker/sw.ts): registering it in production
 * builds, and emptying the signed-in user's saved answers on sign-out. Small on purpose: it is in
 * the landing's entry chunk.
 */
import { afterPageSettles } from "../after-page-settles";
import { API_CACHE, CLEAR_OFFLINE_DATA } from "./offline-rules";

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  if (!import.meta.env.PROD) {
    // `vite dev` shares its origin with `vite preview`: drop a worker a preview left behind, so
    // development never runs against a stored build.
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())));
    return;
  }
  const register = () =>
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      console.error("Service worker registration failed", error);
    });
  // Once the first screen has settled: installing starts a second JavaScript engine in the page's
  // process and stores every script of the build, about 500 ms of CPU in traces. Registered at
  // the load event, it ran while the app started and hydrated (a prerendered page's load event
  // comes before the app even loads), on a phone's cores and its one slow connection.
  afterPageSettles(() => void register());
}

/** Signed out (or another user next): the saved favorites and tours must not stay on the device. */
export function clearOfflineData() {
  navigator.serviceWorker?.controller?.postMessage({ type: CLEAR_OFFLINE_DATA });
  if ("caches" in window) void caches.delete(API_CACHE).catch(() => undefined);
}
