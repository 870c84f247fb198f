/**
 * A house's light schedule and lights reports on the wire (docs/product.md, Lit tonight). Times
 * travel as "HH:MM" (24 h), season days as "MM-DD", the FM frequency in MHz (88.7); the worker
 * stores them as integers (contract/lit-tonight.ts).
 */
import { z } from "zod";
import {
  FM_MAX_TENTHS,
  FM_MIN_TENTHS,
  LIGHTS_STATUSES,
  MAX_SHOW_TIMES,
  parseClockTime,
  parseMonthDay,
  toNightMinute,
} from "./lit-tonight";

/** The schedule as every house answer carries it; all null / empty when none was given. */
export const houseScheduleSchema = z.object({
  litFrom: z.string().nullable(),
  litUntil: z.string().nullable(),
  seasonStart: z.string().nullable(),
  seasonEnd: z.string().nullable(),
  /** Show start times, "HH:MM", in night order. */
  showTimes: z.array(z.string()),
  /** MHz, one decimal (88.7). */
  fmFrequency: z.number().nullable(),
});
export type HouseSchedule = z.infer<typeof houseScheduleSchema>;

export const EMPTY_SCHEDULE: HouseSchedule = {
  litFrom: null,
  litUntil: null,
  seasonStart: null,
  seasonEnd: null,
  showTimes: [],
  fmFrequency: null,
};

const clockTime = z
  .string()
  .refine((v) => parseClockTime(v) !== null, { message: 'Use a 24-hour time like "16:30"' });
const monthDay = z
  .string()
  .refine((v) => parseMonthDay(v) !== null, { message: 'Use a day of the year like "11-28"' });
const blankToNull = (v: unknown) => (v === "" || v === undefined ? null : v);

const wholeSchedule = z
  .object({
    litFrom: z.preprocess(blankToNull, clockTime.nullable()),
    litUntil: z.preprocess(blankToNull, clockTime.nullable()),
    seasonStart: z.preprocess(blankToNull, monthDay.nullable()),
    seasonEnd: z.preprocess(blankToNull, monthDay.nullable()),
    showTimes: z
      .array(clockTime)
      .max(MAX_SHOW_TIMES, { message: `At most ${MAX_SHOW_TIMES} show times` })
      .refine((list) => new Set(list).size === list.length, {
        message: "Each show time once",
      })
      .default([]),
    fmFrequency: z.preprocess(
      blankToNull,
      z
        .number()
        .refine((mhz) => mhz * 10 >= FM_MIN_TENTHS - 1e-9 && mhz * 10 <= FM_MAX_TENTHS + 1e-9, {
          message: `FM frequencies run from ${FM_MIN_TENTHS / 10} to ${FM_MAX_TENTHS / 10} MHz`,
        })
        .refine((mhz) => Math.abs(mhz * 10 - Math.round(mhz * 10)) < 1e-6, {
          message: "Give the frequency to one decimal (88.7)",
        })
        .nullable(),
    ),
  })
  .refine((s) => (s.litFrom === null) === (s.litUntil === null), {
    message: "Give both the time the lights go on and the time they go off",
    path: ["litUntil"],
  })
  .refine(
    (s) =>
      s.litFrom === null ||
      s.litUntil === null ||
      toNightMinute(parseClockTime(s.litFrom)!) < toNightMinute(parseClockTime(s.litUntil)!),
    {
      message: "Lights must go off after they go on, before noon the next day",
      path: ["litUntil"],
    },
  )
  .refine((s) => s.seasonStart !== null || s.seasonEnd === null, {
    message: "A season end needs a season start",
    path: ["seasonEnd"],
  })
  .refine((s) => s.seasonEnd !== null || s.seasonStart === null, {
    message: "A season start needs a season end",
    path: ["seasonStart"],
  });

const SCHEDULE_PARTS = [
  "litFrom",
  "litUntil",
  "seasonStart",
  "seasonEnd",
  "showTimes",
  "fmFrequency",
] as const;

/**
 * PUT /api/houses/{id}/schedule: the whole schedule (null / [] clears a part, a part left out is
 * none). A body naming no part at all is refused rather than read as "clear everything": it is a
 * client's mistake, not a schedule (decision 391).
 */
export const scheduleRequestSchema = z
  .looseObject({})
  .refine((body) => SCHEDULE_PARTS.some((part) => part in body), {
    message: `Send the schedule: ${SCHEDULE_PARTS.join(", ")} (null clears a part)`,
  })
  .pipe(wholeSchedule);

export type ScheduleRequest = z.infer<typeof scheduleRequestSchema>;

/** POST /api/houses/{id}/lights-report: what the reporter sees, and where they stand. */
export const lightsReportRequestSchema = z.object({
  status: z.enum(LIGHTS_STATUSES),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().nonnegative(),
});
export type LightsReportRequest = z.infer<typeof lightsReportRequestSchema>;

/** Tonight's reports on one house: one per person (their latest), and the caller's own. */
export const lightsReportsSchema = z.object({
  on: z.number().int(),
  off: z.number().int(),
  mine: z.enum(LIGHTS_STATUSES).nullable(),
});
export type LightsReports = z.infer<typeof lightsReportsSchema>;

export const lightsReportResponseSchema = z.object({
  litTonight: z.boolean(),
  reports: lightsReportsSchema,
  /** True when this replaced the caller's earlier report of the same night. */
  replaced: z.boolean(),
});
export type LightsReportResponse = z.infer<typeof lightsReportResponseSchema>;

export const scheduleResponseSchema = z.object({
  schedule: houseScheduleSchema,
  litTonight: z.boolean(),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;
