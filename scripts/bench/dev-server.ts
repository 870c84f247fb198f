/**
 * Benchmark (not a test): how long `npm start` takes to be ready, and how long the first visit to
 * each screen takes on the dev server it starts (`npm run bench:dev`).
 *
 * 1. `npm start` (scripts/start.ts) from cold: its pre-bundled dependencies removed
 *    (node_modules/.vite), as after a fresh install. Time until it prints that it is running.
 * 2. Each screen once, in a fresh browser context (no HTTP cache), signed out and then signed in
 *    as the demo admin: time from navigation until the screen's heading shows and no spinner is
 *    left. These are first visits: the dev server transforms a module the first time a browser
 *    asks for it (unless it warmed it up at start).
 * 3. Stop, start again (a restart: dependencies already pre-bundled), time until ready, and one
 *    more visit to the landing.
 *
 *   npm run bench:dev
 *   BENCH_DEV_KEEP_CACHE=1 npm run bench:dev     skip step 1's cache removal
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { ROOT, TOOL_ENV } from "../lib/services.ts";

const ORIGIN = "http://localhost:5173";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ADMIN = { email: "admin@example.com", password: "lights-demo-1" };
const SIGNED_OUT = ["/", "/house/freeport/10-washington-ave", "/privacy", "/tours/shared/unknown"];
const SIGNED_IN = [
  "/home",
  "/map",
  "/favorites",
  "/top-houses",
  "/submit",
  "/tours",
  "/tour",
  "/reviews",
  "/admin",
  "/admin/houses",
  "/admin/users",
];

function startStack(): Promise<{ child: ChildProcess; seconds: number }> {
  const started = performance.now();
  const child = spawn(path.join(ROOT, "node_modules/.bin/node"), ["scripts/start.ts"], {
    cwd: ROOT,
    env: TOOL_ENV,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`npm start exited (${code})`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("LI Lights is running")) {
        resolve({ child, seconds: (performance.now() - started) / 1000 });
      }
    });
  });
}

function stopStack(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners("exit");
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Seconds from navigation until a heading shows and no "Loading..." spinner is left. */
async function visit(browser: Browser, pathname: string, storageState?: string) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${ORIGIN}${pathname}`, { waitUntil: "commit" });
  await page.waitForFunction(
    () =>
      document.querySelector("main h1, main h2") !== null &&
      // biome-ignore lint/performance/useDomNodeTextContent: only a spinner people can see counts.
      !document.body.innerText.includes("Loading..."),
    undefined,
    { timeout: 120_000, polling: 50 },
  );
  const seconds = (performance.now() - started) / 1000;
  await context.close();
  return seconds;
}

/** Signs in through the header's dialog once; later contexts reuse the stored session. */
async function signedInState(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(ORIGIN);
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(ADMIN.email);
  await dialog.getByLabel("Password").fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.getByRole("button", { name: "User menu" }).waitFor({ timeout: 60_000 });
  const file = path.join(ROOT, ".wrangler/bench-dev-session.json");
  await context.storageState({ path: file, indexedDB: true });
  await context.close();
  return file;
}

const row = (label: string, seconds: number) =>
  console.log(`  ${label.padEnd(40)} ${seconds.toFixed(2).padStart(6)} s`);

if (process.env.BENCH_DEV_KEEP_CACHE !== "1") {
  rmSync(path.join(ROOT, "node_modules/.vite"), { recursive: true, force: true });
}
const cold = await startStack();
console.log("\nnpm start");
row("ready (dependency cache removed)", cold.seconds);

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  console.log("\nFirst visit per screen, signed out");
  for (const pathname of SIGNED_OUT) row(pathname, await visit(browser, pathname));
  const session = await signedInState(browser);
  console.log("\nFirst visit per screen, signed in (admin)");
  for (const pathname of SIGNED_IN) row(pathname, await visit(browser, pathname, session));

  await stopStack(cold.child);
  const warm = await startStack();
  console.log("\nRestart");
  row("ready", warm.seconds);
  row("/ after the restart", await visit(browser, "/"));
  await stopStack(warm.child);
} finally {
  await browser.close();
}
