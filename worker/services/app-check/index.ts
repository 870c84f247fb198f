/**
 * Optional Firebase App Check: with FIREBASE_APP_CHECK=enforce, writes must carry an
 * X-Firebase-AppCheck token issued to this Firebase project. Verified with jose against the
 * App Check key set, as documented at
 * https://firebase.google.com/docs/app-check/custom-resource-backend#other
 */
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";
import { logWarning } from "../../lib/structured-log";

const APP_CHECK_JWKS_URL = "https://firebaseappcheck.googleapis.com/v1/jwks";

// Module scope: jose caches the key set between requests (App Check asks for at most 6 hours).
let appCheckKeys: JWTVerifyGetKey | undefined;
function keys() {
  appCheckKeys ??= createRemoteJWKSet(new URL(APP_CHECK_JWKS_URL), {
    cacheMaxAge: 6 * 60 * 60 * 1000,
  });
  return appCheckKeys;
}

export function appCheckEnforced(env: Env) {
  return env.FIREBASE_APP_CHECK?.trim().toLowerCase() === "enforce";
}

/** True when the token is a valid App Check token for the configured project number. */
export async function verifyAppCheckToken(token: string, env: Env): Promise<boolean> {
  const projectNumber = env.FIREBASE_PROJECT_NUMBER?.trim();
  // Enforced without a project number: nothing can be verified, so nothing passes.
  if (!projectNumber) return false;
  try {
    const { payload } = await jwtVerify(token, keys(), {
      algorithms: ["RS256"],
      issuer: `https://firebaseappcheck.googleapis.com/${projectNumber}`,
      audience: `projects/${projectNumber}`,
      requiredClaims: ["exp", "sub"],
    });
    return typeof payload.sub === "string" && payload.sub.length > 0;
  } catch (error) {
    logWarning("app-check-token-refused", {
      reason: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}
