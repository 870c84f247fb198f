import { factory } from "../factory";
import { withRequestId } from "../lib/structured-log";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** Cloudflare's ray id ("8f1e2d3c4b5a6978-EWR"); a made-up header of another shape is ignored. */
const RAY_ID_PATTERN = /^[0-9a-f]{16}(-[A-Z]{3})?$/i;

/**
 * Names each request: Cloudflare's `cf-ray` when the request came through Cloudflare (so our log
 * lines match Cloudflare's own), else a random UUID (local runs). Every log line of the request
 * carries it (the rest of the request runs inside `withRequestId`, so code that never sees the
 * request logs it too), and the answer sends it back as X-Request-Id, which the app shows in its
 * error toasts, so a user's report leads to the request in Workers Logs.
 */
export const requestIdMiddleware = factory.createMiddleware(async (c, next) => {
  const ray = c.req.header("cf-ray");
  const requestId = ray && RAY_ID_PATTERN.test(ray) ? ray : crypto.randomUUID();
  c.set("requestId", requestId);
  await withRequestId(requestId, next);
  try {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    // A WebSocket handshake cannot be copied, and needs no id.
    if (c.res.status === 101) return;
    // An answer passed through with immutable headers (a fetched asset): a copy takes the header.
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    c.res = copy;
  }
});
