import { ADMIN_REQUIRED_MESSAGE } from "@contract/admin-access";
import { HTTPException } from "hono/http-exception";
import { findOrCreateUser } from "../db/users";
import { factory } from "../factory";
import { logWarning } from "../lib/structured-log";
import { InvalidTokenError, tokenVerifierFor } from "../services/auth";

/** The only thing a caller learns about a refused token; the reason goes to the log. */
export const INVALID_SIGN_IN = "Invalid or expired sign-in";

/**
 * Reads an optional bearer token. No header: anonymous. A header that fails verification is a
 * 401 even on public routes, so the client learns its session is gone and signs out.
 */
export const authMiddleware = factory.createMiddleware(async (c, next) => {
  c.set("user", null);
  const header = c.req.header("Authorization");
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1]) throw new HTTPException(401, { message: INVALID_SIGN_IN });
    try {
      const verified = await tokenVerifierFor(c.env)(match[1]);
      c.set("user", await findOrCreateUser(c.var.db, verified, c.env.ADMIN_EMAILS));
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        logWarning("sign-in-token-refused", { reason: error.message });
        throw new HTTPException(401, { message: INVALID_SIGN_IN });
      }
      throw error;
    }
  }
  await next();
});

export const requireUser = factory.createMiddleware(async (c, next) => {
  if (!c.var.user) throw new HTTPException(401, { message: "Unauthorized" });
  await next();
});

export const requireAdmin = factory.createMiddleware(async (c, next) => {
  if (!c.var.user) throw new HTTPException(401, { message: "Unauthorized" });
  if (!c.var.user.isAdmin) throw new HTTPException(403, { message: ADMIN_REQUIRED_MESSAGE });
  await next();
});

/** For handlers behind requireUser/requireAdmin: the caller, typed as present. */
export function currentUser(c: { var: { user: import("../factory").UserRow | null } }) {
  if (!c.var.user) throw new HTTPException(401, { message: "Unauthorized" });
  return c.var.user;
}
