/**
 * Benchmark (not a test): GET /api/houses with 1,000, 10,000 and 100,000 generated houses,
 * 5-mile radius + 2 features + rating sort, signed in (limit 10). Reports p50 / p99 latency
 * and D1 rows read by the list and count queries, then the same search and the no-database
 * baseline GET /api/map-config (the HTTP path alone) at concurrency 1 and 50, in requests per
 * second. Runs the real worker (bundled with a
 * bench-only entry, scripts/bench/bench-worker.ts) in workerd through wrangler's unstable_dev,
 * with a throw-away local D1 built from migrations/. Latency is measured from Node, so it
 * includes the local HTTP hop.
 *
 *   npm run bench                 all three sizes, 300 requests each
 *   npm run bench -- 10000 200    one size, 200 requests
 */
import {
  emulatorToken,
  machineLine,
  mulberry32,
  percentile,
  startBenchWorker,
} from "./bench/harness.ts";

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
const sizes = args[0] ? [args[0]] : [1_000, 10_000, 100_000];
const requests = args[1] ?? 300;

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

/** `total` requests kept `concurrency` at a time; latency of each, and requests per second. */
type Answer = {
  ok: boolean;
  status: number;
  text(): Promise<string>;
  arrayBuffer(): Promise<unknown>;
};

async function load(
  fetchOne: () => Promise<Answer>,
  concurrency: number,
  total: number,
): Promise<{ p50: number; p99: number; rps: number }> {
  const latencies: number[] = [];
  let issued = 0;
  const started = performance.now();
  const lane = async () => {
    while (issued < total) {
      issued++;
      const t = performance.now();
      const res = await fetchOne();
      if (!res.ok) throw new Error(`load ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: total / seconds };
}

async function run(size: number) {
  const { worker, exec, stop } = await startBenchWorker();
  try {
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
    const search = () =>
      worker.fetch(`/api/houses?${query()}`, { headers: { Authorization: `Bearer ${token}` } });
    const baseline = () => worker.fetch("/api/map-config");
    const throughput = {
      baseline1: await load(baseline, 1, requests),
      baseline50: await load(baseline, 50, requests),
      search1: await load(search, 1, requests),
      search50: await load(search, 50, requests),
    };
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
      throughput,
    };
  } finally {
    await stop();
  }
}

console.log(machineLine());
console.log(
  "Query: GET /api/houses, 5-mile radius, features=Blow-Ups,Music-Sync, sortBy=rating, limit=10, signed in",
);
for (const size of sizes) {
  const r = await run(size);
  console.log(
    `${r.size.toLocaleString("en-US")} houses (seeded in ${r.seedSeconds.toFixed(1)} s): ` +
      `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms over ${r.requests} requests; ` +
      `rows read (list + count) p50 ${r.rowsReadP50}, max ${r.rowsReadMax}; ` +
      `SQL time (list + count, D1 meta) p50 ${r.sqlP50.toFixed(2)} ms, p99 ${r.sqlP99.toFixed(2)} ms; ` +
      `mean matches ${r.meanTotalCount.toFixed(1)}, mean returned ${r.meanHouses.toFixed(1)}`,
  );
  const line = (label: string, t: { p50: number; p99: number; rps: number }) =>
    `  ${label.padEnd(28)} p50 ${t.p50.toFixed(1).padStart(6)} ms  p99 ${t.p99.toFixed(1).padStart(6)} ms  ${t.rps.toFixed(0).padStart(5)} req/s`;
  console.log(line("map-config, concurrency 1", r.throughput.baseline1));
  console.log(line("map-config, concurrency 50", r.throughput.baseline50));
  console.log(line("search, concurrency 1", r.throughput.search1));
  console.log(line("search, concurrency 50", r.throughput.search50));
}
