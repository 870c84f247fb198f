/**
 * The worker's nightly trigger (backup, then cleanup) run as Cloudflare runs it, for the tests of
 * what it does: at a chosen moment, with chosen bindings, awaited to its end.
 */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import worker from "../worker/index";

export async function runNightlyJobs(bindings: Env, at: number | Date = Date.now()) {
  const ctx = createExecutionContext();
  worker.scheduled(
    createScheduledController({ scheduledTime: at, cron: "17 8 * * *" }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

/** A night a day and an hour from now: everything stored until now is older than a day. */
export const NEXT_NIGHT = () => Date.now() + 25 * 60 * 60 * 1000;
