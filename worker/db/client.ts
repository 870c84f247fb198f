import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = ReturnType<typeof createDb>;

/**
 * Drizzle over D1, or over one D1 session (read replication, middleware/db.ts). Drizzle's D1
 * driver only calls prepare() and batch(), which a session has too, so a session passes as the
 * database it belongs to.
 */
export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema, casing: "snake_case" });
}
