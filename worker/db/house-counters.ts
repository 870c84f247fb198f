/**
 * Counters on a house (page views, directions clicks, GPS visits) and the landing hero stats.
 * Page views and directions clicks count once per visitor, house and New York day; GPS visits
 * once per user, house and day.
 */
import type { ProximityVisitResponse } from "@contract/house";
import { and, eq, isNotNull, lt, not, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";
import { houses, pageViews, proximityVisits, visits } from "./schema";

/**
 * Logs a page view once per visitor, house and New York day (unique index; a repeat is
 * ignored) and bumps the counter only when the view is a new person's. Returns the house's count.
 * `viewerKey` is "user:<id>" or "ip:<hash>" (viewerKeyFor); `ipKey` is the caller's address as a
 * signed-out viewer key ("ip:<hash>"), null when the address is not known.
 *
 * One person seen both ways counts once (decision 389): a signed-out view is not counted when
 * the address viewed the house that day already, signed in or not; a signed-in person's first
 * view is not counted when their address viewed it signed out and no signed-in person from that
 * address has taken that view yet (so two people signed in behind one address count twice).
 */
export async function recordPageView(
  db: Db,
  houseId: number,
  viewer: { userId: string | null; viewerKey: string; ipKey?: string | null },
  at = new Date(),
) {
  const viewDay = newYorkDay(at);
  const ipKey = viewer.ipKey ?? null;
  const sameDay = sql`${pageViews.houseId} = ${houseId} AND ${pageViews.viewDay} = ${viewDay}`;
  const own = sql`EXISTS (SELECT 1 FROM ${pageViews} WHERE ${pageViews.viewerKey} = ${viewer.viewerKey} AND ${sameDay})`;
  let logged = own;
  if (ipKey && viewer.userId) {
    logged = sql`(${own} OR (EXISTS (SELECT 1 FROM ${pageViews} WHERE ${pageViews.viewerKey} = ${ipKey} AND ${sameDay})
      AND NOT EXISTS (SELECT 1 FROM ${pageViews} WHERE ${pageViews.ipKey} = ${ipKey} AND ${sameDay}
        AND ${pageViews.viewerKey} LIKE 'user:%')))`;
  } else if (ipKey) {
    logged = sql`(${own} OR EXISTS (SELECT 1 FROM ${pageViews} WHERE ${pageViews.ipKey} = ${ipKey} AND ${sameDay}))`;
  }
  return countOnce(
    db,
    houseId,
    "pageViewCount",
    logged,
    db
      .insert(pageViews)
      .values({ houseId, userId: viewer.userId, viewerKey: viewer.viewerKey, viewDay, ipKey })
      .onConflictDoNothing(),
  );
}

/**
 * Clears the address hash of page views from before today (New York): it ties a signed-out view
 * to the same person's signed-in one on that day only (decision 389), and kept longer it would tie
 * signed-in accounts to their addresses. Run by the nightly cleanup; answers the rows cleared.
 */
export async function forgetViewAddresses(db: Db, now = new Date()) {
  const cleared = await db
    .update(pageViews)
    .set({ ipKey: null })
    .where(and(isNotNull(pageViews.ipKey), lt(pageViews.viewDay, newYorkDay(now))))
    .returning({ id: pageViews.id });
  return cleared.length;
}

/** Logs a directions click once per user, house and New York day; counts only new rows. */
export async function recordVisit(db: Db, houseId: number, userId: string, at = new Date()) {
  const visitDay = newYorkDay(at);
  const logged = sql`EXISTS (SELECT 1 FROM ${visits} WHERE ${visits.userId} = ${userId}
    AND ${visits.houseId} = ${houseId} AND ${visits.visitDay} = ${visitDay})`;
  return countOnce(
    db,
    houseId,
    "visitCount",
    logged,
    db.insert(visits).values({ houseId, userId, visitDay }).onConflictDoNothing(),
  );
}

/**
 * Bump and log row in one batch (one transaction): the counter goes up only when the log row
 * does not exist yet, and the row is written in the same transaction, so a request cut off
 * half-way can never leave a logged view uncounted (or counted twice). Answers the count.
 */
async function countOnce(
  db: Db,
  houseId: number,
  counter: "pageViewCount" | "visitCount",
  alreadyLogged: SQL,
  insertLog: BatchItem<"sqlite">,
) {
  const column = houses[counter];
  const [, , current] = await db.batch([
    db
      .update(houses)
      .set({ [counter]: sql`${column} + 1` })
      .where(and(eq(houses.id, houseId), not(alreadyLogged))),
    insertLog,
    db.select({ count: column }).from(houses).where(eq(houses.id, houseId)).limit(1),
  ]);
  return current[0]?.count ?? 0;
}

/**
 * Who a page view belongs to: the signed-in user, else the caller's IP (CF-Connecting-IP)
 * hashed with the day, so the raw address is never stored and keys cannot be joined across
 * days.
 */
export async function viewerKeyFor(userId: string | null, ip: string | undefined, at = new Date()) {
  if (userId) return `user:${userId}`;
  return ipKeyFor(ip, at);
}

/** The signed-out viewer key of an address ("ip:<hash>", "unknown" hashed when not known). */
export async function ipKeyFor(ip: string | undefined, at = new Date()) {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`${newYorkDay(at)}|${ip ?? "unknown"}`),
  );
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `ip:${hex}`;
}

/** YYYY-MM-DD of `at` in America/New_York (a visit's day is a Long Island day). */
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

export async function siteStats(db: Db) {
  const row = await db.get<{ houses: number; users: number; photos: number }>(sql`SELECT
    (SELECT COUNT(*) FROM houses) AS houses,
    (SELECT COUNT(*) FROM users) AS users,
    (SELECT COUNT(*) FROM photos) + (SELECT COUNT(*) FROM houses WHERE main_image_url IS NOT NULL) AS photos`);
  return row ?? { houses: 0, users: 0, photos: 0 };
}
