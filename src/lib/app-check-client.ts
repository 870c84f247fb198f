/**
 * The App Check SDK, loaded on the first write when a site key is configured
 * (src/lib/app-check.ts). Tokens refresh themselves before they expire.
 */
// First: Firebase must find its defaults declared before it looks for them.
import "./firebase-defaults";
import {
  type AppCheckOptions,
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
} from "@firebase/app-check";
import { firebaseApp } from "./firebase-app";

/**
 * Local development against a real Firebase project: App Check's debug-token flow. With
 * VITE_FIREBASE_APP_CHECK_DEBUG_TOKEN set (a debug token registered in the Firebase console, or
 * "true" to have the SDK print a new one), the SDK trades that token for real App Check tokens
 * instead of running reCAPTCHA, so the worker's enforce mode can be tried from localhost. The
 * trade needs the network; it is never set in production builds.
 */
function enableDebugToken() {
  const debugToken = import.meta.env.VITE_FIREBASE_APP_CHECK_DEBUG_TOKEN?.trim();
  if (!debugToken) return;
  (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean }).FIREBASE_APPCHECK_DEBUG_TOKEN =
    debugToken === "true" ? true : debugToken;
}

export function startAppCheck(siteKey: string, provider?: AppCheckOptions["provider"]) {
  enableDebugToken();
  const appCheck = initializeAppCheck(firebaseApp, {
    provider: provider ?? new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return async () => (await getToken(appCheck, false)).token;
}
