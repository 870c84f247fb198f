/**
 * "Lit tonight" in D1 (docs/product.md, Lit tonight): the rule of contract/lit-tonight.ts as SQL
 * (so the list can filter and page on it), the schedule write, and lights reports. The clock is
 * always passed in as parameters (New York's night minute and season day, computed with Intl),
 * never read from SQLite, so the worker running in UTC cannot shift a night.
 */
import { EMPTY_SCHEDULE, type HouseSchedule, type LightsReports } from "@contract/house-schedule";
import {
  clockTimeText,
  LIGHTS_REPORT_WINDOW_MS,
  type LightsStatus,
  monthDayText,
  NIGHT_START_MINUTE,
  type NightClock,
  nightClockAt,
  parseClockTime,
  parseMonthDay,
  toNightMinute,
} from "@contract/lit-tonight";
import { currentSeason } from "@contract/season";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { houses, lightsReports } from "./schema";

/** One instant as the rule reads it: New York's night, and the report window in epoch ms. */
export interface LitClock extends NightClock {
  nowMs: number;
  sinceMs: number;
}

export function litClockAt(at = new Date()): LitClock {
  return {
    ...nightClockAt(at),
    nowMs: at.getTime(),
    sinceMs: at.getTime() - LIGHTS_REPORT_WINDOW_MS,
  };
}

/** Hours hold the night minute and the season holds the night's date (SQL, houses as `h`). */
function litByHoursSql(clock: LitClock): SQL {
  const day = clock.nightMonthDay;
  return sql`(h.lit_from_minute <= ${clock.nightMinute} AND h.lit_until_minute > ${clock.nightMinute}
    AND (h.season_start IS NULL OR h.season_end IS NULL OR CASE
      WHEN h.season_start <= h.season_end THEN ${day} BETWEEN h.season_start AND h.season_end
      ELSE (${day} >= h.season_start OR ${day} <= h.season_end) END))`;
}

/**
 * 1 when the house (as `h`) is lit tonight: never when its owner said "Not this year" for this
 * season (docs/homeowners.md); else the newest report of the window decides
 * (lights_reports_house_created_idx), else the hours. A fixed number of parameters.
 */
export function litTonightSql(clock: LitClock): SQL {
  const season = currentSeason(new Date(clock.nowMs));
  return sql`CASE WHEN h.season_plan = 'not-this-year' AND h.season_plan_season = ${season} THEN 0
    ELSE COALESCE((SELECT r.status = 'on' FROM lights_reports r
      WHERE r.house_id = h.id AND r.created_at >= ${clock.sinceMs} AND r.created_at <= ${clock.nowMs}
      ORDER BY r.created_at DESC, r.id DESC LIMIT 1),
    ${litByHoursSql(clock)}, 0) END`;
}

/**
 * The list filter. Candidates come from two index ranges (houses_lit_hours_idx on the hours,
 * lights_reports_created_idx on the window), then each candidate gets the full rule, so the
 * filter never scans every house.
 */
export function litTonightFilterSql(clock: LitClock): SQL {
  return sql`h.id IN (
      SELECT c.id FROM houses c
        WHERE c.lit_from_minute BETWEEN ${NIGHT_START_MINUTE} AND ${clock.nightMinute}
          AND c.lit_until_minute > ${clock.nightMinute}
      UNION
      SELECT lr.house_id FROM lights_reports lr
        WHERE lr.created_at >= ${clock.sinceMs} AND lr.created_at <= ${clock.nowMs})
    AND ${litTonightSql(clock)} = 1`;
}

export interface ScheduleColumns {
  litFromMinute: number | null;
  litUntilMinute: number | null;
  seasonStart: number | null;
  seasonEnd: number | null;
  showTimes: string | null;
  fmTenths: number | null;
}

function parseShowTimes(text: string | null): string[] {
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/** Stored integers -> the wire schedule. */
export function scheduleFromRow(row: ScheduleColumns): HouseSchedule {
  return {
    ...EMPTY_SCHEDULE,
    litFrom: row.litFromMinute === null ? null : clockTimeText(row.litFromMinute),
    litUntil: row.litUntilMinute === null ? null : clockTimeText(row.litUntilMinute),
    seasonStart: row.seasonStart === null ? null : monthDayText(row.seasonStart),
    seasonEnd: row.seasonEnd === null ? null : monthDayText(row.seasonEnd),
    showTimes: parseShowTimes(row.showTimes),
    fmFrequency: row.fmTenths === null ? null : row.fmTenths / 10,
  };
}

/** A validated request (contract/house-schedule.ts) -> stored integers. */
export function scheduleToColumns(schedule: HouseSchedule): ScheduleColumns {
  const minute = (t: string | null) => (t === null ? null : toNightMinute(parseClockTime(t)!));
  const showTimes = [...schedule.showTimes].sort((a, b) => minute(a)! - minute(b)!);
  return {
    litFromMinute: minute(schedule.litFrom),
    litUntilMinute: minute(schedule.litUntil),
    seasonStart: schedule.seasonStart === null ? null : parseMonthDay(schedule.seasonStart),
    seasonEnd: schedule.seasonEnd === null ? null : parseMonthDay(schedule.seasonEnd),
    showTimes: showTimes.length ? JSON.stringify(showTimes) : null,
    fmTenths: schedule.fmFrequency === null ? null : Math.round(schedule.fmFrequency * 10),
  };
}

/** Replaces a house's schedule; false when the house does not exist. */
export async function saveSchedule(
  db: Db,
  houseId: number,
  schedule: HouseSchedule,
): Promise<boolean> {
  const rows = await db
    .update(houses)
    .set({ ...scheduleToColumns(schedule), updatedAt: new Date() })
    .where(eq(houses.id, houseId))
    .returning({ id: houses.id });
  return rows.length > 0;
}

export async function houseLitTonight(db: Db, houseId: number, clock: LitClock) {
  const row = await db.get<{ lit: number }>(
    sql`SELECT ${litTonightSql(clock)} AS lit FROM houses h WHERE h.id = ${houseId}`,
  );
  return Boolean(row?.lit);
}

/**
 * Records a report once per user, house and night: a second report the same night replaces the
 * first (status and time), so one person never counts twice. `replaced` says which happened.
 */
export async function recordLightsReport(
  db: Db,
  report: { houseId: number; userId: string; status: LightsStatus },
  clock: LitClock,
): Promise<{ replaced: boolean }> {
  const key = and(
    eq(lightsReports.houseId, report.houseId),
    eq(lightsReports.userId, report.userId),
    eq(lightsReports.nightKey, clock.nightKey),
  );
  const [existing] = await db.select({ id: lightsReports.id }).from(lightsReports).where(key);
  const createdAt = new Date(clock.nowMs);
  await db
    .insert(lightsReports)
    .values({ ...report, nightKey: clock.nightKey, createdAt })
    .onConflictDoUpdate({
      target: [lightsReports.houseId, lightsReports.userId, lightsReports.nightKey],
      set: { status: report.status, createdAt },
    });
  return { replaced: existing !== undefined };
}

/** Tonight's reports on a house, one per person, and the viewer's own (unique index). */
export async function lightsReportsTonight(
  db: Db,
  houseId: number,
  viewerId: string | null,
  clock: LitClock,
): Promise<LightsReports> {
  const row = await db.get<{ on: number | null; off: number | null; mine: LightsStatus | null }>(
    sql`SELECT SUM(status = 'on') AS "on", SUM(status = 'off') AS "off",
        MAX(CASE WHEN user_id = ${viewerId ?? ""} THEN status END) AS "mine"
      FROM lights_reports WHERE house_id = ${houseId} AND night_key = ${clock.nightKey}`,
  );
  return { on: row?.on ?? 0, off: row?.off ?? 0, mine: viewerId ? (row?.mine ?? null) : null };
}
