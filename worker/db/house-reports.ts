/**
 * "Report a problem" in the database (docs/house-reports.md): filing a report (one open report
 * per user, house and reason; a daily cap), "Reported dark" after enough "No longer decorates"
 * reports this season, the reporter's list, the admin queue and the admin's actions, each of
 * which resolves every open report of the house with its outcome. No HTTP here.
 */

import { latBand } from "@contract/address";
import { displayName } from "@contract/display-name";
import {
  type AdminReportGroup,
  MAX_REPORTS_PER_DAY,
  type MyReport,
  REPORT_REASONS,
  REPORTED_DARK_THRESHOLD,
  type ReportedHouse,
  type ReportOutcome,
  type ReportReason,
} from "@contract/house-reports";
import { MEDIA_PATH_PREFIX } from "@contract/photo-sizes";
import { currentSeason } from "@contract/season";
import { and, asc, desc, eq, gt, isNull, min, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { hideStreet } from "./homeowner-view";
import { idIn } from "./id-list";
import { countBelow, selectedRow } from "./insert-within-limit";
import { houseReports, houses, photos, users } from "./schema";
import { lastInitial } from "./user-names";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An upload we host (photos.ts counts them the same way), not a demo picture or an outside URL:
 * the only main images an admin's removal can take down and whose file then goes.
 */
const isHostedImage = (url: string | null): url is string =>
  url?.startsWith(MEDIA_PATH_PREFIX) ?? false;
const iso = (d: Date | null) => d?.toISOString() ?? null;

const reportedHouseColumns = {
  id: houses.id,
  title: houses.title,
  address: houses.address,
  city: houses.city,
  citySlug: houses.citySlug,
  streetSlug: houses.streetSlug,
};

/** True while the house has at least the threshold of open "No longer decorates" reports. */
const enoughDarkReports = (houseId: number, season: number) =>
  sql`(SELECT count(*) FROM ${houseReports} WHERE ${houseReports.status} = 'open'
    AND ${houseReports.houseId} = ${houseId} AND ${houseReports.reason} = 'no-longer-decorates'
    AND ${houseReports.season} = ${season}) >= ${REPORTED_DARK_THRESHOLD}`;

export type FiledReport = typeof houseReports.$inferSelect;

/**
 * Files a report (and whether it just made the house "Reported dark"); null when the user
 * reached the daily cap, or the house or the one named as its duplicate is gone. The cap and the
 * insert are one
 * statement (insert-within-limit.ts); the one-open-report rule is the unique index, so a second
 * report throws a unique violation for the caller to answer. A "No longer decorates" report that
 * reaches the threshold marks the house dark in the same batch.
 */
export async function fileReport(
  db: Db,
  input: {
    houseId: number;
    userId: string;
    reason: ReportReason;
    note: string | null;
    duplicateOfHouseId: number | null;
    at: Date;
  },
): Promise<{ report: FiledReport; darkened: boolean } | null> {
  const season = currentSeason(input.at);
  const row = selectedRow(houseReports, {
    houseId: input.houseId,
    userId: input.userId,
    reason: input.reason,
    note: input.note,
    duplicateOfHouseId: input.duplicateOfHouseId,
    season,
    createdAt: input.at,
  });
  const insert = db
    .insert(houseReports)
    .select((qb) =>
      qb
        .select(row)
        .from(houses)
        .where(
          and(
            eq(houses.id, input.houseId),
            // The house named as the duplicate, deleted since the route checked it, writes
            // nothing rather than failing on its foreign key (decision 359).
            input.duplicateOfHouseId === null
              ? undefined
              : sql`EXISTS (SELECT 1 FROM ${houses} WHERE ${houses.id} = ${input.duplicateOfHouseId})`,
            // house_reports_user_created_idx
            countBelow(
              houseReports,
              and(
                eq(houseReports.userId, input.userId),
                gt(houseReports.createdAt, new Date(input.at.getTime() - DAY_MS)),
              ),
              MAX_REPORTS_PER_DAY,
            ),
          ),
        ),
    )
    .returning();
  if (input.reason !== "no-longer-decorates") {
    const [report] = await insert.all();
    return report ? { report, darkened: false } : null;
  }
  const [inserted, darkened] = await db.batch([
    insert,
    db
      .update(houses)
      .set({ reportedDarkAt: input.at })
      .where(
        and(
          eq(houses.id, input.houseId),
          isNull(houses.reportedDarkAt),
          enoughDarkReports(input.houseId, season),
        ),
      )
      .returning({ id: houses.id }),
  ]);
  const report = inserted[0];
  return report ? { report, darkened: darkened.length > 0 } : null;
}

/** The user's reports, newest first (the last 100). */
export async function listMyReports(db: Db, userId: string): Promise<MyReport[]> {
  const rows = await db
    .select({
      id: houseReports.id,
      reason: houseReports.reason,
      note: houseReports.note,
      status: houseReports.status,
      outcome: houseReports.outcome,
      createdAt: houseReports.createdAt,
      resolvedAt: houseReports.resolvedAt,
      house: reportedHouseColumns,
      removalRequestedAt: houses.removalRequestedAt,
    })
    .from(houseReports)
    .leftJoin(houses, eq(houses.id, houseReports.houseId))
    .where(eq(houseReports.userId, userId))
    .orderBy(desc(houseReports.createdAt), desc(houseReports.id))
    .limit(100);
  return rows.map(({ removalRequestedAt, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: iso(r.resolvedAt),
    // A waiting removal request hides the street here as everywhere outside the admin screens.
    house: !r.house?.id ? null : removalRequestedAt ? hideStreet(r.house) : r.house,
  }));
}

/** The admin queue: houses with open reports, the longest waiting first. */
export async function listOpenReportGroups(
  db: Db,
  limit: number,
): Promise<{ groups: AdminReportGroup[]; totalHouses: number }> {
  const open = eq(houseReports.status, "open");
  const [waiting, [total]] = await Promise.all([
    db
      .select({ houseId: houseReports.houseId, since: min(houseReports.createdAt) })
      .from(houseReports)
      .where(open)
      .groupBy(houseReports.houseId)
      .orderBy(asc(min(houseReports.createdAt)), asc(houseReports.houseId))
      .limit(limit),
    db
      .select({ n: sql<number>`count(DISTINCT ${houseReports.houseId})` })
      .from(houseReports)
      .where(open),
  ]);
  const ids = waiting.map((w) => w.houseId);
  if (ids.length === 0) return { groups: [], totalHouses: total?.n ?? 0 };
  const [houseRows, reportRows, photoRows] = await db.batch([
    db
      .select({
        ...reportedHouseColumns,
        latitude: houses.latitude,
        longitude: houses.longitude,
        description: houses.description,
        mainImageUrl: houses.mainImageUrl,
        reportedDarkAt: houses.reportedDarkAt,
        archivedAt: houses.archivedAt,
      })
      .from(houses)
      .where(idIn(houses.id, ids)),
    db
      .select({
        id: houseReports.id,
        houseId: houseReports.houseId,
        reason: houseReports.reason,
        note: houseReports.note,
        createdAt: houseReports.createdAt,
        duplicateOfHouseId: houseReports.duplicateOfHouseId,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(houseReports)
      .innerJoin(users, eq(users.id, houseReports.userId))
      .where(and(open, idIn(houseReports.houseId, ids)))
      .orderBy(asc(houseReports.createdAt), asc(houseReports.id)),
    db
      .select({ id: photos.id, houseId: photos.houseId, imageUrl: photos.imageUrl })
      .from(photos)
      .where(idIn(photos.houseId, ids))
      .orderBy(asc(photos.createdAt), asc(photos.id)),
  ]);
  // As many as the reports name, more than 100 at times: one bound list (decision 371).
  const otherIds = [
    ...new Set(reportRows.map((r) => r.duplicateOfHouseId).filter((id) => id !== null)),
  ];
  const others = otherIds.length
    ? await db.select(reportedHouseColumns).from(houses).where(idIn(houses.id, otherIds))
    : [];
  const otherById = new Map<number, ReportedHouse>(others.map((h) => [h.id, h]));
  const houseById = new Map(houseRows.map((h) => [h.id, h]));
  const groups: AdminReportGroup[] = [];
  for (const id of ids) {
    const house = houseById.get(id);
    if (!house) continue;
    const reports = reportRows.filter((r) => r.houseId === id);
    const counts = Object.fromEntries(
      REPORT_REASONS.map((reason) => [reason, reports.filter((r) => r.reason === reason).length]),
    ) as AdminReportGroup["counts"];
    const { reportedDarkAt, archivedAt, mainImageUrl, ...rest } = house;
    const housePhotos = photoRows
      .filter((p) => p.houseId === id)
      .map((p) => ({ id: p.id, imageUrl: p.imageUrl }));
    groups.push({
      house: {
        ...rest,
        reportedDark: reportedDarkAt !== null,
        archived: archivedAt !== null,
        photos: housePhotos,
        // A main image that is also one of the photos goes with that photo's own choice.
        mainImageUrl:
          isHostedImage(mainImageUrl) && !housePhotos.some((p) => p.imageUrl === mainImageUrl)
            ? mainImageUrl
            : null,
      },
      counts,
      reports: reports.map((r) => ({
        id: r.id,
        reason: r.reason,
        note: r.note,
        reporterName: displayName({
          firstName: r.firstName,
          lastInitial: lastInitial(r.lastName),
        }),
        createdAt: r.createdAt.toISOString(),
        duplicateOf:
          r.duplicateOfHouseId === null ? null : (otherById.get(r.duplicateOfHouseId) ?? null),
      })),
    });
  }
  return { groups, totalHouses: total?.n ?? 0 };
}

/** A house as the admin actions need it (archived ones included); null when it does not exist. */
export async function reportedHouse(db: Db, houseId: number) {
  return (
    (await db
      .select({
        id: houses.id,
        description: houses.description,
        mainImageUrl: houses.mainImageUrl,
        // A moved pin is checked against the house's town (decision 419).
        address: houses.address,
        city: houses.city,
        citySlug: houses.citySlug,
        streetSlug: houses.streetSlug,
      })
      .from(houses)
      .where(eq(houses.id, houseId))
      .get()) ?? null
  );
}

export type Resolution = { outcome: ReportOutcome; adminId: string | null; at: Date };

/** Resolves the open reports of a house (those matching `where` too) with an outcome. */
export function resolveOpenReports(db: Db, houseId: number, resolution: Resolution, where?: SQL) {
  return db
    .update(houseReports)
    .set({
      status: "resolved",
      outcome: resolution.outcome,
      resolvedAt: resolution.at,
      resolvedBy: resolution.adminId,
    })
    .where(and(eq(houseReports.status, "open"), eq(houseReports.houseId, houseId), where))
    .returning({ id: houseReports.id });
}

/**
 * The update that confirms the lights again clears "Reported dark"; this closes the open
 * "No longer decorates" reports it answers (db/house-season.ts runs both in one batch).
 */
export function resolveDarkReports(db: Db, houseId: number, at: Date) {
  return resolveOpenReports(
    db,
    houseId,
    { outcome: "confirmed-lit", adminId: null, at },
    eq(houseReports.reason, "no-longer-decorates"),
  );
}

/** Archive: hidden from search, the map and house pages, kept and restorable. */
export async function archiveReportedHouse(db: Db, houseId: number, adminId: string, at: Date) {
  const [, resolved] = await db.batch([
    db.update(houses).set({ archivedAt: at, askCommunityAt: null }).where(eq(houses.id, houseId)),
    resolveOpenReports(db, houseId, { outcome: "archived", adminId, at }),
  ]);
  return resolved.length;
}

/** Moves the pin (and its latitude band, which radius search reads). */
export async function moveReportedPin(
  db: Db,
  houseId: number,
  pin: { latitude: number; longitude: number },
  adminId: string,
  at: Date,
) {
  const [, resolved] = await db.batch([
    db
      .update(houses)
      .set({ ...pin, latBand: latBand(pin.latitude), updatedAt: at })
      .where(eq(houses.id, houseId)),
    resolveOpenReports(db, houseId, { outcome: "moved", adminId, at }),
  ]);
  return resolved.length;
}

/** Dismiss: nothing changes but "Reported dark", which the dismissed reports had set. */
export async function dismissReports(db: Db, houseId: number, adminId: string, at: Date) {
  const [, resolved] = await db.batch([
    db.update(houses).set({ reportedDarkAt: null }).where(eq(houses.id, houseId)),
    resolveOpenReports(db, houseId, { outcome: "dismissed", adminId, at }),
  ]);
  return resolved.length;
}

/**
 * Removes the chosen photos of the house, its main photo and/or its description. Photos of
 * another house are never touched. A removed main image makes way for the house's oldest
 * remaining photo, or none (the fallback picture). Answers the removed image URLs (storage to
 * clean); null, with nothing written, when a photo id is not one of this house's or the main
 * photo asked for is not an upload we host.
 */
export async function removeReportedContent(
  db: Db,
  houseId: number,
  remove: { photoIds: number[]; mainImage: boolean; description: boolean },
  adminId: string,
  at: Date,
) {
  const [removing, house] = await Promise.all([
    remove.photoIds.length
      ? db
          .select({ id: photos.id, imageUrl: photos.imageUrl })
          .from(photos)
          .where(and(eq(photos.houseId, houseId), idIn(photos.id, remove.photoIds)))
      : [],
    db
      .select({ mainImageUrl: houses.mainImageUrl })
      .from(houses)
      .where(eq(houses.id, houseId))
      .get(),
  ]);
  if (removing.length !== new Set(remove.photoIds).size) return null;
  const mainImageUrl = house?.mainImageUrl ?? null;
  if (remove.mainImage && !isHostedImage(mainImageUrl)) return null;
  const removedMain = remove.mainImage ? mainImageUrl : null;
  const urls = [...removing.map((p) => p.imageUrl), ...(removedMain ? [removedMain] : [])];
  // This house's photo rows showing the removed main image go with it, so it is gone everywhere.
  // The ids and URLs are one bound list each, however many photos the admin ticked (decision 371).
  const deletedPhotos = or(
    idIn(photos.id, remove.photoIds),
    removedMain ? eq(photos.imageUrl, removedMain) : undefined,
  );
  const [, , resolved] = await db.batch([
    db.delete(photos).where(and(eq(photos.houseId, houseId), deletedPhotos)),
    db
      .update(houses)
      .set({
        ...(remove.description ? { description: null } : {}),
        // Compared with the URLs read above, so a main image changed meanwhile stays.
        mainImageUrl: urls.length
          ? sql`CASE WHEN ${idIn(houses.mainImageUrl, urls)} THEN (SELECT ${photos.imageUrl} FROM ${photos} WHERE ${photos.houseId} = ${houseId}
              ORDER BY ${photos.createdAt}, ${photos.id} LIMIT 1) ELSE ${houses.mainImageUrl} END`
          : sql`${houses.mainImageUrl}`,
        updatedAt: at,
      })
      .where(eq(houses.id, houseId)),
    resolveOpenReports(db, houseId, { outcome: "content-removed", adminId, at }),
  ]);
  return { resolved: resolved.length, removedImageUrls: urls };
}
