/**
 * Read-your-writes over D1 read replicas (zod-free: the API helper on the landing path uses it).
 * Every API answer carries the D1 session's bookmark in this header; the client keeps the latest
 * and sends it back, so its next read sees at least everything up to its own last write.
 */
export const D1_BOOKMARK_HEADER = "X-D1-Bookmark";

/** A bookmark as D1 writes them (hex groups and dashes); anything else is ignored. */
export function isD1Bookmark(value: string | null | undefined): value is string {
  return typeof value === "string" && /^[0-9a-f]{1,16}(-[0-9a-f]{1,64}){0,7}$/i.test(value);
}
