/** What the worker knows about a caller once their Firebase ID token is verified. */
export interface VerifiedToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

/** The reason stays on the server (logs, tests); callers only learn the sign-in is invalid. */
export class InvalidTokenError extends Error {}

/** Firebase claims shared by both implementations. */
export function claimsToVerifiedToken(payload: Record<string, unknown>): VerifiedToken {
  const str = (v: unknown) => (typeof v === "string" && v.length > 0 ? v : null);
  return {
    uid: payload.sub as string,
    email: str(payload.email),
    emailVerified: payload.email_verified === true,
    name: str(payload.name),
    picture: str(payload.picture),
  };
}

export function firebaseIssuer(projectId: string) {
  return `https://securetoken.google.com/${projectId}`;
}

export const CLOCK_SKEW_SECONDS = 5;

/**
 * The claim checks Firebase documents beyond the signature, applied by both verifiers:
 * https://firebase.google.com/docs/auth/admin/verify-id-tokens#verify_id_tokens_using_a_third-party_jwt_library
 */
export function checkFirebaseClaims(
  payload: Record<string, unknown>,
  projectId: string,
  nowSeconds: number,
) {
  if (payload.iss !== firebaseIssuer(projectId)) throw new InvalidTokenError("Wrong issuer");
  if (payload.aud !== projectId) throw new InvalidTokenError("Wrong audience");
  if (typeof payload.exp !== "number" || payload.exp + CLOCK_SKEW_SECONDS <= nowSeconds) {
    throw new InvalidTokenError("Token expired");
  }
  if (typeof payload.iat !== "number" || payload.iat > nowSeconds + CLOCK_SKEW_SECONDS) {
    throw new InvalidTokenError("Token was issued in the future");
  }
  const authTime = payload.auth_time;
  if (typeof authTime !== "number" || authTime > nowSeconds + CLOCK_SKEW_SECONDS) {
    throw new InvalidTokenError("Token has an invalid auth_time");
  }
  if (typeof payload.sub !== "string" || payload.sub.length === 0 || payload.sub.length > 128) {
    throw new InvalidTokenError("Token has an invalid subject");
  }
}
