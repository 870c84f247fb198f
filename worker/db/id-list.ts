import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * `column IN (ids)` with one bound parameter (a JSON array read by json_each), so a long list
 * never runs into D1's limit of 100 bound parameters.
 */
export function idIn(column: SQL | Column, ids: number[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}
