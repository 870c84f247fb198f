/**
 * How many houses the map screen asks for at a time. A module of its own, re-exported by
 * contract/limits.ts: the service worker's rules (src/lib/offline/offline-rules.ts), which the app
 * every page loads imports, need only this of that file (decision 403).
 */
export const MAP_PAGE_SIZE = 100;
