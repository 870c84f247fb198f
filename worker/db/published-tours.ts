/**
 * Popular tours: tours their owners published (a name and a town), ranked by how many people
 * opened one or saved a copy this season, each person counted once a New York day.
 */
import type { PopularTour, TourPublication } from "@contract/tours";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { newYorkDay } from "./house-counters";
import { idIn } from "./id-list";
import { publishedTours, tourOpens, tourStops, tours } from "./schema";

/**
 * The season a day belongs to, named by the year it began: displays go up in November and come
 * down in January, so July to June is one season.
 */
export function seasonOf(at: Date): number {
  const [year, month] = newYorkDay(at).split("-").map(Number) as [number, number];
  return month >= 7 ? year : year - 1;
}

export async function publishTour(db: Db, tourId: number, name: string, town: string) {
  await db
    .insert(publishedTours)
    .values({ tourId, name, town })
    .onConflictDoUpdate({ target: publishedTours.tourId, set: { name, town } });
}

/** True when the tour was published. */
export async function unpublishTour(db: Db, tourId: number): Promise<boolean> {
  const removed = await db
    .delete(publishedTours)
    .where(eq(publishedTours.tourId, tourId))
    .returning({ tourId: publishedTours.tourId });
  return removed.length > 0;
}

export async function publicationsFor(
  db: Db,
  tourIds: number[],
): Promise<Map<number, TourPublication>> {
  if (!tourIds.length) return new Map();
  const rows = await db.select().from(publishedTours).where(idIn(publishedTours.tourId, tourIds));
  return new Map(
    rows.map((row) => [
      row.tourId,
      { name: row.name, town: row.town, publishedAt: row.publishedAt.toISOString() },
    ]),
  );
}

/** Counts an open or a saved copy of a published tour, once per person and day. */
export async function recordTourOpen(db: Db, tourId: number, viewerKey: string, at = new Date()) {
  const published = await db
    .select({ tourId: publishedTours.tourId })
    .from(publishedTours)
    .where(eq(publishedTours.tourId, tourId))
    .limit(1);
  if (!published.length) return;
  await db
    .insert(tourOpens)
    .values({ tourId, viewerKey, openDay: newYorkDay(at), season: seasonOf(at) })
    .onConflictDoNothing();
}

/** Published tours, most opened this season first (then the newest). */
export async function listPopularTours(
  db: Db,
  limit: number,
  at = new Date(),
): Promise<PopularTour[]> {
  const season = seasonOf(at);
  const opens = sql<number>`(SELECT COUNT(*) FROM ${tourOpens}
    WHERE ${tourOpens.season} = ${season} AND ${tourOpens.tourId} = ${publishedTours.tourId})`;
  const stopCount = sql<number>`(SELECT COUNT(*) FROM ${tourStops}
    WHERE ${tourStops.tourId} = ${publishedTours.tourId})`;
  const rows = await db
    .select({
      tourId: publishedTours.tourId,
      shareId: tours.shareId,
      name: publishedTours.name,
      town: publishedTours.town,
      publishedAt: publishedTours.publishedAt,
      opens,
      stopCount,
    })
    .from(publishedTours)
    .innerJoin(tours, eq(tours.id, publishedTours.tourId))
    .orderBy(desc(opens), desc(publishedTours.publishedAt), desc(publishedTours.tourId))
    .limit(limit);
  return rows.map((row) => ({
    tourId: row.tourId,
    shareId: row.shareId,
    name: row.name,
    town: row.town,
    publishedAt: row.publishedAt.toISOString(),
    opensThisSeason: Number(row.opens),
    stopCount: Number(row.stopCount),
  }));
}
