/**
 * Production verification of Firebase ID tokens, with every check Firebase documents:
 * https://firebase.google.com/docs/auth/admin/verify-id-tokens#verify_id_tokens_using_a_third-party_jwt_library
 */
import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from "jose";
import {
  CLOCK_SKEW_SECONDS,
  checkFirebaseClaims,
  claimsToVerifiedToken,
  firebaseIssuer,
  InvalidTokenError,
  type TokenVerifier,
} from "./token-verifier";

const SECURETOKEN_JWKS_URL =
  "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";

// Module scope: the key set (and jose's cache of it, honouring its cooldown) outlives a request.
let googleKeys: JWTVerifyGetKey | undefined;
function securetokenKeys() {
  googleKeys ??= createRemoteJWKSet(new URL(SECURETOKEN_JWKS_URL), {
    cacheMaxAge: 60 * 60 * 1000,
  });
  return googleKeys;
}

export function verifyFirebaseIdToken(
  token: string,
  options: { projectId: string; keys: JWTVerifyGetKey; now?: () => number },
): Promise<ReturnType<typeof claimsToVerifiedToken>> {
  return (async () => {
    const nowSeconds = Math.floor((options.now?.() ?? Date.now()) / 1000);
    try {
      const { payload, protectedHeader } = await jwtVerify(token, options.keys, {
        algorithms: ["RS256"],
        issuer: firebaseIssuer(options.projectId),
        audience: options.projectId,
        currentDate: new Date(nowSeconds * 1000),
        clockTolerance: CLOCK_SKEW_SECONDS,
        requiredClaims: ["exp", "iat", "sub", "auth_time"],
      });
      if (!protectedHeader.kid) throw new InvalidTokenError("Token has no key id");
      checkFirebaseClaims(payload, options.projectId, nowSeconds);
      return claimsToVerifiedToken(payload);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.message);
      throw error;
    }
  })();
}

export function productionTokenVerifier(projectId: string): TokenVerifier {
  return (token) => verifyFirebaseIdToken(token, { projectId, keys: securetokenKeys() });
}
