import { factory } from "../factory";

/** Up to this much of an unread body is read to its end; beyond it the rest is cancelled. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * Requests answered before their body was read (a 401/400/404/413 on a POST) leave the client
 * still sending. An HTTP client that is still writing when the answer arrives may fail the whole
 * exchange instead of reading the answer: the Vite dev server's bridge to workerd (undici's
 * fetch) turned such answers into "fetch failed" 500s. So once the answer is ready, whatever the
 * handler did not read is read to its end before the answer leaves (a small body, the usual case,
 * costs nothing), and a large one is cancelled after the first megabyte so nobody can make the
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
