/**
 * What every server benchmark shares (scripts/bench-houses.ts, scripts/bench/live-events.ts,
 * scripts/bench/tus-upload.ts): the real worker bundled with the bench-only entry
 * (scripts/bench/bench-worker.ts), started in workerd through wrangler's unstable_dev with a
 * throw-away local D1/R2/Durable Object state and the migrations applied, unsigned Auth
 * Emulator tokens, percentiles and the machine line. Benchmarks are never part of `npm test`.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { type Unstable_DevWorker, unstable_dev } from "wrangler";

// Offline: no Request.cf fetch, no telemetry.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT = path.join(ROOT, "node_modules/.cache/bench");

/**
 * An Auth Emulator ID token (unsigned, alg "none"). The bench worker accepts it because its
 * config names a loopback FIREBASE_AUTH_EMULATOR_HOST for the demo- project; no emulator runs.
 */
export function emulatorToken(uid: string) {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: "none", typ: "JWT" })}.${b64({
    iss: "https://securetoken.google.com/demo-lights",
    aud: "demo-lights",
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: uid,
    user_id: uid,
    email: `${uid}@example.com`,
    email_verified: true,
  })}.`;
}

/** Seeded PRNG so runs are comparable. */
export function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]) {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

export function machineLine() {
  const [load1, load5] = os.loadavg();
  return `Machine: ${os.cpus()[0]?.model ?? "?"} x${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${load1?.toFixed(1)} / ${load5?.toFixed(1)} (1 / 5 min), ${new Date().toISOString()}`;
}

let bundled: Promise<string> | null = null;

/** The bench entry bundled once per process (esbuild, workerd conditions). */
export function bundleBenchWorker() {
  bundled ??= (async () => {
    mkdirSync(OUT, { recursive: true });
    const outfile = path.join(OUT, "bench-worker.mjs");
    await build({
      entryPoints: [path.join(ROOT, "scripts/bench/bench-worker.ts")],
      bundle: true,
      format: "esm",
      platform: "neutral",
      target: "es2023",
      conditions: ["workerd", "worker", "browser", "import"],
      mainFields: ["module", "main"],
      alias: { "@contract": path.join(ROOT, "contract") },
      external: ["cloudflare:*", "node:*"],
      loader: { ".json": "json" },
      outfile,
      logLevel: "warning",
    });
    return outfile;
  })();
  return bundled;
}

/**
 * wrangler.toml's bindings without the SPA assets (the benches serve no pages) and without the
 * [[ratelimits]] bindings: the rate-limit middleware treats a missing binding as "no limit", so
 * a bench measures the code path, not the limiter.
 */
function benchConfig(dir: string) {
  const file = path.join(dir, "wrangler.bench.json");
  writeFileSync(
    file,
    JSON.stringify({
      name: "li-lights-bench",
      main: "bench-worker.mjs",
      compatibility_date: "2026-10-15",
      compatibility_flags: ["nodejs_compat"],
      vars: {
        FIREBASE_PROJECT_ID: "demo-lights",
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        ADMIN_EMAILS: "",
        VIDEO_PROVIDER: "local",
        GOOGLE_PLACES_API_KEY: "",
        MAP_STYLE_URL: "",
      },
      d1_databases: [
        {
          binding: "DB",
          database_name: "bench",
          database_id: "00000000-0000-0000-0000-0000000000b1",
        },
        {
          binding: "PROD_DB",
          database_name: "bench-prod",
          database_id: "00000000-0000-0000-0000-0000000000b2",
        },
      ],
      r2_buckets: [
        { binding: "MEDIA", bucket_name: "bench-media" },
        { binding: "BACKUPS", bucket_name: "bench-backups" },
      ],
      durable_objects: { bindings: [{ name: "HOUSE_EVENTS", class_name: "HouseEvents" }] },
      migrations: [{ tag: "v1", new_sqlite_classes: ["HouseEvents"] }],
    }),
  );
  return file;
}

/** Every statement of migrations/, in order. */
function migrations() {
  const dir = path.join(ROOT, "migrations");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .flatMap((f) => readFileSync(path.join(dir, f), "utf8").split("--> statement-breakpoint"))
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface BenchWorker {
  worker: Unstable_DevWorker;
  /** http://127.0.0.1:<port> of the worker, for clients other than worker.fetch. */
  origin: string;
  /** Runs SQL statements on the bench D1 in one batch. */
  exec(statements: string[]): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the bench worker on a fresh state directory with the migrations applied. */
export async function startBenchWorker(): Promise<BenchWorker> {
  const scriptPath = await bundleBenchWorker();
  const persistTo = mkdtempSync(path.join(os.tmpdir(), "li-lights-bench-"));
  const worker = await unstable_dev(scriptPath, {
    config: benchConfig(persistTo),
    bundle: false,
    persistTo,
    ip: "127.0.0.1",
    logLevel: "warn",
    experimental: { disableExperimentalWarning: true },
  });
  const exec = async (statements: string[]) => {
    const res = await worker.fetch("/__bench/exec", {
      method: "POST",
      body: JSON.stringify(statements),
      headers: { "Content-Type": "application/json" },
    });
    if (!res.ok) throw new Error(`exec ${res.status}: ${await res.text()}`);
  };
  await exec(migrations());
  return {
    worker,
    origin: `http://${worker.address}:${worker.port}`,
    exec,
    async stop() {
      await worker.stop();
      rmSync(persistTo, { recursive: true, force: true });
    },
  };
}

/** Resident memory (bytes) of the workerd processes this Node process started, by pid. */
export function workerdRss(): Map<number, number> {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (comm) state ppid ...": comm may hold spaces, so split after the last ")".
      const close = stat.lastIndexOf(")");
      names.set(Number(entry), stat.slice(stat.indexOf("(") + 1, close));
      parents.set(Number(entry), Number(stat.slice(close + 2).split(" ")[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const descendsFromUs = (pid: number) => {
    for (let at = parents.get(pid); at && at > 1; at = parents.get(at)) {
      if (at === process.pid) return true;
    }
    return false;
  };
  const rss = new Map<number, number>();
  for (const [pid, name] of names) {
    if (!name.startsWith("workerd") || !descendsFromUs(pid)) continue;
    const file = `/proc/${pid}/status`;
    if (!existsSync(file)) continue;
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(file, "utf8"))?.[1];
    if (kb) rss.set(pid, Number(kb) * 1024);
  }
  return rss;
}

/** Total resident memory of our workerd processes, in MiB. */
export function workerdRssMiB() {
  let total = 0;
  for (const bytes of workerdRss().values()) total += bytes;
  return total / 2 ** 20;
}
