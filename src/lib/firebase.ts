// First: Firebase must find its defaults declared before it looks for them (Auth looks as its
// module runs).
import "./firebase-defaults";
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  initializeAuth,
  setPersistence,
  signInWithPopup,
} from "@firebase/auth";
import { firebaseApp } from "./firebase-app";
import { loadGoogleSignInScript } from "./google-sign-in-script";

const env = import.meta.env;

// No API key configured means local development: the official Auth Emulator stands in.
const emulatorUrl =
  env.VITE_AUTH_EMULATOR_URL ?? (env.VITE_FIREBASE_API_KEY ? undefined : "http://127.0.0.1:9099");

// initializeAuth rather than getAuth: getAuth also sets the popup resolver, which preloads
// Google's sign-in helper (a script and an iframe from apis.google.com) on every page that loads
// Firebase. The resolver is passed to signInWithPopup instead, so only Google sign-in loads it.
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });
if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });

// Persistence is set at start-up; a failure is only logged, never shown.
setPersistence(auth, browserLocalPersistence).catch((error) => {
  console.error("Could not set auth persistence", error);
});

const googleProvider = new GoogleAuthProvider();

/** Google's popup sign-in; fails with a "could not reach Google" code when its script never comes. */
export async function signInWithGoogle() {
  await loadGoogleSignInScript();
  await signInWithPopup(auth, googleProvider, browserPopupRedirectResolver);
}

// The auth functions the app calls, from this lazily loaded module so @firebase/auth stays out of
// the landing's initial JavaScript (src/lib/firebase-loader.ts).
export {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
} from "@firebase/auth";
