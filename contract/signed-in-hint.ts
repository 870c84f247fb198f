/**
 * A cookie that says "this browser has a signed-in session", so the worker can pick a page's first
 * HTML before any JavaScript runs: signed out, an app screen such as /map is the landing and comes
 * prerendered (painted at once); signed in, it is the empty shell, so the visitor never sees the
 * landing's text flash before their screen. Only a hint, never trusted for access (the session
 * itself is the Firebase ID token on each API call): a stale or missing hint costs the visitor
 * one slower first paint or one flash of the landing, nothing more.
 */
export const SIGNED_IN_HINT_COOKIE = "li_signed_in";
/** About a month: the app sets it again on every signed-in visit. */
export const SIGNED_IN_HINT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
