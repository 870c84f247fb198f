/**
 * Which account is signed in, for the plain modules that keep one account's data on the device
 * (the tour draft, decision 309). AuthProvider sets it before the screens see a change; those
 * modules load with the screens, so the auth code (in every page's first download) names none of
 * them.
 */
let uid: string | null = null;
const signInListeners = new Set<(uid: string) => void>();

/** The signed-in account's Firebase uid, or null. */
export function signedInUid() {
  return uid;
}

export function setSignedInUid(next: string | null) {
  if (next === uid) return;
  uid = next;
  if (next) for (const listener of signInListeners) listener(next);
}

/** Calls `listener` with the uid each time an account signs in (not for one already signed in). */
export function onSignIn(listener: (uid: string) => void) {
  signInListeners.add(listener);
}
