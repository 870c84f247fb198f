/**
 * `npm test`: every suite, and a non-zero exit if any fails.
 *
 * The browser tests need a production build, fresh demo data and the Auth Emulator
 * (scripts/serve-e2e.ts, about a minute of mostly single-threaded work). That server starts
 * first, in the background, while the type check and lint run; the worker + client tests then
 * run beside the browser tests (each leaves a core idle much of the time: the browser tests wait
 * on pages, the worker tests on workerd), their output held back and printed whole when they
 * end. Each step prints its time, and the summary gives the split.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_PACKAGE, CHROMIUM_PATH } from "../e2e/chromium.ts";
import { APP_URL } from "../e2e/ports.ts";
import { ROOT, stopAll, TOOL_ENV, waitForUrl } from "./lib/services.ts";

const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);
const started = Date.now();
const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

const results: { label: string; ok: boolean; seconds: number }[] = [];

function step(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = TOOL_ENV) {
  console.log(`\n▶ ${label}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: "inherit" });
  const ok = result.status === 0;
  results.push({ label, ok, seconds: seconds(stepStarted) });
  console.log(`${ok ? "✔" : "✘"} ${label} (${seconds(stepStarted)} s)`);
  return ok;
}

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  const install = `apt-get update && apt-get install -y ${CHROMIUM_PACKAGE}`;
  if (process.getuid?.() === 0) {
    console.log(`Chromium not found at ${CHROMIUM_PATH}: installing it (${install})`);
    return step("install Chromium", "sh", ["-c", install]) && existsSync(CHROMIUM_PATH);
  }
  console.error(
    `Chromium not found at ${CHROMIUM_PATH}. Install it with:\n  sudo ${install.replace("&& ", "&& sudo ")}`,
  );
  return false;
}

/** `step` without blocking: a suite running in the background keeps reading its output. */
function stepAsync(label: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  console.log(`\n▶ ${label}`);
  const stepStarted = Date.now();
  const child = spawn(command, args, { cwd: ROOT, env, stdio: "inherit" });
  return new Promise<boolean>((resolve) => {
    child.on("close", (code) => {
      const ok = code === 0;
      results.push({ label, ok, seconds: seconds(stepStarted) });
      console.log(`${ok ? "✔" : "✘"} ${label} (${seconds(stepStarted)} s)`);
      resolve(ok);
    });
  });
}

/** A suite run beside the others: its output is held back and printed whole when it ends. */
function stepInBackground(label: string, command: string, args: string[]) {
  console.log(`\n▶ ${label} (beside the next steps; its output follows when it ends)`);
  const stepStarted = Date.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: TOOL_ENV,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise<void>((resolve) => {
    child.on("close", (code) => {
      console.log(`\n▶ ${label}: its output`);
      process.stdout.write(Buffer.concat(output));
      const ok = code === 0;
      results.push({ label, ok, seconds: seconds(stepStarted) });
      console.log(`${ok ? "✔" : "✘"} ${label} (${seconds(stepStarted)} s)`);
      resolve();
    });
  });
}

/** The browser tests' server, its output kept back unless it fails (it would interleave). */
function startBrowserTestServer() {
  const child = spawn(process.execPath, ["scripts/serve-e2e.ts"], {
    cwd: ROOT,
    env: TOOL_ENV,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
}

async function browserTestServerReady(server: { child: ChildProcess; output: string[] }) {
  const waitStarted = Date.now();
  try {
    await waitForUrl(`${APP_URL}/api/site-content?page=header`, 300_000, server.child);
    console.log(`\n▶ browser-test server ready (waited ${seconds(waitStarted)} s for it)`);
    // From here on its output (the app's error lines) goes with the browser tests'.
    process.stdout.write(server.output.join("").split("\n").slice(-3).join("\n"));
    server.child.stdout?.pipe(process.stdout);
    server.child.stderr?.pipe(process.stderr);
    return true;
  } catch (error) {
    process.stderr.write(server.output.join(""));
    console.error(`✘ browser-test server: ${error instanceof Error ? error.message : error}`);
    results.push({ label: "browser-test server", ok: false, seconds: seconds(waitStarted) });
    return false;
  }
}

const haveChromium = ensureChromium();
const server = startBrowserTestServer();
try {
  step("type check", bin("tsc"), ["-b"]);
  step("lint", bin("biome"), ["check", "."]);
  const vitest = stepInBackground("worker + client + repo tests (vitest)", bin("vitest"), ["run"]);
  if (!haveChromium) results.push({ label: "browser tests (no Chromium)", ok: false, seconds: 0 });
  else if (await browserTestServerReady(server)) {
    await stepAsync("browser tests (Playwright, Chromium)", bin("playwright"), ["test"], {
      ...TOOL_ENV,
      E2E_SERVER_RUNNING: "1",
    });
    await vitest;
    // The browser tests' server built dist/ (scripts/serve-e2e.ts); measure that build.
    step("bundle budgets", process.execPath, ["scripts/check-bundle-budget.ts"]);
    // Its prerendered pages, and the pages its worker builds while it still runs.
    step("HTML validation (html-validate)", process.execPath, ["scripts/check-html.ts"]);
  }
  await vitest;
} finally {
  await stopAll([server.child]);
}

console.log(`\nSummary (${seconds(started)} s in all)`);
for (const { label, ok, seconds: s } of results) {
  console.log(`  ${ok ? "✔" : "✘"} ${label.padEnd(44)} ${String(s).padStart(4)} s`);
}
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
