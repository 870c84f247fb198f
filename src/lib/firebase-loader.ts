/**
 * Firebase Auth is loaded on demand so the signed-out landing does not download it up front
 * (docs/performance.md). A visitor with no persisted Firebase user (browserLocalPersistence keeps
 * it in localStorage under "firebase:authUser:<apiKey>:<app>") is known to be signed out at once;
 * anyone else waits for Firebase to restore the session as before. For a signed-out visitor
 * Firebase is not downloaded at all until they sign in, here or in another tab.
 */
import { nextTask } from "./next-task";

const PERSISTED_USER_PREFIX = "firebase:authUser:";

export function hasPersistedFirebaseUser(): boolean {
  // The build's prerender (src/prerender.tsx) renders the signed-out view.
  if (typeof localStorage === "undefined") return false;
  try {
    for (let index = 0; index < localStorage.length; index++) {
      if (localStorage.key(index)?.startsWith(PERSISTED_USER_PREFIX)) return true;
    }
    return false;
  } catch {
    // Storage blocked: Firebase cannot have persisted a user there either; let it decide.
    return true;
  }
}

let firebase: Promise<typeof import("./firebase-session")> | undefined;
const whenRequested = new Set<() => void>();

/** The Firebase app and auth functions; the first call starts the download. */
export function loadFirebase() {
  if (!firebase) {
    // What waits for Firebase (the session listener, every request's token) runs after a break
    // in a task of its own (src/lib/next-task.ts).
    firebase = import("./firebase-session").then(async (module) => {
      await nextTask();
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
