/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Firebase web config; absent locally, where the Auth Emulator is used. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  /** Auth Emulator URL; defaults to http://127.0.0.1:9099 when no Firebase API key is set. */
  readonly VITE_AUTH_EMULATOR_URL?: string;
  /** reCAPTCHA Enterprise site key for Firebase App Check; empty = App Check off (src/lib/app-check.ts). */
  readonly VITE_FIREBASE_APP_CHECK_SITE_KEY?: string;
  /** Local development only: an App Check debug token ("true" = let the SDK make one). */
  readonly VITE_FIREBASE_APP_CHECK_DEBUG_TOKEN?: string;
  /** The browser tests' build: every class list is checked for conflicts (src/lib/class-conflicts.ts). */
  readonly VITE_CHECK_CLASS_CONFLICTS?: string;
}
