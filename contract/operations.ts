/**
 * What the live app reports about itself (docs/operations.md): the health check an uptime
 * monitor polls, the scheduled jobs' last runs on the admin dashboard, and the screens that
 * failed in visitors' browsers.
 */
import { z } from "zod";
import { CLIENT_ERROR_LIMITS } from "./client-error-limits";

export const healthCheckSchema = z.object({
  ok: z.boolean(),
  durationMs: z.number().int().nonnegative(),
  /** Which service failed, in words; the detail is in the log line of the request. */
  error: z.string().optional(),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;

/** GET /api/health: 200 with status "ok", or 503 with status "failing". */
export const healthAnswerSchema = z.object({
  status: z.enum(["ok", "failing"]),
  checks: z.object({ d1: healthCheckSchema, r2: healthCheckSchema }),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

/** The jobs the Cron Trigger runs each night (worker/scheduled.ts). */
export const SCHEDULED_JOBS = ["backup", "cleanup"] as const;
export type ScheduledJob = (typeof SCHEDULED_JOBS)[number];

export const scheduledJobRunSchema = z.object({
  job: z.enum(SCHEDULED_JOBS),
  startedAt: z.string(),
  /** Null while it runs, or when the run was cut off before it could record its end. */
  finishedAt: z.string().nullable(),
  /** Null together with finishedAt. */
  ok: z.boolean().nullable(),
  summary: z.string().nullable(),
  error: z.string().nullable(),
});
export type ScheduledJobRun = z.infer<typeof scheduledJobRunSchema>;

/** GET /api/admin/scheduled-jobs: each job's newest run (null before its first). */
export const scheduledJobRunsSchema = z.object({
  backup: scheduledJobRunSchema.nullable(),
  cleanup: scheduledJobRunSchema.nullable(),
} satisfies Record<ScheduledJob, z.ZodType>);
export type ScheduledJobRuns = z.infer<typeof scheduledJobRunsSchema>;

/**
 * POST /api/client-errors: a screen that failed in someone's browser and showed its error
 * (src/routes/screen-error-boundary.tsx), for the log. Answered 204.
 */
export const clientErrorReportSchema = z.object({
  /** The path the screen was at. */
  path: z.string().min(1).max(CLIENT_ERROR_LIMITS.path).startsWith("/"),
  /** "download": its code could not be had, even after a reload; "render": it threw. */
  kind: z.enum(["download", "render"]),
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
