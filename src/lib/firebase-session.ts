/**
 * Firebase as the app loads it (src/lib/firebase-loader.ts): the auth module, with the signed-in
 * hint cookie (contract/signed-in-hint.ts) kept in step with its session: set while a user is
 * signed in, removed when there is none. Loaded with Firebase only, so a signed-out visitor's
 * pages carry none of it.
 */
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_MAX_AGE_SECONDS } from "@contract/signed-in-hint";
import { auth, onAuthStateChanged } from "./firebase";

function rememberSignedIn(signedIn: boolean) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const maxAge = signedIn ? SIGNED_IN_HINT_MAX_AGE_SECONDS : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: one flag cookie; the Cookie Store API is not in every browser we support.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${signedIn ? "1" : ""}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

onAuthStateChanged(auth, (user) => rememberSignedIn(user !== null));

export * from "./firebase";
