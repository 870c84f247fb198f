/**
 * Whether the app is reaching the network. The browser's online/offline events miss a weak
 * signal (connected, but nothing gets through), so an API answer the service worker gave from
 * its saved copy (it marks those with SAVED_ANSWER_HEADER) or a request that could not be sent
 * also counts as offline, until an answer comes from the network again.
 */
import { useSyncExternalStore } from "react";
import { SAVED_ANSWER_HEADER } from "./offline-rules";

let unreachable = false;
const listeners = new Set<() => void>();

function setUnreachable(next: boolean) {
  if (next === unreachable) return;
  unreachable = next;
  for (const listener of listeners) listener();
}

/** The API client reports each answer (or null when the request failed to reach anyone). */
export function noteApiAnswer(response: Response | null) {
  setUnreachable(response === null || response.headers.get(SAVED_ANSWER_HEADER) === "1");
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
