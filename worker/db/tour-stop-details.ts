/**
 * What a tour shows of each stop beyond its place: features, the light schedule and whether it
 * is lit tonight (the same rule as the house list, at the request's instant). One query for the
 * schedules and one for the features, whatever the number of stops.
 */
import type { TourHouse } from "@contract/tours";
import { sql } from "drizzle-orm";
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
  const [rows, features] = await Promise.all([
    db
      .select({
        id: houses.id,
        litFromMinute: houses.litFromMinute,
        litUntilMinute: houses.litUntilMinute,
        seasonStart: houses.seasonStart,
        seasonEnd: houses.seasonEnd,
        showTimes: houses.showTimes,
        fmTenths: houses.fmTenths,
        litTonight: sql<number>`(SELECT ${litTonightSql(clock)} FROM houses h WHERE h.id = ${houses.id})`,
      })
      .from(houses)
      .where(idIn(houses.id, ids)),
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
