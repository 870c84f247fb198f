/**
 * Counters on a house (page views, directions clicks, GPS visits) and the landing hero stats.
 * Each counter is written in the same batch as the log row it counts. No HTTP here.
 */
import type { ProximityVisitResponse } from "@contract/house";
import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { houses, pageViews, proximityVisits, visits } from "./schema";

/** Logs a page view and bumps the counter in one batch. Returns the new count. */
export async function recordPageView(db: Db, houseId: number, userId: string | null) {
  const [, updated] = await db.batch([
    db.insert(pageViews).values({ houseId, userId }),
    db
      .update(houses)
      .set({ pageViewCount: sql`${houses.pageViewCount} + 1` })
      .where(eq(houses.id, houseId))
      .returning({ count: houses.pageViewCount }),
  ]);
  return updated[0]?.count ?? 0;
}

/** Logs a directions click and bumps visit_count in one batch. Returns the new count. */
export async function recordVisit(db: Db, houseId: number, userId: string | null) {
  const [, updated] = await db.batch([
    db.insert(visits).values({ houseId, userId }),
    db
      .update(houses)
      .set({ visitCount: sql`${houses.visitCount} + 1` })
      .where(eq(houses.id, houseId))
      .returning({ count: houses.visitCount }),
  ]);
  return updated[0]?.count ?? 0;
}

/** YYYY-MM-DD of `at` in America/New_York (the spec's visit day). */
export function newYorkDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/**
 * Records a GPS visit once per user, house and New York day. The insert is ignored on the
 * unique index when the visit exists; the counter is recounted in the same batch, so it always
 * equals the number of visit rows.
 */
export async function recordProximityVisit(
  db: Db,
  input: {
    houseId: number;
    userId: string;
    latitude: number;
    longitude: number;
    accuracy: number;
    at?: Date;
  },
): Promise<Pick<ProximityVisitResponse, "alreadyVisited">> {
  const at = input.at ?? new Date();
  const [inserted] = await db.batch([
    db
      .insert(proximityVisits)
      .values({
        houseId: input.houseId,
        userId: input.userId,
        visitDay: newYorkDay(at),
        latitude: input.latitude,
        longitude: input.longitude,
        accuracy: input.accuracy,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: proximityVisits.id }),
    db
      .update(houses)
      .set({
        proximityVisitCount: sql`(SELECT COUNT(*) FROM proximity_visits WHERE house_id = ${input.houseId})`,
      })
      .where(eq(houses.id, input.houseId)),
  ]);
  return { alreadyVisited: inserted.length === 0 };
}

/** Landing hero stats: real counts. */
export async function siteStats(db: Db) {
  const row = await db.get<{ houses: number; users: number; photos: number }>(sql`SELECT
    (SELECT COUNT(*) FROM houses) AS houses,
    (SELECT COUNT(*) FROM users) AS users,
    (SELECT COUNT(*) FROM photos) + (SELECT COUNT(*) FROM houses WHERE main_image_url IS NOT NULL) AS photos`);
  return row ?? { houses: 0, users: 0, photos: 0 };
}
