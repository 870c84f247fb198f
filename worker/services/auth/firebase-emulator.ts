/**
 * The Firebase Auth Emulator signs nothing (header {"alg":"none"}, empty signature). Only used
 * when FIREBASE_AUTH_EMULATOR_HOST is configured, and still checks iss, aud, exp and sub.
 */
import { decodeJwt, decodeProtectedHeader } from "jose";
import {
  claimsToVerifiedToken,
  firebaseIssuer,
  InvalidTokenError,
  type TokenVerifier,
} from "./token-verifier";

export function emulatorTokenVerifier(projectId: string, now = () => Date.now()): TokenVerifier {
  return async (token) => {
    let payload: ReturnType<typeof decodeJwt>;
    try {
      decodeProtectedHeader(token);
      payload = decodeJwt(token);
    } catch {
      throw new InvalidTokenError("Malformed token");
    }
    if (payload.iss !== firebaseIssuer(projectId)) throw new InvalidTokenError("Wrong issuer");
    if (payload.aud !== projectId) throw new InvalidTokenError("Wrong audience");
    if (typeof payload.exp !== "number" || payload.exp * 1000 <= now()) {
      throw new InvalidTokenError("Token expired");
    }
    if (typeof payload.sub !== "string" || payload.sub.length === 0) {
      throw new InvalidTokenError("Token has no subject");
    }
    return claimsToVerifiedToken(payload);
  };
}
