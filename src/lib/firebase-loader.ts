/**
 * Firebase Auth is loaded on demand so the signed-out landing does not download it up front
 * (docs/performance.md). A visitor with no persisted Firebase user (browserLocalPersistence keeps
 * it in localStorage under "firebase:authUser:<apiKey>:<app>") is known to be signed out at once;
 * anyone else waits for Firebase to restore the session as before.
 */
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

let firebase: Promise<typeof import("./firebase")> | undefined;

/** The Firebase app and auth functions; the first call starts the download. */
export function loadFirebase() {
  firebase ??= import("./firebase");
  return firebase;
}

/** True once something has asked for Firebase (a sign-in, a restored session). */
export function isFirebaseRequested() {
  return firebase !== undefined;
}
