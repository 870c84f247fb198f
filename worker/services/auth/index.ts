import { logError } from "../../lib/structured-log";
import { emulatorTokenVerifier } from "./firebase-emulator";
import { productionTokenVerifier } from "./firebase-production";
import type { TokenVerifier } from "./token-verifier";

export type { TokenVerifier, VerifiedToken } from "./token-verifier";
export { InvalidTokenError } from "./token-verifier";

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;

/**
 * Emulator mode (unsigned tokens) cannot fail open: it needs BOTH a demo- project id (a project
 * that cannot exist in Firebase) and a loopback emulator host. Anything else verifies signatures.
 */
export function isEmulatorMode(
  env: Pick<Env, "FIREBASE_PROJECT_ID" | "FIREBASE_AUTH_EMULATOR_HOST">,
) {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (!host) return false;
  const allowed = env.FIREBASE_PROJECT_ID.startsWith("demo-") && LOOPBACK_HOST.test(host);
  if (!allowed) {
    logError(
      "emulator-host-ignored",
      new Error("emulator mode needs a demo- project id and a loopback host"),
    );
  }
  return allowed;
}

/** Configuration picks the implementation; nothing else knows which one runs. */
export function tokenVerifierFor(env: Env): TokenVerifier {
  return isEmulatorMode(env)
    ? emulatorTokenVerifier(env.FIREBASE_PROJECT_ID)
    : productionTokenVerifier(env.FIREBASE_PROJECT_ID);
}
