/**
 * Checks on a production build and on the worker bundle `wrangler deploy --dry-run` wrote: what
 * would be published that should not be, and how close the worker is to the plan's size limit.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Findings } from "./config-checks.ts";

/** Workers Free: 3 MiB per worker after compression (Paid: 10 MiB). */
export const FREE_PLAN_WORKER_LIMIT_BYTES = 3 * 1024 * 1024;
/** Room to grow within the free plan: past this share a deploy is one feature from refused. */
export const WORKER_SIZE_WARNING_SHARE = 0.8;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Files in the published assets that only the build needs (manifests, source maps). */
export function buildOnlyFiles(clientDir: string): string[] {
  return filesUnder(clientDir)
    .filter((file) => file.split(path.sep).includes(".vite") || file.endsWith(".map"))
    .sort();
}

/** The worker's upload size after compression: each module gzipped, as Cloudflare measures it. */
export function workerGzipBytes(bundleDir: string): number {
  return filesUnder(bundleDir)
    .filter((file) => /\.(m?js|cjs|wasm|bin|txt|html|sql)$/.test(file))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(bundleDir, file))).length, 0);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

export function checkBuild(clientDir: string, bundleDir: string): Findings & { gzipBytes: number } {
  const problems: string[] = [];
  for (const file of buildOnlyFiles(clientDir)) {
    problems.push(`the build publishes the build-only file /${file.split(path.sep).join("/")}`);
  }
  const gzipBytes = workerGzipBytes(bundleDir);
  const ceiling = FREE_PLAN_WORKER_LIMIT_BYTES * WORKER_SIZE_WARNING_SHARE;
  if (gzipBytes > ceiling) {
    problems.push(
      `the worker is ${kib(gzipBytes)} compressed, over ${WORKER_SIZE_WARNING_SHARE * 100} % of the free plan's ${kib(FREE_PLAN_WORKER_LIMIT_BYTES)} limit`,
    );
  }
  return { problems, warnings: [], gzipBytes };
}
