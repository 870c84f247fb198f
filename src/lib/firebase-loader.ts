/**
 * Firebase Auth is loaded on demand so the signed-out landing does not download it up front
 * (docs/performance.md). A visitor with no persisted Firebase user (browserLocalPersistence keeps
 * it in localStorage under "firebase:authUser:<apiKey>:<app>") is known to be signed out at once;
 * for a signed-out visitor Firebase is not downloaded at all until they sign in, here or in
 * another tab. A persisted user whose ID token still has time left starts signed in on that token
 * (persistedSession), and Firebase loads once the first screen has settled (decision 296); anyone
 * else waits for Firebase to restore the session.
 */
import { nextTask } from "./next-task";
import { LOGGED_OUT_KEY } from "./signed-out-mark";

export const PERSISTED_USER_PREFIX = "firebase:authUser:";

/**
 * The localStorage key Firebase persisted its user under, or null; null too where there is no
 * storage (the build's prerender, src/prerender.tsx, renders the signed-out view). Throws when
 * storage is blocked.
 */
function persistedUserKey(): string | null {
  if (typeof localStorage === "undefined") return null;
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index);
    if (key?.startsWith(PERSISTED_USER_PREFIX)) return key;
  }
  return null;
}

export function hasPersistedFirebaseUser(): boolean {
  try {
    return persistedUserKey() !== null;
  } catch {
    // Storage blocked: Firebase cannot have persisted a user there either; let it decide.
    return true;
  }
}

/** Firebase's own check: a token this close to its expiry is refreshed before use. */
const TOKEN_MIN_LIFE_MS = 60_000;

export interface PersistedSession {
  uid: string;
  idToken: string;
}

/**
 * The signed-in user Firebase persisted, with its ID token, while that token has more than a
 * minute left; else null (nothing persisted, an expired token, a shape this code does not know).
 * Read by hand, not with zod: three fields of what Firebase itself wrote, on the path of every
 * signed-in first screen, which zod is not. A token read here is checked by the API like any
 * other, so a stale or forged entry gets a 401, never access.
 */
export function persistedSession(now = Date.now()): PersistedSession | null {
  try {
    const key = persistedUserKey();
    if (key === null || localStorage.getItem(LOGGED_OUT_KEY)) return null;
    const user: unknown = JSON.parse(localStorage.getItem(key) ?? "null");
    if (typeof user !== "object" || user === null) return null;
    const { uid, stsTokenManager: tokens } = user as { uid?: unknown; stsTokenManager?: unknown };
    if (typeof uid !== "string" || typeof tokens !== "object" || tokens === null) return null;
    const { accessToken, expirationTime } = tokens as {
      accessToken?: unknown;
      expirationTime?: unknown;
    };
    if (typeof accessToken !== "string" || typeof expirationTime !== "number") return null;
    return expirationTime - now > TOKEN_MIN_LIFE_MS ? { uid, idToken: accessToken } : null;
  } catch {
    // Storage blocked or an entry that is not JSON: Firebase decides, as before.
    return null;
  }
}

let firebase: Promise<typeof import("./firebase-session")> | undefined;
let firebaseLoaded = false;
const whenRequested = new Set<() => void>();

/** The Firebase app and auth functions; the first call starts the download. */
export function loadFirebase() {
  if (!firebase) {
    // What waits for Firebase (the session listener, every request's token) runs after a break
    // in a task of its own (src/lib/next-task.ts).
    firebase = import("./firebase-session").then(async (module) => {
      await nextTask();
      firebaseLoaded = true;
      return module;
    });
    for (const callback of whenRequested) callback();
    whenRequested.clear();
  }
  return firebase;
}

/**
 * Runs `callback` once something first asks for Firebase (at once if something already has), so
 * the auth listener starts with the first sign-in instead of on every signed-out page view.
 * Returns a function that cancels the wait.
 */
export function onFirebaseRequested(callback: () => void): () => void {
  if (firebase) {
    callback();
    return () => undefined;
  }
  whenRequested.add(callback);
  return () => whenRequested.delete(callback);
}

/** True once something has asked for Firebase (a sign-in, a restored session). */
export function isFirebaseRequested() {
  return firebase !== undefined;
}

/** True once Firebase has loaded: from then on its session, not the persisted one, is the truth. */
export function isFirebaseLoaded() {
  return firebaseLoaded;
}
