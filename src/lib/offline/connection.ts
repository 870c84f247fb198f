/**
 * Whether the app is reaching the network. The browser's online/offline events miss a weak
 * signal (connected, but nothing gets through), so an API answer the service worker gave from
 * its saved copy (it marks those with SAVED_ANSWER_HEADER) or a request that could not be sent
 * also counts as offline, until an answer comes from the network again.
 */
import { useSyncExternalStore } from "react";
import { SAVED_ANSWER_HEADER, SAVED_AT_HEADER } from "./offline-rules";

let unreachable = false;
/** API path -> when the service worker saved the copy it last answered with. */
const savedCopies = new Map<string, Date>();
const listeners = new Set<() => void>();

export function setUnreachable(next: boolean) {
  if (next === unreachable) return;
  unreachable = next;
  for (const listener of listeners) listener();
}

/** Whether the app's last request got no answer from the network (src/lib/offline/fresh-answers.ts). */
export function isUnreachable() {
  return unreachable;
}

/** Calls `listener` whenever the app starts or stops reaching the network. */
export function onReachabilityChange(listener: () => void) {
  listeners.add(listener);
}

/** The API client reports each answer (or null when the request failed to reach anyone). */
export function noteApiAnswer(response: Response | null) {
  const saved = response?.headers.get(SAVED_ANSWER_HEADER) === "1";
  if (response?.url) {
    const path = new URL(response.url).pathname;
    const savedAt = response.headers.get(SAVED_AT_HEADER);
    if (saved && savedAt) savedCopies.set(path, new Date(savedAt));
    else savedCopies.delete(path);
  }
  setUnreachable(response === null || saved);
}

/**
 * When the answer last given for this API path was saved, if it came from the service worker's
 * saved copy rather than the network (the house page says "Saved copy from <time>").
 */
export function savedCopyTime(apiPath: string): Date | null {
  return savedCopies.get(apiPath) ?? null;
}

function subscribe(onChange: () => void) {
  const online = () => {
    unreachable = false;
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener("online", online);
  window.addEventListener("offline", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("online", online);
    window.removeEventListener("offline", onChange);
  };
}

/** False while there is no connection (offline banner, disabled write buttons). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !unreachable,
    () => true,
  );
}

/**
 * Offline with no answer for a query, saved or fresh: it failed, or TanStack Query holds it back
 * until the browser says it is online again (it would show a skeleton for as long). The screen
 * says it needs a connection instead of an error or an endless skeleton. A screen that already
 * shows an answer keeps it when a re-read of it fails or waits (the connection dropped while the
 * page was reading its answer again).
 */
export function waitsForConnection(
  online: boolean,
  query: { data: unknown; isError: boolean; fetchStatus: "fetching" | "paused" | "idle" },
) {
  return !online && query.data === undefined && (query.isError || query.fetchStatus === "paused");
}

/**
 * The API path (with its query string) a query's answer comes from, for a query whose answer the
 * service worker keeps: put in its `meta`, so a late network answer for that path replaces the
 * saved copy the query holds (src/lib/offline/fresh-answers.ts).
 */
export const SAVED_ANSWER_PATH = "savedAnswerPath";

/** Whether the answer last given for this API path is the service worker's saved copy. */
export function holdsSavedCopy(apiPath: string) {
  return savedCopies.has(apiPath);
}

/** The network's answer for this API path arrived after all: it is no saved copy any more. */
export function forgetSavedCopy(apiPath: string) {
  savedCopies.delete(apiPath);
}
