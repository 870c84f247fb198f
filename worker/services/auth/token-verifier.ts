/** What the worker knows about a caller once their Firebase ID token is verified. */
export interface VerifiedToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

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
