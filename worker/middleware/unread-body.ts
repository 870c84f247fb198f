import { factory } from "../factory";

/**
 * A request answered before its body was read (a 401/400/413/429 on a POST, a POST to a page)
 * leaves the client still sending. On the local servers (Vite's bridge to workerd, in `npm start`,
 * `npm run start:production` and the e2e server) an unread rest broke the bridge: a client still
 * writing when the answer arrived could fail that exchange, and a rest left unread (workerd stops
 * reading it) made the next request, on the same connection or soon after, a 500 HTML page "fetch
 * failed". So the unread rest is read to its end before the answer leaves, however big: cancelling
 * it after the first megabyte, as before, still broke the next request after a 3 MB body
 * (decision 083, changed by decision 382). On Cloudflare the edge takes care of an unread body; the
 * read costs only the wait for the client's own upload, which the platform caps (100 MB and up,
 * by plan), so nobody can make the worker read gigabytes.
 */
export const drainUnreadBody = factory.createMiddleware(async (c, next) => {
  await next();
  const body = c.req.raw.body;
  // Locked or disturbed: the handler took the body (a stream it is still piping, for example).
  if (!body || body.locked || c.req.raw.bodyUsed) return;
  try {
    const reader = body.getReader();
    while (!(await reader.read()).done) {
      // Nothing to keep: the answer is already made.
    }
  } catch {
    // The client went away, or the body was taken after all: nothing left to read.
  }
});
