import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * `column IN (list)` with one bound parameter (a JSON array read by json_each), so a list of any
 * length never runs into D1's limit of 100 bound parameters per statement ("too many SQL
 * variables", decisions 069 and 371). Every list of ids or keys a statement filters on goes
 * through here; drizzle's `inArray` binds one parameter per item and is not used in the worker.
 * An empty list matches nothing.
 */
export function idIn(column: SQL | Column, ids: readonly (number | string)[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}
