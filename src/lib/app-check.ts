/**
 * Firebase App Check on the web, optional (docs/security.md, App Check). With a reCAPTCHA
 * Enterprise site key in VITE_FIREBASE_APP_CHECK_SITE_KEY, every write to our API carries an App
 * Check token in X-Firebase-AppCheck, which the worker requires when FIREBASE_APP_CHECK=enforce.
 * Without a key nothing loads and no header is sent. The SDK (src/lib/app-check-client.ts) loads
 * on the first write, never on the landing's first paint.
 */

export const APP_CHECK_HEADER = "X-Firebase-AppCheck";

type TokenSource = () => Promise<string>;

const siteKey = import.meta.env.VITE_FIREBASE_APP_CHECK_SITE_KEY?.trim();
let tokenSource: Promise<TokenSource> | undefined;

/**
 * Where tokens come from. The app starts the App Check SDK with the configured site key; a test
 * may give the SDK another provider (the SDK's own CustomProvider).
 */
export function setAppCheckTokenSource(source: Promise<TokenSource> | undefined) {
  tokenSource = source;
}

function configuredSource(): Promise<TokenSource> | undefined {
  if (!tokenSource && siteKey) {
    tokenSource = import("./app-check-client").then((client) => client.startAppCheck(siteKey));
  }
  return tokenSource;
}

/**
 * The header for a write, or none when App Check is off. A token that cannot be had (blocked
 * reCAPTCHA, no network) sends none: the worker then answers 403 with its message, if enforced.
 */
export async function appCheckHeader(): Promise<Record<string, string>> {
  const source = configuredSource();
  if (!source) return {};
  try {
    return { [APP_CHECK_HEADER]: await (await source)() };
  } catch (error) {
    console.error("App Check token unavailable", error);
    return {};
  }
}
