/**
 * Whether this device keeps the map's code (maplibre, stored by the service worker the first time
 * a map loads, not at install: scripts/vite-service-worker.ts). A map opened offline asks for its
 * code only when it is kept: a download tried offline fails, and Chromium then fails every later
 * import of it in this page (decision 303), so the map could not come back with the connection
 * (decision 381).
 */
/** Written by create-map.ts, the module that loads maplibre: its own URL, once it has loaded. */
const MAP_CODE_KEY = "li-lights:map-code";

/** True when the map's code last loaded is in the service worker's store. */
export async function isMapCodeKept(): Promise<boolean> {
  try {
    const url = localStorage.getItem(MAP_CODE_KEY);
    if (!url || !("caches" in window)) return false;
    return (await caches.match(url, { ignoreVary: true })) !== undefined;
  } catch {
    return false;
  }
}
