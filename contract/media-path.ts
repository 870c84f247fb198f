/**
 * The path prefix of photos the worker hosts (only those have smaller copies). A module of its
 * own, re-exported by contract/photo-sizes.ts: the service worker's rules
 * (src/lib/offline/offline-rules.ts), which the app every page loads imports, need only this of
 * that file (decision 403).
 */
export const MEDIA_PATH_PREFIX = "/api/media/";
