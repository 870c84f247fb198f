/**
 * One D1 session per request (D1's Sessions API), so reads can be served by read replicas near
 * the visitor while each person still reads their own writes: the answer carries the session's
 * bookmark in `X-D1-Bookmark`, the client sends the newest one it has back, and the session then
 * starts no older than that write. Without a bookmark a read may start on any replica
 * ("first-unconstrained"); a write starts on the primary ("first-primary"). See
 * docs/performance.md, Read replicas.
 */
import { createDb } from "../db/client";
import { factory } from "../factory";

export const BOOKMARK_HEADER = "X-D1-Bookmark";

/** D1 bookmarks are short dash-separated hex; anything else is ignored, never an error. */
const BOOKMARK_PATTERN = /^[0-9a-f-]{1,128}$/i;

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function openSession(d1: D1Database, method: string, sent: string | undefined) {
  const constraint = READ_METHODS.has(method) ? "first-unconstrained" : "first-primary";
  if (sent && BOOKMARK_PATTERN.test(sent)) {
    try {
      return d1.withSession(sent);
    } catch {
      // A bookmark D1 cannot use (for example from another database): start as if none was sent.
    }
  }
  return d1.withSession(constraint);
}

export const dbMiddleware = factory.createMiddleware(async (c, next) => {
  const session = openSession(c.env.DB, c.req.method, c.req.header(BOOKMARK_HEADER));
  c.set("db", createDb(session));
  await next();
  const bookmark = session.getBookmark();
  if (bookmark) {
    try {
      c.res.headers.set(BOOKMARK_HEADER, bookmark);
    } catch {
      // Some answers (an upstream fetch passed through) have immutable headers: nothing to add.
    }
  }
});
