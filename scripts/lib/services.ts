/**
 * Starting the local stack, shared by `npm start` and the end-to-end run: D1 migrations, demo
 * data (loaded once per state directory), the Firebase Auth Emulator with the demo accounts,
 * and the app (Vite + @cloudflare/vite-plugin, worker in workerd).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const BIN = path.join(ROOT, "node_modules/.bin");
export const PROJECT_ID = "demo-lights";

/** Quiet, offline-friendly environment for Cloudflare and Firebase tools. */
export const TOOL_ENV = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  NO_UPDATE_NOTIFIER: "1",
  CI: process.env.CI ?? "true",
  PATH: `${BIN}${path.delimiter}${process.env.PATH}`,
};

function run(command: string, args: string[], label: string) {
  const result = spawnSync(command, args, { cwd: ROOT, env: TOOL_ENV, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${label} failed (exit ${result.status})`);
  }
  return result.stdout;
}

/**
 * Local worker settings (emulator mode among them) live in .dev.vars, which the Cloudflare Vite
 * plugin reads in dev and copies into the build for preview. A fresh clone gets the example.
 */
export function ensureLocalConfig() {
  const devVars = path.join(ROOT, ".dev.vars");
  if (!existsSync(devVars)) copyFileSync(path.join(ROOT, ".dev.vars.example"), devVars);
}

/** SHA-256 of the migration files, in order: what a state directory was last migrated to. */
function migrationsHash() {
  const directory = path.join(ROOT, "migrations");
  const hash = createHash("sha256");
  for (const name of readdirSync(directory)
    .filter((file) => file.endsWith(".sql"))
    .sort()) {
    hash.update(name).update(readFileSync(path.join(directory, name)));
  }
  return hash.digest("hex");
}

/**
 * Applies migrations to both local databases and loads the demo data when it changed. Each is
 * skipped when its marker in the state directory says it is done: a wrangler run costs seconds
 * even with nothing to apply, and a restart should not pay it twice.
 */
export function prepareDatabase(stateDir: string) {
  const persist = ["--local", "--persist-to", stateDir];
  const migratedMarker = path.join(stateDir, ".migrations-applied");
  const migrations = migrationsHash();
  if (!existsSync(migratedMarker) || readFileSync(migratedMarker, "utf8") !== migrations) {
    for (const db of ["DB", "PROD_DB"]) {
      run(
        path.join(BIN, "wrangler"),
        ["d1", "migrations", "apply", db, ...persist],
        `Migrating ${db}`,
      );
    }
    writeFileSync(migratedMarker, migrations);
  }
  const seedFile = path.join(ROOT, "seed/demo.sql");
  const hash = createHash("sha256").update(readFileSync(seedFile)).digest("hex");
  const marker = path.join(stateDir, ".demo-data-loaded");
  if (existsSync(marker) && readFileSync(marker, "utf8") === hash) return false;
  // INSERT OR IGNORE with fixed ids: rows people changed or added are left as they are.
  run(
    path.join(BIN, "wrangler"),
    ["d1", "execute", "DB", ...persist, "--file", seedFile, "--yes"],
    "Loading demo data",
  );
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(marker, hash);
  return true;
}

export async function waitForUrl(url: string, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: process exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/**
 * Writes an Auth Emulator config for a run of its own in `stateDir` (the emulator reads its port
 * from a file) and returns its path. The log and hub ports (4500 and 4400 by default, taken by
 * any other emulator on the machine) follow the auth port: +100 and +200.
 */
export function writeEmulatorConfig(stateDir: string, port: number) {
  const file = path.join(stateDir, "firebase.json");
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port },
        logging: { port: port + 100 },
        hub: { port: port + 200 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  return file;
}

/**
 * The Auth Emulator. With `dataDir` its accounts are imported at start and exported when it gets
 * its first SIGINT/SIGTERM (a second signal makes it quit without exporting). Such an emulator
 * runs in a process group of its own, so a signal sent to the whole group (Ctrl-C, `kill -- -pgid`)
 * does not reach it beside the one stopAll sends: it is stopped exactly once, by its parent.
 */
export function startAuthEmulator(options: { configFile: string; dataDir?: string; port: number }) {
  const args = [
    "emulators:start",
    "--only",
    "auth",
    "--project",
    PROJECT_ID,
    "--config",
    options.configFile,
  ];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    // Accounts live in memory; export on exit and import at start so they survive restarts.
    if (existsSync(path.join(options.dataDir, "firebase-export-metadata.json"))) {
      args.push("--import", options.dataDir);
    }
    args.push("--export-on-exit", options.dataDir);
  }
  return spawn(path.join(BIN, "firebase"), args, {
    cwd: ROOT,
    env: TOOL_ENV,
    stdio: ["ignore", "pipe", "pipe"],
    detached: Boolean(options.dataDir),
  });
}

interface DemoAccount {
  localId: string;
  email: string;
  password: string;
  displayName: string;
  emailVerified: boolean;
}

/** Creates the demo accounts (admin included, already verified); existing ones are kept. */
export async function seedAuthAccounts(emulatorUrl: string) {
  const accounts = JSON.parse(
    readFileSync(path.join(ROOT, "seed/demo-users.json"), "utf8"),
  ) as DemoAccount[];
  for (const account of accounts) {
    const response = await fetch(
      `${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
        body: JSON.stringify(account),
      },
    );
    if (!response.ok) {
      const text = await response.text();
      if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(text)) {
        throw new Error(`Could not create demo account ${account.email}: ${text}`);
      }
    }
  }
}

export function startApp(options: { port: number; stateDir: string; emulatorUrl: string }) {
  return spawn(path.join(BIN, "vite"), ["dev"], {
    cwd: ROOT,
    env: {
      ...TOOL_ENV,
      PORT: String(options.port),
      LIGHTS_STATE_DIR: options.stateDir,
      VITE_AUTH_EMULATOR_URL: options.emulatorUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/**
 * The production build served locally (`vite build`, then `vite preview`: the built worker and
 * its static assets in workerd). Only this has the service worker, so offline use and installing
 * the app need it. `extraEnv` adds build settings (the browser tests check class lists). Returns
 * null when the build fails (its output went to the terminal).
 */
export function buildAndPreview(options: {
  port: number;
  stateDir: string;
  emulatorUrl: string;
  extraEnv?: Record<string, string>;
}) {
  const env = {
    ...TOOL_ENV,
    VITE_AUTH_EMULATOR_URL: options.emulatorUrl,
    LIGHTS_STATE_DIR: options.stateDir,
    ...options.extraEnv,
  };
  const build = spawnSync(path.join(BIN, "vite"), ["build"], { cwd: ROOT, env, stdio: "inherit" });
  if (build.status !== 0) return null;
  return spawn(path.join(BIN, "vite"), ["preview"], {
    cwd: ROOT,
    env: { ...env, PORT: String(options.port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Ends children politely (the emulator exports its accounts on SIGINT), then firmly. */
export async function stopAll(children: ChildProcess[]) {
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of alive) child.kill("SIGINT");
  await Promise.all(
    alive.map(
      (child) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            child.kill("SIGKILL");
            resolve();
          }, 15_000);
          child.once("exit", () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    ),
  );
}

export function pipeOutput(
  child: ChildProcess,
  prefix: string,
  filter?: (line: string) => boolean,
) {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      for (const line of chunk.split("\n")) {
        if (line.trim() && (!filter || filter(line))) process.stdout.write(`${prefix} ${line}\n`);
      }
    });
  }
}
