import { routePath } from "hono/route";
import { factory } from "../factory";
import { hashedUserId, logEvent } from "../lib/structured-log";

/** A refusal's message is the person's own words at most (a search echoed back): kept short. */
const MAX_REFUSAL_CHARACTERS = 300;

/**
 * The `{message}` of a 4xx JSON answer: what the person was shown, in the words the API used.
 * Every refusal's message is written for the person refused, so by the app's rules it holds no
 * secret, token or e-mail address; request bodies are never logged. Read from a copy of the
 * answer, which leaves the answer itself to the caller.
 */
async function refusalMessage(response: Response): Promise<string | undefined> {
  if (response.status < 400 || response.status > 499) return undefined;
  if (!response.headers.get("Content-Type")?.startsWith("application/json")) return undefined;
  try {
    const body: unknown = await response.clone().json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === "string" ? message.slice(0, MAX_REFUSAL_CHARACTERS) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One log line per request once it is answered: method, the route pattern that answered (ids
 * stay out of it, so lines group by route), status, duration, the caller as a hash, and for a
 * refusal (4xx) the message the caller saw, so a "Reference a1b2c3d4" from an error toast leads
 * to why. Runs after requestIdMiddleware and around everything else, so refusals (401, 429) are
 * logged too.
 */
export const requestLogMiddleware = factory.createMiddleware(async (c, next) => {
  const started = performance.now();
  await next();
  // Set by the API's auth middleware; pages the worker answers have no signed-in caller.
  const user = c.get("user") ?? null;
  // Workers advance the clock only across I/O, so this is the time spent waiting on D1, R2
  // and other services, which is what makes a request slow.
  const durationMs = Math.round(performance.now() - started);
  const refusal = await refusalMessage(c.res);
  logEvent("request", {
    requestId: c.var.requestId,
    method: c.req.method,
    route: routePath(c),
    status: c.res.status,
    durationMs,
    user: user ? await hashedUserId(user.id) : null,
    ...(refusal === undefined ? {} : { refusal }),
  });
});
