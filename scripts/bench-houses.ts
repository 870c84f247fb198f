/**
 * Benchmark (not a test): GET /api/houses with 10,000 and 100,000 generated houses,
 * 5-mile radius + 2 features + rating sort, signed in (limit 10). Reports p50 / p99 latency
 * and D1 rows read by the list and count queries. Runs the real worker (bundled with a
 * bench-only entry, scripts/bench/bench-worker.ts) in workerd through wrangler's unstable_dev,
 * with a throw-away local D1 built from migrations/. Latency is measured from Node, so it
 * includes the local HTTP hop.
 *
 *   npm run bench                 both sizes, 300 requests each
 *   npm run bench -- 10000 200    one size, 200 requests
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { unstable_dev } from "wrangler";

// Offline: no Request.cf fetch, no telemetry.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "node_modules/.cache/bench");
const FEATURES = [
  "Blow-Ups",
  "Animatronics",
  "Lights Only",
  "Music-Sync",
  "Walk-Through",
  "Interactive",
  "Charity",
  "Outdoor-Characters",
];
/** Long Island box (contract/address.ts LONG_ISLAND_BOUNDS). */
const BOX = { minLat: 40.56, maxLat: 41.31, minLng: -73.79, maxLng: -71.83 };

const args = process.argv.slice(2).map(Number);
const sizes = args[0] ? [args[0]] : [10_000, 100_000];
const requests = args[1] ?? 300;

function emulatorToken(uid: string) {
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
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function bundle() {
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
}

/** wrangler.toml's bindings without the SPA assets (the bench serves no pages). */
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
      r2_buckets: [{ binding: "MEDIA", bucket_name: "bench-media" }],
      durable_objects: { bindings: [{ name: "HOUSE_EVENTS", class_name: "HouseEvents" }] },
      migrations: [{ tag: "v1", new_sqlite_classes: ["HouseEvents"] }],
    }),
  );
  return file;
}

function migrations() {
  const dir = path.join(ROOT, "migrations");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .flatMap((f) => readFileSync(path.join(dir, f), "utf8").split("--> statement-breakpoint"))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Generated houses: uniform over the Long Island box, each feature with probability 1/3. */
async function seed(exec: (statements: string[]) => Promise<void>, count: number) {
  const random = mulberry32(count);
  const now = Date.now();
  const chunk = 400;
  for (let start = 0; start < count; start += chunk) {
    const houseRows: string[] = [];
    const featureRows: string[] = [];
    for (let i = start; i < Math.min(count, start + chunk); i++) {
      const id = i + 1;
      const lat = BOX.minLat + random() * (BOX.maxLat - BOX.minLat);
      const lng = BOX.minLng + random() * (BOX.maxLng - BOX.minLng);
      const reviews = Math.floor(random() * 20);
      const rating = reviews ? 1 + random() * 4 : 0;
      houseRows.push(
        `(${id},'Bench House ${id}','${id} Bench Street','Benchville','NY',${lat},${lng},${Math.floor(lat * 50)},'${id} bench st|benchville','benchville','${id}-bench-st',${random() < 0.05 ? 1 : 0},${rating},${reviews},${Math.floor(random() * 500)},${Math.floor(random() * 100)},${now - Math.floor(random() * 9e9)},${now})`,
      );
      for (const feature of FEATURES)
        if (random() < 1 / 3) featureRows.push(`('${feature}',${id})`);
    }
    await exec([
      `INSERT INTO houses (id,title,address,city,state,latitude,longitude,lat_band,address_key,city_slug,street_slug,is_top_house,avg_rating,review_count,page_view_count,visit_count,created_at,updated_at) VALUES ${houseRows.join(",")}`,
      ...(featureRows.length
        ? [`INSERT INTO house_features (feature, house_id) VALUES ${featureRows.join(",")}`]
        : []),
    ]);
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function run(size: number, scriptPath: string) {
  const persistTo = mkdtempSync(path.join(os.tmpdir(), "li-lights-bench-"));
  const worker = await unstable_dev(scriptPath, {
    config: benchConfig(persistTo),
    bundle: false,
    persistTo,
    ip: "127.0.0.1",
    logLevel: "warn",
    experimental: { disableExperimentalWarning: true },
  });
  try {
    const exec = async (statements: string[]) => {
      const res = await worker.fetch("/__bench/exec", {
        method: "POST",
        body: JSON.stringify(statements),
        headers: { "Content-Type": "application/json" },
      });
      if (!res.ok) throw new Error(`exec ${res.status}: ${await res.text()}`);
    };
    await exec(migrations());
    const seeded = Date.now();
    await seed(exec, size);
    await exec(["ANALYZE"]);
    const seedSeconds = (Date.now() - seeded) / 1000;
    const token = emulatorToken("bench-user");
    const random = mulberry32(7);
    // Centres on the island's spine (Nassau to the forks), so circles are mostly full of houses.
    const centre = () => ({
      latitude: (40.7 + random() * 0.15).toFixed(5),
      longitude: (-73.6 + random() * 1.2).toFixed(5),
    });
    const query = () =>
      new URLSearchParams({
        ...centre(),
        maxDistance: "5",
        features: "Blow-Ups,Music-Sync",
        sortBy: "rating",
        limit: "10",
      });
    // Warm-up (first request creates the user row, compiles the worker paths).
    for (let i = 0; i < 10; i++) {
      const res = await worker.fetch(`/api/houses?${query()}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (!res.ok) throw new Error(`warm-up ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    }
    const latencies: number[] = [];
    let totalHouses = 0;
    let totalCount = 0;
    const rowsRead: number[] = [];
    const sqlMs: number[] = [];
    for (let i = 0; i < requests; i++) {
      const q = query();
      const started = performance.now();
      const res = await worker.fetch(`/api/houses?${q}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { houses: unknown[]; totalCount: number };
      latencies.push(performance.now() - started);
      totalHouses += body.houses.length;
      totalCount += body.totalCount;
      if (i < 100) {
        const rows = (await (await worker.fetch(`/__bench/rows-read?${q}`)).json()) as {
          list: number;
          /** Absent when the list query counts in the same pass. */
          count?: number;
          listMs: number;
          countMs?: number;
        };
        rowsRead.push(rows.list + (rows.count ?? 0));
        sqlMs.push(rows.listMs + (rows.countMs ?? 0));
      }
    }
    latencies.sort((a, b) => a - b);
    rowsRead.sort((a, b) => a - b);
    sqlMs.sort((a, b) => a - b);
    return {
      size,
      seedSeconds,
      requests,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      meanHouses: totalHouses / requests,
      meanTotalCount: totalCount / requests,
      rowsReadP50: percentile(rowsRead, 50),
      rowsReadMax: rowsRead.at(-1) ?? Number.NaN,
      sqlP50: percentile(sqlMs, 50),
      sqlP99: percentile(sqlMs, 99),
    };
  } finally {
    await worker.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

const scriptPath = await bundle();
console.log(
  `Machine: ${os.cpus()[0]?.model ?? "?"} x${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${new Date().toISOString()}`,
);
console.log(
  "Query: GET /api/houses, 5-mile radius, features=Blow-Ups,Music-Sync, sortBy=rating, limit=10, signed in",
);
for (const size of sizes) {
  const r = await run(size, scriptPath);
  console.log(
    `${r.size.toLocaleString("en-US")} houses (seeded in ${r.seedSeconds.toFixed(1)} s): ` +
      `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms over ${r.requests} requests; ` +
      `rows read (list + count) p50 ${r.rowsReadP50}, max ${r.rowsReadMax}; ` +
      `SQL time (list + count, D1 meta) p50 ${r.sqlP50.toFixed(2)} ms, p99 ${r.sqlP99.toFixed(2)} ms; ` +
      `mean matches ${r.meanTotalCount.toFixed(1)}, mean returned ${r.meanHouses.toFixed(1)}`,
  );
}
