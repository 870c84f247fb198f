/**
 * Db-sync (docs/security.md, Db-sync). Each POST does one bounded batch of a run; the admin screen
 * calls again with `runId` until the run is done, and can resume a run left "running".
 */
import {
  type DbSyncComparison,
  type DbSyncKind,
  type DbSyncRuns,
  type DbSyncStatus,
  dbSyncStepRequestSchema,
} from "@contract/admin";
import { HTTPException } from "hono/http-exception";
import { countAllHouses, syncHouseImagesBatch, syncHousesBatch } from "../../db/admin-db-sync";
import { createDb } from "../../db/client";
import {
  getSyncRun,
  latestSyncRun,
  nextBatch,
  recordBatch,
  runState,
  startSyncRun,
} from "../../db/db-sync-runs";
import { factory } from "../../factory";
import { validate } from "../../lib/http/validate";
import { currentUser } from "../../middleware/auth";

/** The production database, when the optional PROD_DB binding is configured. */
function production(env: Env) {
  if (!env.PROD_DB) {
    throw new HTTPException(503, { message: "Production database is not configured" });
  }
  return createDb(env.PROD_DB);
}

const BATCH_SYNC = { houses: syncHousesBatch, images: syncHouseImagesBatch } as const;

/** One step of a run of `kind`: start one (no runId) or continue it, sync a batch, record it. */
function syncStep(kind: DbSyncKind) {
  return factory.createHandlers(validate("json", dbSyncStepRequestSchema), async (c) => {
    const prod = production(c.env);
    const db = c.var.db;
    const { runId } = c.req.valid("json");
    const run = runId
      ? await getSyncRun(db, runId, kind)
      : await startSyncRun(db, kind, currentUser(c).id);
    if (!run) throw new HTTPException(404, { message: "Sync run not found" });
    if (run.status === "done") return c.json(runState(run), 200);
    const batch = await BATCH_SYNC[kind](db, prod, nextBatch(run));
    return c.json(await recordBatch(db, run, batch), 200);
  });
}

export const adminDbSyncRoutes = factory
  .createApp()
  .get("/status", (c) => c.json({ available: Boolean(c.env.PROD_DB) } satisfies DbSyncStatus, 200))
  .get("/compare/houses", async (c) => {
    const prod = production(c.env);
    const [development, productionCount] = await Promise.all([
      countAllHouses(c.var.db),
      countAllHouses(prod),
    ]);
    return c.json(
      {
        development: { count: development },
        production: { count: productionCount },
      } satisfies DbSyncComparison,
      200,
    );
  })
  .get("/runs", async (c) => {
    const [houses, images] = await Promise.all([
      latestSyncRun(c.var.db, "houses"),
      latestSyncRun(c.var.db, "images"),
    ]);
    return c.json({ houses, images } satisfies DbSyncRuns, 200);
  })
  .post("/sync-house-images", ...syncStep("images"))
  .post("/sync-all-houses", ...syncStep("houses"));
