import { getTableColumns } from "drizzle-orm";
import type { SQLiteInsertValue, SQLiteTable } from "drizzle-orm/sqlite-core";

/** D1 binds at most this many parameters in one statement; past it, "too many SQL variables". */
export const D1_MAX_BOUND_PARAMETERS = 100;

/**
 * The rows of a multi-row insert into `table` in groups D1 takes (decision 371): drizzle binds at
 * most one parameter per column of each row (the given value, or a default that is not SQL), so a
 * group holds as many rows as 100 parameters cover at the table's column count. The caller writes
 * one INSERT per group, in one db.batch when the rows must land together. A value given as SQL
 * (a subquery) may bind one parameter itself, no more. Lists a statement filters on go through
 * idIn (id-list.ts) instead: one parameter, one statement.
 */
export function insertChunks<T extends SQLiteTable>(
  table: T,
  rows: readonly SQLiteInsertValue<T>[],
): SQLiteInsertValue<T>[][] {
  const columns = Object.keys(getTableColumns(table)).length;
  const perStatement = Math.max(1, Math.floor(D1_MAX_BOUND_PARAMETERS / columns));
  const chunks: SQLiteInsertValue<T>[][] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    chunks.push(rows.slice(i, i + perStatement));
  }
  return chunks;
}
