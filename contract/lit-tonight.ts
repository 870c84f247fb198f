/**
 * "Lit tonight" rules (docs/product.md, Lit tonight), shared by the worker and the client, free of
 * zod and of any clock but the one passed in.
 *
 * A night runs from noon to noon in America/New_York and is named by the date of its evening, so
 * a report at 00:30 belongs to the night that began the previous afternoon. Nightly hours are
 * stored as "night minutes": minutes after the midnight that starts the night's evening date,
 * from 720 (noon) to 2160 (noon the next day). 16:30-00:30 is therefore 990-1470, one plain
 * range, and a house is lit by its hours when from <= now < until. Seasons are month-day
 * numbers (MMDD, 1128 = Nov 28) checked against the night's evening date, and wrap over New
 * Year when the start is after the end (1201-0106).
 */

export const NEW_YORK_TIME_ZONE = "America/New_York";
/** A report confirms (or denies) the lights for this long. */
export const LIGHTS_REPORT_WINDOW_MS = 3 * 60 * 60 * 1000;
export const MAX_SHOW_TIMES = 12;
/** The US FM broadcast band, in tenths of MHz. */
export const FM_MIN_TENTHS = 875;
export const FM_MAX_TENTHS = 1080;
export const NIGHT_START_MINUTE = 12 * 60;
export const NIGHT_END_MINUTE = NIGHT_START_MINUTE + 24 * 60;

export const LIGHTS_STATUSES = ["on", "off"] as const;
export type LightsStatus = (typeof LIGHTS_STATUSES)[number];

/** Where New York's clock stands at one instant, in the terms the rules use. */
export interface NightClock {
  /** YYYY-MM-DD of the night's evening (the night key reports are stored under). */
  nightKey: string;
  /** MMDD of the night's evening date, for the season check. */
  nightMonthDay: number;
  /** Minutes after the midnight that starts the evening date (720..2159). */
  nightMinute: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

const HOUR_MS = 60 * 60 * 1000;

/** The day of month of the `n`th Sunday of a month (UTC calendar arithmetic). */
function nthSunday(year: number, monthIndex: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/**
 * New York's offset from UTC at `at`, in hours: -4 in daylight saving time (from 02:00 on the
 * second Sunday in March to 02:00 on the first Sunday in November, US rules since 2007), else -5.
 * Written out instead of asking Intl for America/New_York: the first time-zone format loads ICU's
 * zone data, a single task of about 200 ms on a slow phone while the house page first renders.
 * test/lit-tonight-rules.test.ts checks it against Intl for every hour of 2024-2035.
 */
export function newYorkOffsetHours(at: Date): number {
  const year = at.getUTCFullYear();
  const dstStart = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 + 5);
  const dstEnd = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 + 4);
  const t = at.getTime();
  return t >= dstStart && t < dstEnd ? -4 : -5;
}

export function nightClockAt(at: Date): NightClock {
  // New York's wall clock, read from the UTC fields of the shifted instant.
  const wall = new Date(at.getTime() + newYorkOffsetHours(at) * HOUR_MS);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const day = wall.getUTCDate();
  const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  // Before noon the night started on the previous calendar day (calendar arithmetic, not -12 h).
  const evening =
    minute < NIGHT_START_MINUTE
      ? new Date(Date.UTC(year, month - 1, day - 1))
      : new Date(Date.UTC(year, month - 1, day));
  const eveningMonth = evening.getUTCMonth() + 1;
  const eveningDay = evening.getUTCDate();
  return {
    nightKey: `${evening.getUTCFullYear()}-${pad(eveningMonth)}-${pad(eveningDay)}`,
    nightMonthDay: eveningMonth * 100 + eveningDay,
    nightMinute: minute < NIGHT_START_MINUTE ? minute + 24 * 60 : minute,
  };
}

/** "HH:MM" (24 h) -> minutes after midnight, or null when it is not a clock time. */
export function parseClockTime(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes after midnight -> "HH:MM" (24 h), the wire form. */
export function clockTimeText(minuteOfDay: number): string {
  const m = ((minuteOfDay % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** A clock time as a night minute: times before noon belong to the morning after. */
export function toNightMinute(minuteOfDay: number): number {
  return minuteOfDay < NIGHT_START_MINUTE ? minuteOfDay + 24 * 60 : minuteOfDay;
}

/** "4:30 PM", "12:30 AM": how people read times on a sign. */
export function displayClockTime(minuteOfDay: number): string {
  const m = ((minuteOfDay % 1440) + 1440) % 1440;
  const hours = Math.floor(m / 60);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(m % 60)} ${suffix}`;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTH_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/** "MM-DD" -> MMDD, or null when it is not a day of the year (Feb 29 counts). */
export function parseMonthDay(value: string): number | null {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return null;
  return month * 100 + day;
}

export function monthDayText(monthDay: number): string {
  return `${pad(Math.floor(monthDay / 100))}-${pad(monthDay % 100)}`;
}

/** "Nov 28" */
export function displayMonthDay(monthDay: number): string {
  return `${MONTH_NAMES[Math.floor(monthDay / 100) - 1] ?? "?"} ${monthDay % 100}`;
}

/** "88.7 FM" from tenths of MHz. */
export function displayFm(tenths: number): string {
  return `${(tenths / 10).toFixed(1)} FM`;
}

/** Whether a night's evening date falls in a season (no season = every night). */
export function inSeason(
  seasonStart: number | null,
  seasonEnd: number | null,
  monthDay: number,
): boolean {
  if (seasonStart === null || seasonEnd === null) return true;
  return seasonStart <= seasonEnd
    ? monthDay >= seasonStart && monthDay <= seasonEnd
    : monthDay >= seasonStart || monthDay <= seasonEnd;
}

/** The stored schedule fields the rule reads (night minutes, MMDD). */
export interface LitHours {
  litFromMinute: number | null;
  litUntilMinute: number | null;
  seasonStart: number | null;
  seasonEnd: number | null;
}

export function litByHours(hours: LitHours, clock: NightClock): boolean {
  if (hours.litFromMinute === null || hours.litUntilMinute === null) return false;
  return (
    hours.litFromMinute <= clock.nightMinute &&
    clock.nightMinute < hours.litUntilMinute &&
    inSeason(hours.seasonStart, hours.seasonEnd, clock.nightMonthDay)
  );
}

/**
 * The whole rule: the newest report of the last three hours decides (an "off" report hides the
 * badge even inside the hours); without one, the hours decide. The worker runs the same rule in
 * SQL (worker/db/lit-tonight.ts) and a test holds the two together.
 */
export function isLitTonight(
  hours: LitHours,
  latestRecentReport: LightsStatus | null,
  clock: NightClock,
): boolean {
  if (latestRecentReport) return latestRecentReport === "on";
  return litByHours(hours, clock);
}
