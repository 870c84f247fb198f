/**
 * "Still lit this year?" in the database (docs/decisions/168-still-lit-this-year.md): confirmations, the admin list
 * of houses not confirmed this season and its bulk actions, the "Help us check" strip. The
 * season comes from the worker's clock (contract/season.ts), never from SQLite's.
 */
import { currentSeason, seasonUnderWay } from "@contract/season";
import type { HelpUsCheckHouse, UnconfirmedHouse } from "@contract/season-check";
import { and, asc, count, desc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "./client";
import { resolveDarkReports } from "./house-reports";
import { idIn } from "./id-list";
import { houses } from "./schema";

/** The columns a confirmation sets at `at`, or null outside the season (nothing to confirm). */
export function confirmationAt(at: Date) {
  const season = seasonUnderWay(at);
  return season === null ? null : { confirmedSeason: season, lastConfirmedAt: at };
}

/**
 * Confirms the house for the season under way at `at` (which ends "Reported dark",
 * docs/house-reports.md); null when the house does not exist.
 * `false` outside the season. A later season is never lowered (MAX).
 */
export async function confirmHouseLit(db: Db, houseId: number, at: Date) {
  const confirmation = confirmationAt(at);
  if (!confirmation) return false as const;
  // Seen lit again: "Reported dark" ends and the "No longer decorates" reports are answered.
  const [rows] = await db.batch([
    db
      .update(houses)
      .set({
        confirmedSeason: sql`MAX(COALESCE(${houses.confirmedSeason}, 0), ${confirmation.confirmedSeason})`,
        lastConfirmedAt: confirmation.lastConfirmedAt,
        reportedDarkAt: null,
      })
      .where(eq(houses.id, houseId))
      .returning({
        confirmedSeason: houses.confirmedSeason,
        lastConfirmedAt: houses.lastConfirmedAt,
      }),
    resolveDarkReports(db, houseId, at),
  ]);
  return rows[0] ?? null;
}

const notConfirmedSince = (season: number) =>
  or(isNull(houses.confirmedSeason), lt(houses.confirmedSeason, season));

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** One page of the houses not confirmed this season (or of the archived ones). */
export async function listUnconfirmed(
  db: Db,
  query: { page: number; limit: number; archived: boolean },
  at: Date,
) {
  const season = currentSeason(at);
  const where = query.archived
    ? isNotNull(houses.archivedAt)
    : and(isNull(houses.archivedAt), notConfirmedSince(season));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: houses.id,
        title: houses.title,
        address: houses.address,
        city: houses.city,
        citySlug: houses.citySlug,
        streetSlug: houses.streetSlug,
        confirmedSeason: houses.confirmedSeason,
        lastConfirmedAt: houses.lastConfirmedAt,
        archivedAt: houses.archivedAt,
        askCommunityAt: houses.askCommunityAt,
      })
      .from(houses)
      .where(where)
      // Longest unconfirmed first: never confirmed, then the oldest seasons.
      .orderBy(asc(sql`COALESCE(${houses.confirmedSeason}, 0)`), asc(houses.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(houses).where(where),
  ]);
  const items: UnconfirmedHouse[] = rows.map((r) => ({
    ...r,
    lastConfirmedAt: iso(r.lastConfirmedAt),
    archivedAt: iso(r.archivedAt),
    askCommunityAt: iso(r.askCommunityAt),
  }));
  return { season, items, total: total?.n ?? 0 };
}

export type SeasonBulkAction = "archive" | "restore" | "ask-community" | "stop-asking" | "confirm";

/** Applies one bulk action to these houses; how many rows it changed. */
export async function applySeasonAction(
  db: Db,
  action: SeasonBulkAction,
  ids: readonly number[],
  at: Date,
) {
  const set =
    action === "archive"
      ? { archivedAt: at, askCommunityAt: null }
      : action === "restore"
        ? { archivedAt: null }
        : action === "ask-community"
          ? { askCommunityAt: at }
          : action === "stop-asking"
            ? { askCommunityAt: null }
            : null;
  if (set) {
    const rows = await db
      .update(houses)
      .set(set)
      .where(idIn(houses.id, ids))
      .returning({ id: houses.id });
    return rows.length;
  }
  let updated = 0;
  for (const id of ids) if (await confirmHouseLit(db, id, at)) updated++;
  return updated;
}

/** The houses on the "Help us check" strip: asked about, not archived, not confirmed yet. */
export async function helpUsCheckHouses(
  db: Db,
  at: Date,
  limit: number,
): Promise<HelpUsCheckHouse[]> {
  return db
    .select({
      id: houses.id,
      title: houses.title,
      city: houses.city,
      citySlug: houses.citySlug,
      streetSlug: houses.streetSlug,
      mainImageUrl: houses.mainImageUrl,
    })
    .from(houses)
    .where(
      and(
        isNotNull(houses.askCommunityAt),
        isNull(houses.archivedAt),
        notConfirmedSince(currentSeason(at)),
        // The owner's "Not this year" answers the question already.
        sql`NOT COALESCE(${houses.seasonPlan} = 'not-this-year' AND ${houses.seasonPlanSeason} = ${currentSeason(at)}, 0)`,
      ),
    )
    .orderBy(desc(houses.askCommunityAt), asc(houses.id))
    .limit(limit);
}
