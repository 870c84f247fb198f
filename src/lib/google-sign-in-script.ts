/**
 * Google's sign-in helper script, which Firebase's popup sign-in needs before it can open
 * Google's window. Firebase waits for it with no deadline: when an ad blocker, a captive network
 * or no connection at all holds the request, Continue with Google would do nothing, for ever.
 * Loaded here first with a deadline, so the dialog can say Google could not be reached; once it
 * is on the page Firebase finds it there and does not ask again.
 */
import { GOOGLE_UNREACHABLE } from "./google-unreachable";

const GOOGLE_SIGN_IN_SCRIPT = "https://apis.google.com/js/api.js";

/** Long enough for a slow phone connection, short enough that nobody gives up on the button. */
export const GOOGLE_SCRIPT_TIMEOUT_MS = 10_000;

let loading: Promise<void> | undefined;

export function loadGoogleSignInScript(): Promise<void> {
  if ((window as { gapi?: { load?: unknown } }).gapi?.load) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      // The next click tries again.
      loading = undefined;
      reject(
        Object.assign(new Error("Google's sign-in script did not load"), {
          code: GOOGLE_UNREACHABLE,
        }),
      );
    };
    const timer = window.setTimeout(fail, GOOGLE_SCRIPT_TIMEOUT_MS);
    script.src = GOOGLE_SIGN_IN_SCRIPT;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}
