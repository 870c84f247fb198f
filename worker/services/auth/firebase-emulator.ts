/**
 * The Firebase Auth Emulator signs nothing (header {"alg":"none"}, empty signature). Only chosen
 * by services/auth/index.ts for a demo- project with a loopback emulator host. It accepts
 * unsigned tokens only: a token carrying any signature is refused (this verifier cannot check
 * it), and every production claim check still applies.
 */
import { decodeJwt, decodeProtectedHeader } from "jose";
import {
  checkFirebaseClaims,
  claimsToVerifiedToken,
  InvalidTokenError,
  type TokenVerifier,
} from "./token-verifier";

export function emulatorTokenVerifier(projectId: string, now = () => Date.now()): TokenVerifier {
  return async (token) => {
    let payload: ReturnType<typeof decodeJwt>;
    let alg: unknown;
    try {
      alg = decodeProtectedHeader(token).alg;
      payload = decodeJwt(token);
    } catch {
      throw new InvalidTokenError("Malformed token");
    }
    const signature = token.split(".")[2];
    if (alg !== "none" || signature !== "") {
      throw new InvalidTokenError("Signed token in emulator mode");
    }
    checkFirebaseClaims(payload, projectId, Math.floor(now() / 1000));
    return claimsToVerifiedToken(payload);
  };
}
