import { emulatorTokenVerifier } from "./firebase-emulator";
import { productionTokenVerifier } from "./firebase-production";
import type { TokenVerifier } from "./token-verifier";

export type { TokenVerifier, VerifiedToken } from "./token-verifier";
export { InvalidTokenError } from "./token-verifier";

/** Configuration picks the implementation; nothing else knows which one runs. */
export function tokenVerifierFor(env: Env): TokenVerifier {
  return env.FIREBASE_AUTH_EMULATOR_HOST
    ? emulatorTokenVerifier(env.FIREBASE_PROJECT_ID)
    : productionTokenVerifier(env.FIREBASE_PROJECT_ID);
}
