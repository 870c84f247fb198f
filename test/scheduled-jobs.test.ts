/**
 * Scheduled job runs (docs/operations.md, Scheduled jobs): every run of the nightly backup and
 * cleanup is recorded, a failing job is recorded with its error and does not stop the next, and
 * the admin dashboard's route answers each job's newest run to admins only.
 */

import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { scheduledJobRunsSchema } from "@contract/operations";
import { afterEach, beforeEach, describe, it, type MockInstance, vi } from "vitest";
import worker from "../worker/index";
import { expectJson } from "./expect-json";
import { api, newAdmin, newCaller, signedIn } from "./factories";

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function runNightlyJobs(bindings: Env) {
  const ctx = createExecutionContext();
  worker.scheduled(
    createScheduledController({ scheduledTime: new Date(), cron: "17 8 * * *" }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

async function lastRuns() {
  const admin = await newAdmin();
  return expectJson(
    await api("/api/admin/scheduled-jobs", { token: admin.token }),
    scheduledJobRunsSchema,
  );
}

describe("scheduled job runs", () => {
  it("answers no run for a job that never ran, to admins only", async ({ expect }) => {
    const user = await signedIn(newCaller());
    expect((await api("/api/admin/scheduled-jobs")).status).toBe(401);
    expect((await api("/api/admin/scheduled-jobs", { token: user.token })).status).toBe(403);
    expect(await lastRuns()).toEqual({ backup: null, cleanup: null });
  });

  it("records a failing job with its error, logs its stack, and still runs the next job", async ({
    expect,
  }) => {
    // R2 refuses writes: the backup cannot store its files; the cleanup only lists, and runs.
    const refusingBucket = new Proxy(env.MEDIA, {
      get(target, property) {
        if (property === "put") return () => Promise.reject(new Error("R2 refused the write"));
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await runNightlyJobs({ ...env, MEDIA: refusingBucket });
    const runs = await lastRuns();
    expect(runs.backup).toMatchObject({
      job: "backup",
      ok: false,
      summary: null,
      error: "R2 refused the write",
      finishedAt: expect.any(String),
    });
    expect(runs.cleanup).toMatchObject({ job: "cleanup", ok: true, error: null });
    expect(runs.cleanup?.summary).toMatch(
      /^\d+ unfinished video uploads? and \d+ unattached photos? removed$/,
    );
    const failure = errors.mock.calls
      .map(([line]) => line as Record<string, unknown>)
      .find((line) => line?.event === "scheduled-job-failed");
    expect(failure).toMatchObject({
      job: "backup",
      errorMessage: "R2 refused the write",
      stack: expect.stringContaining("R2 refused the write"),
    });
  });

  it("answers the newest run of each job", async ({ expect }) => {
    await runNightlyJobs(env);
    const runs = await lastRuns();
    expect(runs.backup).toMatchObject({ ok: true, error: null });
    expect(runs.backup?.summary).toMatch(
      /^[\d,]+ rows? of \d+ tables and \d+ media keys? in backups\/\d{4}-\d{2}-\d{2}\/$/,
    );
    expect(runs.cleanup).toMatchObject({ ok: true });
    expect(Date.parse(runs.backup!.finishedAt!)).toBeGreaterThanOrEqual(
      Date.parse(runs.backup!.startedAt),
    );
  });
});
