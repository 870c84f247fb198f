/**
 * Firebase as the app loads it (src/lib/firebase-loader.ts): the auth module, with
 * - the signed-in hint cookie (contract/signed-in-hint.ts) kept in step with its session: set
 *   while a user is signed in, removed when there is none;
 * - a sign-out that stays a sign-out in every tab (decision 378).
 * Loaded with Firebase only, so a signed-out visitor's pages carry none of it.
 */
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_MAX_AGE_SECONDS } from "@contract/signed-in-hint";
import type { Auth, User } from "@firebase/auth";
import * as firebase from "./firebase";
import { LOGGED_OUT_KEY } from "./signed-out-mark";

function rememberSignedIn(signedIn: boolean) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const maxAge = signedIn ? SIGNED_IN_HINT_MAX_AGE_SECONDS : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: one flag cookie; the Cookie Store API is not in every browser we support.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${signedIn ? "1" : ""}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

// Decision 378. Firebase in a tab that read the session just before another tab's Log out removed
// it writes it back (its start-up and its adoption of another tab's session both save the user
// they hold), and every other tab then takes that session up again: both tabs ended signed in.
// So a sign-out leaves a mark in storage until the next sign-in in any tab, and while it is there
// a user Firebase reports is what a sign-out ended: it is signed out again, never shown.
function markSignedOut(signedOut: boolean) {
  try {
    if (signedOut) localStorage.setItem(LOGGED_OUT_KEY, "1");
    else localStorage.removeItem(LOGGED_OUT_KEY);
  } catch {
    // Storage blocked: Firebase cannot keep a session there either.
  }
}

function isMarkedSignedOut() {
  try {
    return localStorage.getItem(LOGGED_OUT_KEY) !== null;
  } catch {
    return false;
  }
}

export function signOut(auth: Auth) {
  markSignedOut(true);
  return firebase.signOut(auth);
}

/** Firebase's listener, with a session a sign-out ended never reported (the null follows). */
export function onAuthStateChanged(auth: Auth, listener: (user: User | null) => void) {
  return firebase.onAuthStateChanged(auth, (user) => {
    if (user && isMarkedSignedOut()) void firebase.signOut(auth);
    else listener(user);
  });
}

export const signInWithEmailAndPassword: typeof firebase.signInWithEmailAndPassword = (...args) => {
  markSignedOut(false);
  return firebase.signInWithEmailAndPassword(...args);
};

export const createUserWithEmailAndPassword: typeof firebase.createUserWithEmailAndPassword = (
  ...args
) => {
  markSignedOut(false);
  return firebase.createUserWithEmailAndPassword(...args);
};

export function signInWithGoogle() {
  markSignedOut(false);
  return firebase.signInWithGoogle();
}

onAuthStateChanged(firebase.auth, (user) => rememberSignedIn(user !== null));

export { auth, updateProfile } from "./firebase";
