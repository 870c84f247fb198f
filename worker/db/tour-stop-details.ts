/**
 * What a tour shows of each stop beyond its place: features, the light schedule and whether it
 * is lit tonight (the same rule as the house list, at the request's instant). One query for the
 * schedules and one for the features, whatever the number of stops.
 */
import type { TourHouse } from "@contract/tours";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";
import { featuresFor } from "./house-features";
import { idIn } from "./id-list";
import { type LitClock, litClockAt, litTonightSql, scheduleFromRow } from "./lit-tonight";
import { houses } from "./schema";

export async function withStopDetails(
  db: Db,
  stops: TourHouse[],
  clock: LitClock = litClockAt(),
): Promise<TourHouse[]> {
  const ids = [...new Set(stops.map((s) => s.id))];
  if (!ids.length) return stops;
  // The lit rule's SQL names the house row `h`, so the query reads the houses under that name:
  // a correlated subquery would need the outer table qualified, and drizzle leaves a lone
  // table's columns bare (`h.id = "id"` inside it was always true, giving every stop the first
  // house's answer).
  const h = alias(houses, "h");
  const [rows, features] = await Promise.all([
    db
      .select({
        id: h.id,
        litFromMinute: h.litFromMinute,
        litUntilMinute: h.litUntilMinute,
        seasonStart: h.seasonStart,
        seasonEnd: h.seasonEnd,
        showTimes: h.showTimes,
        fmTenths: h.fmTenths,
        litTonight: sql<number>`${litTonightSql(clock)}`,
      })
      .from(h)
      .where(idIn(h.id, ids)),
    featuresFor(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return stops.map((stop) => {
    const row = byId.get(stop.id);
    if (!row) return stop;
    return {
      ...stop,
      features: features.get(stop.id) ?? [],
      schedule: scheduleFromRow(row),
      litTonight: Boolean(row.litTonight),
    };
  });
}
