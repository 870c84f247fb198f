/**
 * Merging a duplicate house into the one kept (the admin's answer to a "Duplicate" report,
 * docs/house-reports.md): every row that points at the dropped house moves, in one D1 batch. The
 * tables that point at a house are read from the schema, so a table added later moves too.
 */
import { eq, getTableColumns, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";
import { type Resolution, resolveOpenReports } from "./house-reports";
import * as schema from "./schema";
import { houseReports, houses } from "./schema";

/**
 * Every (table, column) that points at a house, read from the schema itself, so a table added
 * later is moved by a merge without anyone remembering to list it here.
 */
function houseReferences(): Array<{ table: string; column: string }> {
  const found: Array<{ table: string; column: string }> = [];
  for (const value of Object.values(schema)) {
    if (!value || typeof value !== "object" || !(Symbol.for("drizzle:IsDrizzleTable") in value)) {
      continue;
    }
    const config = getTableConfig(value as SQLiteTable);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (ref.foreignTable !== houses) continue;
      for (const column of ref.columns) {
        found.push({ table: config.name, column: toSnakeCase(column.name) });
      }
    }
  }
  return found;
}

/**
 * Merges `droppedId` into `keptId` in one D1 batch (one transaction): every row pointing at the
 * dropped house (reviews, photos, videos, favorites, visits, tour stops, lights reports, ...)
 * moves to the kept one. Where the kept house already has the same row (a person who favorited
 * or reviewed both, a tour with both stops), the kept house's row wins and the other goes with
 * the dropped house (UPDATE OR IGNORE, then the delete's cascade). Counters are added up, the
 * rating is recomputed from the reviews, the best of both confirmations and images is kept.
 * Answers how many reports it resolved.
 */
export async function mergeHouses(
  db: Db,
  droppedId: number,
  keptId: number,
  adminId: string,
  at: Date,
): Promise<number> {
  const d1 = db.$client;
  const resolution: Resolution = { outcome: "merged", adminId, at };
  const statement = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL();
    return d1.prepare(text).bind(...params);
  };
  const resolveDropped = resolveOpenReports(db, droppedId, resolution);
  // The kept house's own reports that named the dropped one as its duplicate are answered too.
  const resolveKept = resolveOpenReports(
    db,
    keptId,
    resolution,
    eq(houseReports.duplicateOfHouseId, droppedId),
  );
  const columns = getTableColumns(houses);
  const name = (key: keyof typeof columns) => toSnakeCase(columns[key].name);
  const moves = houseReferences().map(({ table, column }) =>
    d1
      .prepare(`UPDATE OR IGNORE "${table}" SET "${column}" = ?1 WHERE "${column}" = ?2`)
      .bind(keptId, droppedId),
  );
  const sum = (key: keyof typeof columns) =>
    `"${name(key)}" = "${name(key)}" + (SELECT "${name(key)}" FROM houses WHERE id = ?2)`;
  const keepBest = d1
    .prepare(
      `UPDATE houses SET ${sum("pageViewCount")}, ${sum("visitCount")}, ${sum("proximityVisitCount")},
        main_image_url = COALESCE(main_image_url, (SELECT main_image_url FROM houses WHERE id = ?2)),
        description = COALESCE(description, (SELECT description FROM houses WHERE id = ?2)),
        is_top_house = MAX(is_top_house, (SELECT is_top_house FROM houses WHERE id = ?2)),
        confirmed_season = MAX(COALESCE(confirmed_season, 0), COALESCE((SELECT confirmed_season FROM houses WHERE id = ?2), 0)),
        last_confirmed_at = MAX(COALESCE(last_confirmed_at, 0), COALESCE((SELECT last_confirmed_at FROM houses WHERE id = ?2), 0)),
        updated_at = ?3
       WHERE id = ?1`,
    )
    .bind(keptId, droppedId, at.getTime());
  // MAX over 0 turns "never" into 0: back to NULL.
  const neverToNull = d1
    .prepare(
      `UPDATE houses SET confirmed_season = NULLIF(confirmed_season, 0),
       last_confirmed_at = NULLIF(last_confirmed_at, 0) WHERE id = ?1`,
    )
    .bind(keptId);
  const results = await d1.batch([
    statement(resolveDropped),
    statement(resolveKept),
    keepBest,
    neverToNull,
    ...moves,
    statement(
      db
        .update(houses)
        .set({
          avgRating: sql`COALESCE((SELECT AVG(rating) FROM reviews WHERE house_id = ${keptId}), 0)`,
          reviewCount: sql`(SELECT COUNT(*) FROM reviews WHERE house_id = ${keptId})`,
        })
        .where(eq(houses.id, keptId)),
    ),
    statement(db.delete(houses).where(eq(houses.id, droppedId))),
  ]);
  return (results[0]?.results.length ?? 0) + (results[1]?.results.length ?? 0);
}
