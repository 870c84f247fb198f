/**
 * When the service worker stores the rest of the build (decision 396): the page asks once it is
 * usable, for every file on a connection neither slow nor saving data, else only for those the
 * browser already has. Loaded once the worker has registered (src/lib/offline/service-worker.ts).
 */
import { STORE_SHELL } from "./offline-rules";

interface NetworkInformationLike extends EventTarget {
  effectiveType?: string;
  saveData?: boolean;
}

/** Below this, measured on the page's own downloads, the connection counts as slow. */
const SLOW_BYTES_PER_SECOND = 1_000_000 / 8;

/**
 * Whether the connection is slow or saving data: the browser's own estimate where it has one
 * (Chromium's navigator.connection), else the page's own largest download that came over the
 * network (Safari and Firefox have no estimate).
 */
export function slowOrSavingData(): boolean {
  const connection = (navigator as { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return true;
  if (connection?.effectiveType && /^(slow-2g|2g|3g)$/.test(connection.effectiveType)) return true;
  const downloads = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter((entry) => entry.transferSize > 50_000 && entry.responseEnd > entry.responseStart)
    .sort((a, b) => b.transferSize - a.transferSize);
  const largest = downloads[0];
  if (!largest) return false;
  const seconds = (largest.responseEnd - largest.responseStart) / 1000;
  return largest.transferSize / seconds < SLOW_BYTES_PER_SECOND;
}

/** After the first ask on a slow connection, when the worker is asked once more. */
const ASK_AGAIN_MS = 5_000;

/**
 * Asks the active worker to store the rest of the build; on a slow connection or one saving data,
 * only the files the browser already has (the page's parts that loaded while the worker
 * installed), and the rest once the connection changes. Asked again when a new worker takes over
 * (a new build), whose install stored only what the browser had.
 */
export function storeShellWhenFast() {
  const worker = navigator.serviceWorker;
  const ask = () => {
    const which = slowOrSavingData() ? "cached" : "all";
    void worker.ready.then((registration) =>
      registration.active?.postMessage({ type: STORE_SHELL, which }),
    );
    return which;
  };
  if (ask() === "cached") window.setTimeout(ask, ASK_AGAIN_MS);
  worker.addEventListener("controllerchange", ask);
  (navigator as { connection?: NetworkInformationLike }).connection?.addEventListener(
    "change",
    ask,
  );
}
