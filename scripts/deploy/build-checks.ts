/**
 * Checks on a production build and on the worker bundle `wrangler deploy --dry-run` wrote: what
 * would be published that should not be, and how close the worker is to the plan's size limit.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
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

/** A loopback origin (the Auth Emulator's, a dev server's) in a header value. */
const LOOPBACK_ORIGIN = /https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:[0-9*]+)?/g;

/**
 * The loopback origins the build's Content-Security-Policy (the `_headers` file the static assets
 * apply) allows: none in production. The browser tests' build allows the Auth Emulator's
 * (http://127.0.0.1:<auth port>); a production build made without the Firebase build variables
 * would too (scripts/vite-security-headers.ts), and the app would sign in against it (decision 422).
 */
export function loopbackOriginsInPolicy(clientDir: string): string[] {
  const file = path.join(clientDir, "_headers");
  if (!existsSync(file)) return [];
  const policies = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => /^\s*Content-Security-Policy:/i.test(line));
  return [...new Set(policies.flatMap((line) => line.match(LOOPBACK_ORIGIN) ?? []))];
}

export function checkBuild(clientDir: string, bundleDir: string): Findings & { gzipBytes: number } {
  const problems: string[] = [];
  for (const file of buildOnlyFiles(clientDir)) {
    problems.push(`the build publishes the build-only file /${file.split(path.sep).join("/")}`);
  }
  for (const origin of loopbackOriginsInPolicy(clientDir)) {
    problems.push(
      `the build's Content-Security-Policy (_headers) allows ${origin}: the Auth Emulator's or a dev server's origin has no place in production`,
    );
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
