import { factory } from "../factory";

/**
 * Requests answered before their body was read (a 401/400/413 on a POST) leave the client
 * still sending. Through the Vite dev server's bridge to workerd that unread body could turn the
 * answer into a "fetch failed" 500, so once the answer is ready, whatever the handler did not
 * read is cancelled: the client gets the real status, and nothing keeps streaming into nowhere.
 */
export const cancelUnreadBody = factory.createMiddleware(async (c, next) => {
  await next();
  const request = c.req.raw;
  if (request.body && !request.bodyUsed) {
    await request.body.cancel().catch(() => undefined);
  }
});
