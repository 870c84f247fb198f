import type { DbSyncComparison, DbSyncStatus } from "@contract/admin";
import { HTTPException } from "hono/http-exception";
import { countAllHouses, syncAllHouses, syncHouseImages } from "../../db/admin-db-sync";
import { createDb } from "../../db/client";
import { factory } from "../../factory";

/** The production database, when the optional PROD_DB binding is configured. */
function production(env: Env) {
  if (!env.PROD_DB) {
    throw new HTTPException(503, { message: "Production database is not configured" });
  }
  return createDb(env.PROD_DB);
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
  .post("/sync-house-images", async (c) => {
    return c.json(await syncHouseImages(c.var.db, production(c.env)), 200);
  })
  .post("/sync-all-houses", async (c) => {
    return c.json(await syncAllHouses(c.var.db, production(c.env)), 200);
  });
