import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * Inserts that must respect a count limit are one INSERT ... SELECT ... WHERE statement: the
 * count and the insert cannot be split by a second request, so two at once never both pass.
 *
 * `selectedRow` is the row as the SELECT list of that statement. Drizzle's insert-select names
 * every column in table order, so the given values are bound and the other columns take their
 * default (or NULL, which an integer primary key turns into the next id). A value may be SQL
 * instead, such as a column of the SELECT's own table.
 */
export function selectedRow<T extends SQLiteTable>(
  table: T,
  values: { [K in keyof T["$inferInsert"]]: T["$inferInsert"][K] | SQL },
): { [K in keyof T["$inferInsert"]]-?: SQL.Aliased } {
  const row: Record<string, SQL.Aliased> = {};
  const given = values as Record<string, unknown>;
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = given[key] !== undefined ? given[key] : column.defaultFn?.();
    let expression: SQL;
    if (value !== undefined) expression = is(value, SQL) ? value : sql`${sql.param(value, column)}`;
    else if (is(column.default, SQL)) expression = column.default;
    else if (column.default !== undefined) expression = sql`${sql.param(column.default, column)}`;
    else expression = sql`NULL`;
    // Drizzle's typed select wants named expressions; INSERT ... SELECT goes by position.
    row[key] = expression.as(key);
  }
  return row as { [K in keyof T["$inferInsert"]]-?: SQL.Aliased };
}

/** True while fewer than `limit` rows of `table` match `where`. */
export function countBelow(table: SQLiteTable, where: SQL | undefined, limit: number): SQL {
  return sql`(SELECT count(*) FROM ${table} WHERE ${where}) < ${limit}`;
}
