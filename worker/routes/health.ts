/**
 * GET /api/health, for an uptime monitor (docs/operations.md, Health): one trivial D1 query and
 * one R2 lookup. 200 {status: "ok", checks} when both answer, else 503 {status: "failing",
 * checks} naming what failed. No sign-in, never cached, and not counted by any rate limit (reads
 * are not limited), so a monitor polling every minute cannot turn it red. The failure's detail
 * goes to the log, not to the public answer.
 */
import type { HealthAnswer, HealthCheck } from "@contract/operations";
import { factory } from "../factory";
import { logError } from "../lib/structured-log";

/** A check that has not answered by then counts as failed (a hung database is an outage). */
const CHECK_TIMEOUT_MS = 5_000;
/** A key no object uses: the lookup proves R2 answers without reading any data. */
const R2_PROBE_KEY = "health/probe";

async function timed(
  name: string,
  requestId: string,
  check: () => Promise<unknown>,
): Promise<HealthCheck> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
    return { ok: true, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    logError("health-check-failed", error, { requestId, check: name });
    return {
      ok: false,
      durationMs: Math.round(performance.now() - started),
      error: `${name} did not answer`,
    };
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes = factory.createApp().get("/", async (c) => {
  const [d1, r2] = await Promise.all([
    timed("D1", c.var.requestId, () => c.env.DB.prepare("SELECT 1 AS ok").first()),
    timed("R2", c.var.requestId, () => c.env.MEDIA.head(R2_PROBE_KEY)),
  ]);
  const ok = d1.ok && r2.ok;
  const answer: HealthAnswer = { status: ok ? "ok" : "failing", checks: { d1, r2 } };
  c.header("Cache-Control", "no-store");
  return c.json(answer, ok ? 200 : 503);
});
