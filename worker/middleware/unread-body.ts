import { factory } from "../factory";

/** Up to this much of an unread body is read to its end; beyond it the rest is cancelled. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * A request answered before its body was read (a 401/400/413 on a POST) leaves the client still
 * sending, and a client still writing when the answer arrives may fail the whole exchange (the
 * Vite dev bridge to workerd turned them into "fetch failed" 500s). So the unread rest is read to
 * its end before the answer leaves, and cancelled after the first megabyte so nobody can make the
 * worker read gigabytes it refused.
 */
export const cancelUnreadBody = factory.createMiddleware(async (c, next) => {
  await next();
  const body = c.req.raw.body;
  // Locked or disturbed: the handler took the body (a stream it is still piping, for example).
  if (!body || body.locked || c.req.raw.bodyUsed) return;
  let read = 0;
  try {
    const reader = body.getReader();
    while (read <= DRAIN_LIMIT_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away, or the body was taken after all: nothing left to read.
  }
});
