import { HTTPException } from "hono/http-exception";
import { factory } from "../factory";
import { appCheckEnforced, verifyAppCheckToken } from "../services/app-check";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Off unless FIREBASE_APP_CHECK=enforce; then every write needs a valid App Check token. */
export const appCheckMiddleware = factory.createMiddleware(async (c, next) => {
  if (appCheckEnforced(c.env) && !READ_METHODS.has(c.req.method)) {
    const token = c.req.header("X-Firebase-AppCheck");
    if (!token || !(await verifyAppCheckToken(token, c.env))) {
      // 403, not 401: the sign-in is fine, so the client must not sign the person out.
      throw new HTTPException(403, {
        message: "This app could not be verified. Reload the page and try again.",
      });
    }
  }
  await next();
});
