import { routePath } from "hono/route";
import { factory } from "../factory";
import { hashedUserId, logEvent } from "../lib/structured-log";

/**
 * One log line per request once it is answered: method, the route pattern that answered (ids
 * stay out of it, so lines group by route), status, duration and the caller as a hash. Runs
 * after requestIdMiddleware and around everything else, so refusals (401, 429) are logged too.
 */
export const requestLogMiddleware = factory.createMiddleware(async (c, next) => {
  const started = performance.now();
  await next();
  // Set by the API's auth middleware; pages the worker answers have no signed-in caller.
  const user = c.get("user") ?? null;
  logEvent("request", {
    requestId: c.var.requestId,
    method: c.req.method,
    route: routePath(c),
    status: c.res.status,
    // Workers advance the clock only across I/O, so this is the time spent waiting on D1, R2
    // and other services, which is what makes a request slow.
    durationMs: Math.round(performance.now() - started),
    user: user ? await hashedUserId(user.id) : null,
  });
});
