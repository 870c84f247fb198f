import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  "@contract": path.resolve(import.meta.dirname, "contract"),
};

/**
 * The worker reads the SPA's index.html through its ASSETS binding (house pages). The test pool
 * has no build, so it serves the source index.html, the same shell the build starts from.
 */
function htmlShellDirectory() {
  const directory = path.join(import.meta.dirname, "node_modules/.cache/html-shell");
  mkdirSync(directory, { recursive: true });
  copyFileSync(path.join(import.meta.dirname, "index.html"), path.join(directory, "index.html"));
  return directory;
}

/**
 * Worker test files that read the whole database or its exact neighbourhood (a backup's row
 * counts, the nearest 100 houses, a town's nearest towns, fixed fixture addresses judged as
 * duplicates, a job that never ran, a sync of every house to production, whose work grows with
 * every house the other files made): each needs a database no other file has written to.
 */
const WHOLE_DATABASE_FILES = [
  "test/backup.test.ts",
  "test/db-sync.test.ts",
  "test/house-import.test.ts",
  "test/input-regressions.test.ts",
  "test/lit-tonight-api.test.ts",
  "test/scheduled-jobs.test.ts",
  "test/search-pages.test.ts",
];

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const workerProject = (
    name: string,
    files: { include?: string[]; exclude?: string[]; isolate: boolean },
  ) => ({
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        // Emulator mode is local config (.dev.vars), which a fresh clone may not have yet.
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
            // Local uploads play as soon as their last byte is in (no emulated processing).
            LOCAL_VIDEO_PROCESSING_SECONDS: "0",
          },
          assets: { directory: htmlShellDirectory(), binding: "ASSETS" },
          // A tight limiter the rate-limit test swaps in (the app's own are generous).
          ratelimits: {
            TEST_RATE_LIMIT: { namespace_id: "9001", simple: { limit: 2, period: 10 } },
          },
        },
      }),
    ],
    resolve: { alias },
    test: {
      name,
      include: files.include ?? ["test/**/*.test.ts"],
      exclude: files.exclude ?? [],
      // A runtime per file costs about two seconds of start-up on a 2-core machine.
      isolate: files.isolate,
      setupFiles: ["./test/apply-migrations.ts"],
      // Some tests move megabytes through tus and R2; on a loaded 2-core machine that takes seconds.
      testTimeout: 30_000,
      // obscenity ships CommonJS behind an ESM wrapper that workerd's module runner cannot
      // read; pre-bundling turns it into plain ESM (wrangler's esbuild build needs nothing).
      deps: { optimizer: { ssr: { enabled: true, include: ["obscenity"] } } },
    },
  });
  return {
    test: {
      // Every request the worker tests make writes its log line (worker/middleware/request-log.ts):
      // thousands would bury the output (test/request-log.test.ts checks them). Read by the
      // reporter, so it must sit here rather than in the worker project.
      onConsoleLog: (log: string) =>
        !(log.includes("requestId:") && log.includes("route:") && log.includes("durationMs:")),
      projects: [
        // Worker tests run inside workerd against real (local) D1, R2 and Durable Objects, in
        // two groups: most files share one runtime per vitest worker (storage and modules carry
        // over from file to file, so they make their own users and houses and never count what
        // the whole database holds); the few that do count it get a runtime of their own each.
        workerProject("worker", { exclude: WHOLE_DATABASE_FILES, isolate: false }),
        workerProject("worker-whole-database", { include: WHOLE_DATABASE_FILES, isolate: true }),
        {
          resolve: { alias },
          test: {
            name: "client",
            include: ["src/**/*.test.{ts,tsx}"],
            environment: "happy-dom",
          },
        },
        {
          // Repository checks in plain Node: docs and configuration agree with the code.
          test: {
            name: "repo",
            include: ["scripts/repo-tests/**/*.test.ts"],
            environment: "node",
            // The import-rule probes start Biome once per case.
            testTimeout: 30_000,
          },
        },
      ],
    },
  };
});
