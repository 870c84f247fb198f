/**
 * Saved tours and their stops. No HTTP here (routes/tours.ts checks owners and limits).
 * Stop lists travel as one JSON parameter (json_each), so no statement binds a number of
 * parameters that grows with the list; writes of a tour and its stops go in one D1 batch.
 */
import { fitToBudget, MAX_TOURS_PER_USER, routeEstimate } from "@contract/tour-route";
import type { Tour, TourHouse, TourStart } from "@contract/tours";
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { idIn } from "./id-list";
import { houses, tourStops, tours } from "./schema";

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

function toTour(row: TourRow, stops: TourHouse[]): Tour {
  const start = startOf(row);
  const from = start.kind === "place" ? start : null;
  const { kept } = fitToBudget(from, stops, row.budgetMinutes);
  return {
    id: row.id,
    shareId: row.shareId,
    name: row.name,
    start,
    budgetMinutes: row.budgetMinutes,
    stops,
    estimate: { ...routeEstimate(from, kept), stopCount: kept.length },
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
    })
    .from(tourStops)
    .innerJoin(houses, eq(houses.id, tourStops.houseId))
    .where(idIn(tourStops.tourId, tourIds))
    .orderBy(asc(tourStops.tourId), asc(tourStops.position));
  for (const { tourId, ...house } of rows) {
    const list = map.get(tourId) ?? [];
    list.push(house);
    map.set(tourId, list);
  }
  return map;
}

async function withStops(db: Db, rows: TourRow[]): Promise<Tour[]> {
  const stops = await stopsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toTour(row, stops.get(row.id) ?? []));
}

export async function listTours(db: Db, userId: string): Promise<Tour[]> {
  const rows = await db
    .select()
    .from(tours)
    .where(eq(tours.userId, userId))
    .orderBy(desc(tours.updatedAt), desc(tours.id));
  return withStops(db, rows);
}

/** The tour and its owner's id, or null. */
export async function findTour(db: Db, id: number) {
  const [row] = await db.select().from(tours).where(eq(tours.id, id)).limit(1);
  if (!row) return null;
  const [tour] = await withStops(db, [row]);
  return { tour: tour!, userId: row.userId };
}

export async function findSharedTour(db: Db, shareId: string): Promise<Tour | null> {
  const [row] = await db.select().from(tours).where(eq(tours.shareId, shareId)).limit(1);
  if (!row) return null;
  const [tour] = await withStops(db, [row]);
  return tour!;
}

/** The ids among `houseIds` that name no house. */
export async function missingHouses(db: Db, houseIds: number[]): Promise<number[]> {
  if (!houseIds.length) return [];
  const rows = await db.select({ id: houses.id }).from(houses).where(idIn(houses.id, houseIds));
  const found = new Set(rows.map((r) => r.id));
  return houseIds.filter((id) => !found.has(id));
}

/**
 * Stops in list order from one JSON parameter. A house deleted since the caller checked is
 * skipped rather than failing the batch.
 */
function insertStops(db: Db, tourIdSql: string, tourIdValue: number | string, houseIds: number[]) {
  return db.$client
    .prepare(
      `INSERT INTO tour_stops (tour_id, house_id, position)
       SELECT ${tourIdSql}, CAST(j.value AS INTEGER), CAST(j.key AS INTEGER)
       FROM json_each(?2) j WHERE CAST(j.value AS INTEGER) IN (SELECT id FROM houses)`,
    )
    .bind(tourIdValue, JSON.stringify(houseIds));
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
  const start = startColumns(fields.start);
  await db.$client.batch([
    db.$client
      .prepare(
        `INSERT INTO tours (share_id, user_id, name, start_kind, start_label, start_latitude,
           start_longitude, budget_minutes)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
         WHERE (SELECT COUNT(*) FROM tours WHERE user_id = ?2) < ?9`,
      )
      .bind(
        shareId,
        userId,
        fields.name,
        start.startKind,
        start.startLabel,
        start.startLatitude,
        start.startLongitude,
        fields.budgetMinutes,
        MAX_TOURS_PER_USER,
      ),
    insertStops(db, "(SELECT id FROM tours WHERE share_id = ?1)", shareId, houseIds),
  ]);
  return findSharedTour(db, shareId);
}

/** Changes the given fields; `houseIds` (when given) replaces the stop list. */
export async function updateTour(
  db: Db,
  id: number,
  fields: Partial<TourFields>,
  houseIds: number[] | undefined,
) {
  const start = fields.start ? startColumns(fields.start) : null;
  const statements = [
    db.$client
      .prepare(
        `UPDATE tours SET name = COALESCE(?2, name), start_kind = COALESCE(?3, start_kind),
           start_label = CASE WHEN ?3 IS NULL THEN start_label ELSE ?4 END,
           start_latitude = CASE WHEN ?3 IS NULL THEN start_latitude ELSE ?5 END,
           start_longitude = CASE WHEN ?3 IS NULL THEN start_longitude ELSE ?6 END,
           budget_minutes = CASE WHEN ?7 = 1 THEN ?8 ELSE budget_minutes END,
           updated_at = ?9
         WHERE id = ?1`,
      )
      .bind(
        id,
        fields.name ?? null,
        start?.startKind ?? null,
        start?.startLabel ?? null,
        start?.startLatitude ?? null,
        start?.startLongitude ?? null,
        fields.budgetMinutes !== undefined ? 1 : 0,
        fields.budgetMinutes ?? null,
        Date.now(),
      ),
  ];
  if (houseIds) {
    statements.push(
      db.$client.prepare("DELETE FROM tour_stops WHERE tour_id = ?1").bind(id),
      insertStops(db, "?1", id, houseIds),
    );
  }
  await db.$client.batch(statements);
}

export async function deleteTour(db: Db, id: number) {
  await db.delete(tours).where(eq(tours.id, id));
}
