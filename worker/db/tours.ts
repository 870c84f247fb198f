/**
 * Saved tours and their stops (routes/tours.ts checks owners and limits).
 * Stop lists travel as one JSON parameter (json_each), so no statement binds a number of
 * parameters that grows with the list; writes of a tour and its stops go in one D1 batch.
 */
import { MAX_TOURS_PER_USER } from "@contract/tour-limits";
import { tourTotals } from "@contract/tour-totals";
import type { Tour, TourHouse, TourPublication, TourStart } from "@contract/tours";
import { and, asc, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { hideAddress } from "./homeowner-view";
import { idIn } from "./id-list";
import { countBelow, selectedRow } from "./insert-within-limit";
import { publicationsFor } from "./published-tours";
import { houses, tourStops, tours, users } from "./schema";
import { withStopDetails } from "./tour-stop-details";

type TourRow = typeof tours.$inferSelect;

export interface TourFields {
  name: string;
  start: TourStart;
  budgetMinutes: number | null;
}

/** Unguessable: 16 random bytes, base64url (22 characters). */
export function newShareId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

function startColumns(start: TourStart) {
  return start.kind === "place"
    ? {
        startKind: start.kind,
        startLabel: start.label,
        startLatitude: start.latitude,
        startLongitude: start.longitude,
      }
    : { startKind: start.kind, startLabel: null, startLatitude: null, startLongitude: null };
}

function startOf(row: TourRow): TourStart {
  if (row.startKind === "place" && row.startLatitude !== null && row.startLongitude !== null) {
    return {
      kind: "place",
      label: row.startLabel ?? "",
      latitude: row.startLatitude,
      longitude: row.startLongitude,
    };
  }
  return { kind: row.startKind === "myLocation" ? "myLocation" : "none" };
}

function toTour(row: TourRow, stops: TourHouse[], published: TourPublication | null): Tour {
  const start = startOf(row);
  // No viewer position here: a "My Location" tour's totals run from its first stop.
  const { miles, minutes, stopCount, totalStops, startLeg } = tourTotals(
    start,
    stops,
    row.budgetMinutes,
  );
  return {
    id: row.id,
    shareId: row.shareId,
    name: row.name,
    start,
    budgetMinutes: row.budgetMinutes,
    stops,
    estimate: { miles, minutes, stopCount, totalStops, startLeg },
    published,
    takenDown: row.takenDownAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stops of these tours, each list in route order. */
async function stopsFor(db: Db, tourIds: number[]): Promise<Map<number, TourHouse[]>> {
  const map = new Map<number, TourHouse[]>();
  if (!tourIds.length) return map;
  const rows = await db
    .select({
      tourId: tourStops.tourId,
      id: houses.id,
      title: houses.title,
      address: houses.address,
      city: houses.city,
      latitude: houses.latitude,
      longitude: houses.longitude,
      avgRating: houses.avgRating,
      reviewCount: houses.reviewCount,
      mainImageUrl: houses.mainImageUrl,
      citySlug: houses.citySlug,
      streetSlug: houses.streetSlug,
      removalRequestedAt: houses.removalRequestedAt,
      archivedAt: houses.archivedAt,
    })
    .from(tourStops)
    .innerJoin(houses, eq(houses.id, tourStops.houseId))
    .where(idIn(tourStops.tourId, tourIds))
    .orderBy(asc(tourStops.tourId), asc(tourStops.position));
  for (const { tourId, removalRequestedAt, archivedAt, ...row } of rows) {
    const list = map.get(tourId) ?? [];
    // Archived: kept in the list, flagged and off the route (decision 324).
    const house = { ...row, archived: archivedAt !== null };
    // A shared tour is public: a house whose owner asked for removal shows its area only.
    list.push(removalRequestedAt ? hideAddress(house) : house);
    map.set(tourId, list);
  }
  return map;
}

async function withStops(db: Db, rows: TourRow[]): Promise<Tour[]> {
  const stops = await stopsFor(
    db,
    rows.map((r) => r.id),
  );
  const publications = await publicationsFor(
    db,
    rows.map((r) => r.id),
  );
  // Features, schedule and lit tonight for every stop of these tours in one pass.
  const detailed = new Map(
    (await withStopDetails(db, [...stops.values()].flat())).map((house) => [house.id, house]),
  );
  return rows.map((row) =>
    toTour(
      row,
      (stops.get(row.id) ?? []).map((house) => detailed.get(house.id) ?? house),
      publications.get(row.id) ?? null,
    ),
  );
}

export async function listTours(db: Db, userId: string): Promise<Tour[]> {
  const rows = await db
    .select()
    .from(tours)
    .where(eq(tours.userId, userId))
    .orderBy(desc(tours.updatedAt), desc(tours.id));
  return withStops(db, rows);
}

export async function findTour(db: Db, id: number) {
  const [row] = await db.select().from(tours).where(eq(tours.id, id)).limit(1);
  if (!row) return null;
  const [tour] = await withStops(db, [row]);
  return { tour: tour!, userId: row.userId };
}

/** The tour as its owner reads it, by its share id. */
async function findOwnTourByShareId(db: Db, shareId: string): Promise<Tour | null> {
  const [row] = await db.select().from(tours).where(eq(tours.shareId, shareId)).limit(1);
  if (!row) return null;
  const [tour] = await withStops(db, [row]);
  return tour!;
}

/**
 * The tour as anyone with its share link reads it (the API, the worker's page and its preview
 * tags, "Save a copy"). While it is on Popular Tours it goes by the name it was published under,
 * so the list and the page it opens agree (decision 323); whether an admin took it down is the
 * owner's business only.
 */
export async function findSharedTour(db: Db, shareId: string): Promise<Tour | null> {
  const tour = await findOwnTourByShareId(db, shareId);
  if (!tour) return null;
  const { takenDown: _ownerOnly, ...shared } = tour;
  return { ...shared, name: tour.published?.name ?? tour.name };
}

export async function missingHouses(db: Db, houseIds: number[]): Promise<number[]> {
  if (!houseIds.length) return [];
  const rows = await db.select({ id: houses.id }).from(houses).where(idIn(houses.id, houseIds));
  const found = new Set(rows.map((r) => r.id));
  return houseIds.filter((id) => !found.has(id));
}

/** The houses among these that are archived (decision 168), with their titles. */
export async function archivedHouses(db: Db, houseIds: number[]) {
  if (!houseIds.length) return [];
  return db
    .select({ id: houses.id, title: houses.title })
    .from(houses)
    .where(and(idIn(houses.id, houseIds), isNotNull(houses.archivedAt)));
}

/**
 * Stops in list order from one JSON parameter, for the tour `whichTour` picks (none when it
 * picks none). A house deleted since the caller checked is skipped rather than failing the batch.
 */
function insertStops(db: Db, whichTour: SQL, houseIds: number[]) {
  const stop = sql`json_each(${JSON.stringify(houseIds)}) AS stop`;
  return db.insert(tourStops).select((qb) =>
    qb
      .select({
        tourId: tours.id,
        houseId: houses.id,
        position: sql<number>`CAST(stop.key AS INTEGER)`.as("position"),
      })
      .from(houses)
      .innerJoin(stop, eq(houses.id, sql`CAST(stop.value AS INTEGER)`))
      .innerJoin(tours, whichTour),
  );
}

/**
 * Creates a tour unless the user already has MAX_TOURS_PER_USER (checked in the same statement,
 * so two saves at once cannot pass the limit together). Null when over the limit.
 */
export async function createTour(
  db: Db,
  userId: string,
  fields: TourFields,
  houseIds: number[],
): Promise<Tour | null> {
  const shareId = newShareId();
  const row = selectedRow(tours, {
    shareId,
    userId,
    name: fields.name,
    ...startColumns(fields.start),
    budgetMinutes: fields.budgetMinutes,
  });
  await db.batch([
    db.insert(tours).select((qb) =>
      qb
        .select(row)
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            // tours_user_updated_idx
            countBelow(tours, eq(tours.userId, userId), MAX_TOURS_PER_USER),
          ),
        ),
    ),
    // No stops when the tour was not created.
    insertStops(db, eq(tours.shareId, shareId), houseIds),
  ]);
  return findOwnTourByShareId(db, shareId);
}

/**
 * The tour `id` while it is still the version `expected` (its `updatedAt` as the API gave it), or
 * at any version without one. The stored time may carry a fraction of a millisecond (the column's
 * default), which the API's answer drops: the version is that millisecond.
 */
function tourAtVersion(id: number, expected: Date | undefined): SQL {
  const tour = eq(tours.id, id);
  if (!expected) return tour;
  const ms = expected.getTime();
  return and(tour, sql`${tours.updatedAt} >= ${ms} AND ${tours.updatedAt} < ${ms + 1}`)!;
}

/**
 * Changes the given fields; `houseIds` (when given) replaces the stop list. With `expected`
 * (decision 322) nothing changes unless the tour is still that version. Every statement of the
 * batch checks it and the tour's row is written last, so the stops and the fields change together
 * or not at all. False when the tour had changed since.
 */
export async function updateTour(
  db: Db,
  id: number,
  fields: Partial<TourFields>,
  houseIds: number[] | undefined,
  expected?: Date,
): Promise<boolean> {
  const changes: Partial<typeof tours.$inferInsert> = {
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.start ? startColumns(fields.start) : {}),
    ...(fields.budgetMinutes !== undefined ? { budgetMinutes: fields.budgetMinutes } : {}),
    // Always a new version, even within the millisecond of the one it replaces.
    updatedAt: new Date(Math.max(Date.now(), (expected?.getTime() ?? 0) + 1)),
  };
  const whichTour = tourAtVersion(id, expected);
  const update = db.update(tours).set(changes).where(whichTour).returning({ id: tours.id });
  if (!houseIds) return (await update).length > 0;
  const [, , updated] = await db.batch([
    db
      .delete(tourStops)
      .where(
        and(eq(tourStops.tourId, id), sql`EXISTS (SELECT 1 FROM ${tours} WHERE ${whichTour})`),
      ),
    insertStops(db, whichTour, houseIds),
    update,
  ]);
  return updated.length > 0;
}

export async function deleteTour(db: Db, id: number) {
  await db.delete(tours).where(eq(tours.id, id));
}
