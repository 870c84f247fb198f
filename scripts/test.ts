/**
 * `npm test`: every suite, in order of speed, and a non-zero exit if any fails.
 * type check -> lint -> worker tests (workerd) -> client tests -> browser tests (Chromium).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ROOT, TOOL_ENV } from "./lib/services.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);

function step(label: string, command: string, args: string[]) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, env: TOOL_ENV, stdio: "inherit" });
  const ok = result.status === 0;
  console.log(`${ok ? "✔" : "✘"} ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const install = "apt-get update && apt-get install -y chromium";
  if (process.getuid?.() === 0) {
    console.log(`Chromium not found at ${CHROMIUM}: installing it (${install})`);
    return step("install Chromium", "sh", ["-c", install]) && existsSync(CHROMIUM);
  }
  console.error(
    `Chromium not found at ${CHROMIUM}. Install it with:\n  sudo ${install.replace("&& ", "&& sudo ")}`,
  );
  return false;
}

const results: [string, boolean][] = [];
const record = (label: string, ok: boolean) => results.push([label, ok]);

record("type check", step("type check", bin("tsc"), ["-b"]));
record("lint", step("lint", bin("biome"), ["check", "."]));
record("worker + client tests", step("worker + client tests (vitest)", bin("vitest"), ["run"]));
const haveChromium = ensureChromium();
record(
  "browser tests",
  haveChromium && step("browser tests (Playwright, Chromium)", bin("playwright"), ["test"]),
);
// The browser tests' server has just built dist/ (scripts/serve-e2e.ts); measure that build.
record(
  "landing bundle budget",
  step("landing bundle budget", process.execPath, ["scripts/check-bundle-budget.ts"]),
);

console.log("\nSummary");
for (const [label, ok] of results) console.log(`  ${ok ? "✔" : "✘"} ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
