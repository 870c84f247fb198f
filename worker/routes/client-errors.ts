/**
 * POST /api/client-errors: a screen that failed in a visitor's browser and showed its error
 * instead (src/routes/screen-error-boundary.tsx). The worker keeps nothing: it writes one
 * `client-error` log line (docs/operations.md, Logs), which the request's own line ties to the
 * hashed caller by its request id. Anyone may report, as a signed-out visitor's screen can fail
 * too; as a write, the writes rate limit counts it. Answers 204.
 */
import { clientErrorReportSchema } from "@contract/operations";
import { factory } from "../factory";
import { validate } from "../lib/http/validate";
import { logEvent } from "../lib/structured-log";

/** Enough of the browser's name to tell Chrome on Android from Safari on an iPhone. */
const USER_AGENT_MAX = 300;

export const clientErrorRoutes = factory
  .createApp()
  .post("/", validate("json", clientErrorReportSchema), (c) => {
    const report = c.req.valid("json");
    logEvent("client-error", {
      requestId: c.var.requestId,
      ...report,
      userAgent: c.req.header("User-Agent")?.slice(0, USER_AGENT_MAX) ?? null,
    });
    return c.body(null, 204);
  });
