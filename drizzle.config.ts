import { defineConfig } from "drizzle-kit";

// Flat NNNN_name.sql files: read by `wrangler d1 migrations apply` and by the test setup.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
  casing: "snake_case",
});
