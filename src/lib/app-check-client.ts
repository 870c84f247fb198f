/**
 * The App Check SDK, loaded on the first write when a site key is configured
 * (src/lib/app-check.ts). Tokens refresh themselves before they expire.
 */
import {
  type AppCheckOptions,
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
} from "@firebase/app-check";
import { firebaseApp } from "./firebase-app";

export function startAppCheck(siteKey: string, provider?: AppCheckOptions["provider"]) {
  const appCheck = initializeAppCheck(firebaseApp, {
    provider: provider ?? new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return async () => (await getToken(appCheck, false)).token;
}
