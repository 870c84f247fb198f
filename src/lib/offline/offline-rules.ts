/**
 * What the service worker keeps for use without a connection (docs/product.md, Installable app
 * and offline), shared by the worker (src/service-worker/sw.ts) and the page. Pure: no DOM or
 * worker globals, so both type-check it.
 */

/** The signed-in user's saved answers; deleted on sign-out and when the user changes. */
export const API_CACHE = "lights-api-v1";

/** App shell caches are named per build; activating a new build deletes the older ones. */
export const SHELL_CACHE_PREFIX = "lights-shell-";

/** Marks an API answer the service worker gave from its saved copy (the network failed). */
export const SAVED_ANSWER_HEADER = "X-Lights-Saved-Answer";

/** The message a page posts to the worker when the signed-in user signs out. */
export const CLEAR_OFFLINE_DATA = "lights:clear-offline-data";

/**
 * The only API answers kept: the signed-in user's own record (so the app knows who is signed in
 * offline), their favorites, and their tours (list, one tour, a shared tour). Every other API
 * answer is never stored.
 */
const OFFLINE_READABLE_API: readonly RegExp[] = [
  /^\/api\/auth\/user$/,
  /^\/api\/favorites$/,
  /^\/api\/tours$/,
  /^\/api\/tours\/[^/]+$/,
  /^\/api\/tours\/shared\/[^/]+$/,
];

export function isOfflineReadableApi(pathname: string): boolean {
  return OFFLINE_READABLE_API.some((pattern) => pattern.test(pathname));
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
