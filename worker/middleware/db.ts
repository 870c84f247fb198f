import { D1_BOOKMARK_HEADER, isD1Bookmark } from "@contract/d1-bookmark";
import { createDb } from "../db/client";
import { factory } from "../factory";

/**
 * One D1 session per request (Sessions API): reads may be served by a nearby read replica. With
 * the caller's last bookmark the session starts at least there (read-your-writes); without one,
 * any replica will do. The answer carries the session's bookmark for the caller to send back.
 */
export const dbMiddleware = factory.createMiddleware(async (c, next) => {
  const sent = c.req.header(D1_BOOKMARK_HEADER);
  const session = c.env.DB.withSession(isD1Bookmark(sent) ? sent : "first-unconstrained");
  // A session answers prepare() and batch() like the database itself, all drizzle calls.
  c.set("db", createDb(session as unknown as D1Database));
  await next();
  const bookmark = session.getBookmark();
  if (bookmark) c.res.headers.set(D1_BOOKMARK_HEADER, bookmark);
});
