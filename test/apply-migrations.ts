import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Setup files run outside per-file storage isolation; applying is idempotent.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
if (env.PROD_DB) await applyD1Migrations(env.PROD_DB, env.TEST_MIGRATIONS);
