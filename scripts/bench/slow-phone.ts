/**
 * Benchmark (not a test): a first visit on a phone over slow 3G, what it downloads and when the
 * page is usable (`npm run bench:slow-phone -- <origin> [runs] [path ...]`).
 *
 * Pixel 7 (412 px wide, 2.625 DPR), a fresh browser context each run (empty cache, no service
 * worker yet), the network slowed with CDP's Network.emulateNetworkConditions: 400 ms round
 * trips, 400 kbps down and up. Reports, per page: when the h1 first paints, when the page is
 * usable (the app has rendered the screen and the header's Sign In is hydrated), and every
 * request made until 8 s after that (bytes, start, end, type), the service worker's own
 * requests marked "sw". Counted: the requests that brought bytes. Chromium applies the emulation
 * to the page's requests, not to the service worker's: on a phone those share the one slow link,
 * so the worker's downloads cost the page more there than these times show.
 *
 *   npm run build, then a server of it (scripts/serve-e2e.ts on port 5415, say)
 *   npm run bench:slow-phone -- http://localhost:5415 3
 *
 * The build is served without the edge's compression (about 3.5x fewer bytes for scripts).
 */
import { chromium, devices, type Request } from "@playwright/test";
import { CHROMIUM_PATH } from "../../e2e/chromium.ts";

const [origin = "http://localhost:5415", runsArg, ...pathArgs] = process.argv.slice(2);
const RUNS = Number(runsArg) || 3;
const PATHS = pathArgs.length
  ? pathArgs
  : ["/house/freeport/10-washington-ave", "/lights/freeport"];
const NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 400e3 / 8,
  uploadThroughput: 400e3 / 8,
};
const AFTER_USABLE_MS = 8_000;

interface Row {
  url: string;
  type: string;
  sw: boolean;
  start: number;
  end: number;
  bytes: number;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking"],
});

/** Usable: the app's screen is on (no first paint, no skeleton) and Sign In hydrated. */
function usableNow() {
  if (document.querySelector("[data-first-paint]")) return 0;
  if (document.querySelector("[aria-busy=true]")) return 0;
  const signIn = Array.from(document.querySelectorAll("header button")).find(
    (button) => button.textContent?.trim() === "Sign In",
  );
  if (!signIn || !Object.keys(signIn).some((key) => key.startsWith("__reactProps"))) return 0;
  if (!document.querySelector("main h2")) return 0;
  return performance.now();
}

async function visit(path: string) {
  const context = await browser.newContext({ ...devices["Pixel 7"] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  const rows: Row[] = [];
  const started = Date.now();
  const open = new Map<Request, Row>();
  context.on("request", (request) => {
    const row: Row = {
      url: request.url().replace(origin, ""),
      type: request.resourceType(),
      sw: Boolean(request.serviceWorker()),
      start: Date.now() - started,
      end: -1,
      bytes: 0,
    };
    open.set(request, row);
    rows.push(row);
  });
  const done = async (request: Request) => {
    const row = open.get(request);
    if (!row) return;
    row.end = Date.now() - started;
    try {
      const sizes = await request.sizes();
      row.bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    } catch {
      row.bytes = -1;
    }
  };
  context.on("requestfinished", (r) => void done(r));
  context.on("requestfailed", (r) => void done(r));
  await page.goto(`${origin}${path}`, { waitUntil: "commit", timeout: 120_000 });
  const heading = await page.waitForFunction(
    () => (document.querySelector("h1") ? performance.now() : 0),
    null,
    { polling: 50, timeout: 120_000 },
  );
  const headingAt = (await heading.jsonValue()) as number;
  const usable = await page.waitForFunction(usableNow, null, { polling: 50, timeout: 120_000 });
  const usableAt = (await usable.jsonValue()) as number;
  const usableWall = Date.now() - started;
  await page.waitForTimeout(AFTER_USABLE_MS);
  await context.close();
  return { headingAt, usableAt, usableWall, rows };
}

for (const path of PATHS) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await visit(path));
  console.log(`\n## ${path}`);
  for (const [index, { headingAt, usableAt, usableWall, rows }] of runs.entries()) {
    // Requests that brought bytes over the network: the worker's look-ups in the browser's cache
    // that find nothing (only-if-cached, decision 396) are requests too, but send nothing.
    const network = rows.filter((row) => row.bytes > 0);
    const before = network.filter((row) => row.start <= usableWall);
    const bytesBefore = before.reduce((sum, row) => sum + Math.max(0, row.bytes), 0);
    const all = network.reduce((sum, row) => sum + row.bytes, 0);
    console.log(
      `run ${index + 1}: h1 ${(headingAt / 1000).toFixed(1)} s, usable ${(usableAt / 1000).toFixed(1)} s; ` +
        `asked before usable: ${before.length} requests ${(bytesBefore / 1000).toFixed(0)} kB; ` +
        `until ${AFTER_USABLE_MS / 1000} s later: ${network.length} requests ${(all / 1000).toFixed(0)} kB`,
    );
    if (process.env.BENCH_ROWS === "1" || index === 0) {
      for (const row of rows.sort((a, b) => a.start - b.start)) {
        console.log(
          `  ${String(row.start).padStart(6)} ${String(row.end).padStart(6)} ${String(Math.round(row.bytes / 100) / 10).padStart(7)} kB ${row.sw ? "sw " : "   "}${row.type.padEnd(10)} ${row.url.slice(0, 110)}`,
        );
      }
    }
  }
}
await browser.close();
