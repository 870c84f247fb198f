/**
 * Popular tours: tours their owners published (a name and a town), ranked by how many people
 * other than the owner opened one or saved a copy this season, each counted once a New York day.
 * An admin's unpublish is a takedown the owner cannot undo (decision 294).
 */
import type { PopularTour, TourPublication } from "@contract/tours";
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "./client";
import { newYorkDay } from "./house-counters";
import { idIn } from "./id-list";
import { selectedRow } from "./insert-within-limit";
import { houses, publishedTours, tourOpens, tourStops, tours } from "./schema";

/**
 * The season a day belongs to, named by the year it began: displays go up in November and come
 * down in January, so July to June is one season.
 */
export function seasonOf(at: Date): number {
  const [year, month] = newYorkDay(at).split("-").map(Number) as [number, number];
  return month >= 7 ? year : year - 1;
}

/**
 * Publishes the tour (or renames its entry); false when an admin took it down (decision 294).
 * One INSERT ... SELECT, so a takedown that lands while the owner publishes is never undone.
 */
export async function publishTour(
  db: Db,
  tourId: number,
  name: string,
  town: string,
): Promise<boolean> {
  const written = await db
    .insert(publishedTours)
    .select((qb) =>
      qb
        .select(selectedRow(publishedTours, { tourId, name, town }))
        .from(tours)
        .where(and(eq(tours.id, tourId), isNull(tours.takenDownAt))),
    )
    .onConflictDoUpdate({ target: publishedTours.tourId, set: { name, town } })
    .returning({ tourId: publishedTours.tourId });
  return written.length > 0;
}

/** The owner's unpublish, which they may undo by publishing again. True when it was published. */
export async function unpublishTour(db: Db, tourId: number): Promise<boolean> {
  const removed = await db
    .delete(publishedTours)
    .where(eq(publishedTours.tourId, tourId))
    .returning({ tourId: publishedTours.tourId });
  return removed.length > 0;
}

/**
 * An admin's unpublish: it also marks the tour so that its owner cannot publish it again
 * (decision 294). True when it was published; a tour that was not is not marked.
 */
export async function takeDownTour(db: Db, tourId: number): Promise<boolean> {
  const [, removed] = await db.batch([
    db
      .update(tours)
      .set({ takenDownAt: new Date() })
      .where(
        and(
          eq(tours.id, tourId),
          sql`EXISTS (SELECT 1 FROM ${publishedTours} WHERE ${publishedTours.tourId} = ${tourId})`,
        ),
      ),
    db
      .delete(publishedTours)
      .where(eq(publishedTours.tourId, tourId))
      .returning({ tourId: publishedTours.tourId }),
  ]);
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

/**
 * Counts an open or a saved copy of a published tour, once per person and day. The owner is not
 * one of its people (decision 294): their own opens and copies count nothing. Signed out, an
 * owner is an address like any other, since nothing else tells them apart.
 */
export async function recordTourOpen(
  db: Db,
  tourId: number,
  viewer: { userId: string | null; viewerKey: string },
  at = new Date(),
) {
  const row = selectedRow(tourOpens, {
    tourId,
    viewerKey: viewer.viewerKey,
    openDay: newYorkDay(at),
    season: seasonOf(at),
  });
  await db
    .insert(tourOpens)
    .select((qb) =>
      qb
        .select(row)
        .from(publishedTours)
        .innerJoin(tours, eq(tours.id, publishedTours.tourId))
        .where(
          and(
            eq(publishedTours.tourId, tourId),
            viewer.userId === null ? undefined : ne(tours.userId, viewer.userId),
          ),
        ),
    )
    .onConflictDoNothing();
}

/**
 * Published tours that have a listed stop, most opened this season first (then the newest). A
 * tour whose stops were all removed or archived (decision 324) keeps its publication and is
 * listed again once it has a listed stop; archived stops are not counted. A house a removal
 * request hides still shows in the tour (its area only), so its stop counts (decision 377).
 */
export async function listPopularTours(
  db: Db,
  limit: number,
  at = new Date(),
): Promise<PopularTour[]> {
  const season = seasonOf(at);
  const opens = sql<number>`(SELECT COUNT(*) FROM ${tourOpens}
    WHERE ${tourOpens.season} = ${season} AND ${tourOpens.tourId} = ${publishedTours.tourId})`;
  // Each stop's house by its primary key.
  const listedStops = sql`${tourStops} JOIN ${houses} ON ${houses.id} = ${tourStops.houseId}
    WHERE ${tourStops.tourId} = ${publishedTours.tourId} AND ${houses.archivedAt} IS NULL`;
  // The houses of the listed stops, in route order: the count, and what a saved copy lets go of
  // when one of them is gone (decision 377). A deleted house's stop row went with it.
  const stopIds = sql<string>`(SELECT json_group_array(house_id) FROM (SELECT ${tourStops.houseId} AS house_id
    FROM ${listedStops} ORDER BY ${tourStops.position}))`;
  // One index seek per published tour (tour_stops' indexes start with tour_id), as stopIds.
  const hasStop = sql`EXISTS (SELECT 1 FROM ${listedStops})`;
  const rows = await db
    .select({
      tourId: publishedTours.tourId,
      shareId: tours.shareId,
      name: publishedTours.name,
      town: publishedTours.town,
      publishedAt: publishedTours.publishedAt,
      opens,
      stopIds,
    })
    .from(publishedTours)
    .innerJoin(tours, eq(tours.id, publishedTours.tourId))
    .where(hasStop)
    .orderBy(desc(opens), desc(publishedTours.publishedAt), desc(publishedTours.tourId))
    .limit(limit);
  return rows.map((row) => {
    const ids = stopHouseIds(row.stopIds);
    return {
      tourId: row.tourId,
      shareId: row.shareId,
      name: row.name,
      town: row.town,
      publishedAt: row.publishedAt.toISOString(),
      opensThisSeason: Number(row.opens),
      stopCount: ids.length,
      stopIds: ids,
    };
  });
}

/** The ids of a json_group_array of house ids. */
function stopHouseIds(json: string): number[] {
  const ids: unknown = JSON.parse(json);
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
}
