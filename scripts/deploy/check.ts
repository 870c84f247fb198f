/**
 * `npm run deploy:check`: everything that would break a real deploy or the live app's first hour,
 * found offline before anything is uploaded. Checks the production config ([env.production] of
 * wrangler.toml and the VITE_ build variables), builds for production into a temporary directory
 * (never the developer's dist/), runs `wrangler deploy --dry-run` on the build (no login needed)
 * and measures the worker. Prints one line per problem and exits 1 when there is any.
 *
 *   npm run deploy:check                          the committed config, built in a temp dir
 *   npm run deploy:check -- --out-dir dist        build into dist/ and keep it, for `wrangler deploy`
 *   npm run deploy:check -- --config <file>       another copy of wrangler.toml (tests)
 *   npm run deploy:check -- --config-only         the config checks alone, no build (seconds)
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadEnv } from "vite";
import { DEFAULT_CONTACT_EMAILS } from "../../contract/legal-defaults.ts";
import { ROOT, TOOL_ENV } from "../lib/services.ts";
import { checkBuild, FREE_PLAN_WORKER_LIMIT_BYTES } from "./build-checks.ts";
import { checkProductionConfig, type Findings } from "./config-checks.ts";
import { DEFAULT_CONFIG, envTypeNames, readProductionConfig } from "./production-config.ts";

const { values: options } = parseArgs({
  options: {
    config: { type: "string" },
    "out-dir": { type: "string" },
    "config-only": { type: "boolean", default: false },
  },
});
const configPath = path.resolve(options.config ?? DEFAULT_CONFIG);
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);

/** The VITE_ variables a production build sees: .env files for mode production, then the shell. */
function clientBuildEnv(): Record<string, string | undefined> {
  const fromShell = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name.startsWith("VITE_")),
  );
  return { ...loadEnv("production", ROOT, "VITE_"), ...fromShell };
}

function lastLines(text: string, count: number) {
  return text.trim().split("\n").slice(-count).join("\n");
}

function buildAndDryRun(outDir: string): Findings {
  const problems: string[] = [];
  console.log(`▶ production build (vite build --outDir ${path.relative(ROOT, outDir) || "."})`);
  const build = spawnSync(bin("vite"), ["build", "--outDir", outDir], {
    cwd: ROOT,
    env: {
      ...TOOL_ENV,
      CLOUDFLARE_ENV: "production",
      ...(configPath === DEFAULT_CONFIG ? {} : { LIGHTS_WRANGLER_CONFIG: configPath }),
      // The pointer `wrangler deploy` and `vite preview` follow moves only to a build in dist/:
      // a check build elsewhere leaves it on the developer's (or the browser tests') build.
      ...(outDir === path.join(ROOT, "dist") ? {} : { LIGHTS_KEEP_DEPLOY_POINTER: "1" }),
    },
    encoding: "utf8",
  });
  if (build.status !== 0) {
    console.log(lastLines(build.stdout + build.stderr, 30));
    return { problems: ["the production build failed (its output is above)"], warnings: [] };
  }
  const workerDir = readdirSync(outDir)
    .map((name) => path.join(outDir, name))
    .find(
      (dir) => dir !== path.join(outDir, "client") && existsSync(path.join(dir, "wrangler.json")),
    );
  if (!workerDir) return { problems: [`the build wrote no worker into ${outDir}`], warnings: [] };

  console.log("▶ wrangler deploy --dry-run");
  const bundleDir = path.join(outDir, ".dry-run");
  const dryRun = spawnSync(
    bin("wrangler"),
    [
      "deploy",
      "--dry-run",
      "--config",
      path.join(workerDir, "wrangler.json"),
      "--outdir",
      bundleDir,
    ],
    { cwd: ROOT, env: TOOL_ENV, encoding: "utf8" },
  );
  const dryRunOutput = dryRun.stdout + dryRun.stderr;
  if (dryRun.status !== 0) {
    console.log(lastLines(dryRunOutput, 30));
    const error = dryRunOutput.split("\n").find((line) => /ERROR|✘/.test(line));
    problems.push(`wrangler deploy --dry-run failed: ${error?.trim() ?? "see its output above"}`);
    return { problems, warnings: [] };
  }
  const built = checkBuild(path.join(outDir, "client"), bundleDir);
  const share = Math.round((built.gzipBytes / FREE_PLAN_WORKER_LIMIT_BYTES) * 100);
  console.log(
    `  worker: ${(built.gzipBytes / 1024).toFixed(0)} KiB compressed (${share} % of the free plan's ${FREE_PLAN_WORKER_LIMIT_BYTES / 1024} KiB)`,
  );
  rmSync(bundleDir, { recursive: true, force: true });
  return { problems: [...problems, ...built.problems], warnings: built.warnings };
}

console.log(`▶ production config (${path.relative(ROOT, configPath)} [env.production])`);
const findings = checkProductionConfig({
  config: readProductionConfig(configPath),
  envTypeNames: envTypeNames(),
  clientEnv: clientBuildEnv(),
  defaultContactEmails: Object.values(DEFAULT_CONTACT_EMAILS),
});

if (!options["config-only"]) {
  const outDir = options["out-dir"]
    ? path.resolve(options["out-dir"])
    : mkdtempSync(path.join(tmpdir(), "lights-deploy-check-"));
  try {
    const built = buildAndDryRun(outDir);
    findings.problems.push(...built.problems);
    findings.warnings.push(...built.warnings);
  } finally {
    if (!options["out-dir"]) rmSync(outDir, { recursive: true, force: true });
  }
}

console.log("");
for (const warning of findings.warnings) console.log(`! ${warning}`);
for (const problem of findings.problems) console.log(`✘ ${problem}`);
if (findings.problems.length) {
  console.log(
    `\ndeploy:check: ${findings.problems.length} problem${findings.problems.length === 1 ? "" : "s"} would break the deploy or the live app (docs/deploy.md)`,
  );
  process.exit(1);
}
console.log("✔ deploy:check: ready to deploy");
