/**
 * Benchmark (not a test): Lighthouse on the production build (`npm run bench:web`).
 *
 * 1. `npm run build`, pointed at this run's Auth Emulator.
 * 2. `vite preview`: the built worker and its static assets in workerd, as the browser tests
 *    see them (fresh demo data in its own state directory), behind a small Node proxy that
 *    compresses like Cloudflare's edge (brotli for text types the browser accepts it for). Local
 *    workerd serves assets uncompressed, which would make every byte figure wrong.
 * 3. Lighthouse (default mobile settings: Moto G Power emulation, simulated slow 4G, 4x CPU
 *    slowdown) in the system Chromium, headless, 3 runs per page: the landing `/`, a demo house
 *    page, `/privacy`, a town page, the map and a shared tour (made through the API at the
 *    start) signed out, then `/home` signed in (signed in once through the real sign-in dialog;
 *    those runs keep storage but clear the HTTP cache before each run). Each run in a browser of
 *    its own. Prints the median of each figure per page, with the SEO category's score.
 *
 *   npm run bench:web
 *   BENCH_WEB_PORT=5307 BENCH_AUTH_PORT=9407 npm run bench:web -- 1    ports, runs per page
 *   BENCH_WEB_REPORTS=/tmp/lh BENCH_WEB_PAGES=/,/privacy,/tours/shared/* npm run bench:web -- 1
 *     keep each run's full Lighthouse JSON (to read what blocks or shifts) and its observed
 *     trace (<report>.trace.json, for the Performance panel), only these pages
 *   BENCH_WEB_PROFILE=1 BENCH_WEB_REPORTS=/tmp/lh npm run bench:web -- 3
 *     the traces also carry V8's sampling profile (which functions each long task ran; it slows
 *     the page, so its figures are not comparable)
 *   BENCH_WEB_TRACE_CATEGORIES=toplevel.flow,mojom BENCH_WEB_REPORTS=/tmp/lh npm run bench:web -- 1
 *     more trace categories (what each main-thread task was posted for), same caveat
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import {
  ensureLocalConfig,
  pipeOutput,
  prepareDatabase,
  ROOT,
  seedAuthAccounts,
  startAuthEmulator,
  stopAll,
  TOOL_ENV,
  waitForUrl,
} from "../lib/services.ts";
import { median } from "./harness.ts";

const RUNS = Number(process.argv[2]) || 3;
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS;
/** Adds V8's sampling profiler to the kept traces (what each long task ran, by function). */
const PROFILE = process.env.BENCH_WEB_PROFILE === "1";
/** Trace categories beyond Lighthouse's own: V8's sampling profile, or any named in the env. */
const TRACE_CATEGORIES = [
  PROFILE ? "disabled-by-default-v8.cpu_profiler" : "",
  process.env.BENCH_WEB_TRACE_CATEGORIES ?? "",
]
  .filter(Boolean)
  .join(",");
const ONLY_PAGES = process.env.BENCH_WEB_PAGES?.split(",").map((p) => p.trim());
const APP_PORT = Number(process.env.BENCH_WEB_PORT ?? 5380);
const AUTH_PORT = Number(process.env.BENCH_AUTH_PORT ?? 9480);
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const EMULATOR_URL = `http://127.0.0.1:${AUTH_PORT}`;
const STATE_DIR = path.join(ROOT, ".wrangler/bench-web-state");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** A demo house (seed/demo.sql, id 1) under its canonical address. */
const HOUSE_PATH = "/house/freeport/10-washington-ave";
/** The demo town with the most houses. */
const TOWN_PATH = "/lights/massapequa";
/** Demo houses (seed/demo.sql) for the shared tour the bench makes: eight stops. */
const TOUR_HOUSE_IDS = [1, 2, 3, 4, 5, 6, 7, 8];
const SIGNED_IN = { email: "holly@example.com", password: "lights-demo-1" };
const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(javascript|json|manifest\+json|xml|wasm)|image\/svg)/;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The edge in front of the preview: forwards every request and brotli-compresses text answers
 * (quality 5, close to what Cloudflare uses for on-the-fly compression) when the browser
 * accepts br. Hashed assets are compressed once and kept.
 */
function startEdgeProxy(upstreamPort: number) {
  const compressed = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: `127.0.0.1:${upstreamPort}` },
      },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        const accepts = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
        const compress =
          accepts &&
          COMPRESSIBLE.test(type) &&
          !answer.headers["content-encoding"] &&
          request.method !== "HEAD";
        if (!compress) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const key = request.url?.startsWith("/assets/") ? request.url : null;
          const body =
            (key ? compressed.get(key) : undefined) ??
            zlib.brotliCompressSync(Buffer.concat(chunks), {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
            });
          if (key) compressed.set(key, body);
          const headers = { ...answer.headers };
          delete headers["content-length"];
          response.writeHead(answer.statusCode ?? 200, {
            ...headers,
            "content-encoding": "br",
            "content-length": String(body.length),
            vary: "accept-encoding",
          });
          response.end(body);
        });
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise<http.Server>((resolve) =>
    server.listen(APP_PORT, "127.0.0.1", () => resolve(server)),
  );
}

async function startStack(children: ChildProcess[]) {
  ensureLocalConfig();
  rmSync(STATE_DIR, { recursive: true, force: true });
  prepareDatabase(STATE_DIR);
  const emulatorConfig = path.join(STATE_DIR, "firebase.json");
  mkdirSync(STATE_DIR, { recursive: true });
  writeFileSync(
    emulatorConfig,
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port: AUTH_PORT },
        // Free ports for the hub and logging emulators: their defaults (4400, 4500) are shared
        // with every other emulator on the machine and collide when two start together.
        hub: { host: "127.0.0.1", port: await freePort() },
        logging: { host: "127.0.0.1", port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const emulator = startAuthEmulator({ configFile: emulatorConfig, port: AUTH_PORT });
  children.push(emulator);
  pipeOutput(emulator, "[auth]", (line) => /error/i.test(line));
  await waitForUrl(EMULATOR_URL, 90_000, emulator);
  await seedAuthAccounts(EMULATOR_URL);

  const env = { ...TOOL_ENV, VITE_AUTH_EMULATOR_URL: EMULATOR_URL, LIGHTS_STATE_DIR: STATE_DIR };
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, env, stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");

  const previewPort = await freePort();
  const preview = spawn(path.join(ROOT, "node_modules/.bin/vite"), ["preview"], {
    cwd: ROOT,
    env: { ...env, PORT: String(previewPort) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(preview);
  pipeOutput(preview, "[app]", (line) => /error/i.test(line));
  await waitForUrl(`http://127.0.0.1:${previewPort}/`, 120_000, preview);
  return startEdgeProxy(previewPort);
}

interface RunFigures {
  score: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  benchmarkIndex: number;
}

/**
 * Every run starts its own browser, as Lighthouse's command line does and as a phone opening the
 * site starts a new renderer: nothing compiled, cached in memory or left running by an earlier
 * run carries over. (With one browser for all runs, one set of signed-in runs each began with a
 * 65 ms task of the reused renderer's heap being walked for DevTools before the page committed,
 * which the simulation placed at the document's arrival and counted as the home's blocking time.)
 * Signed-in runs share one profile directory: the Firebase session, the service worker and its
 * cache, as on a returning visitor's phone.
 */
async function launchBrowser(profileDir: string) {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir: profileDir,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
}

async function measure(profileDir: string, url: string, keepStorage: boolean): Promise<RunFigures> {
  const browser = await launchBrowser(profileDir);
  const page = await browser.newPage();
  try {
    if (keepStorage) {
      // Signed-in runs keep localStorage (the Firebase session) but start with a cold HTTP
      // cache, like the signed-out runs whose storage reset clears it.
      const cdp = await page.createCDPSession();
      await cdp.send("Network.clearBrowserCache");
      await cdp.detach();
    }
    const result = await lighthouse(
      url,
      {
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance", "seo"],
        ...(TRACE_CATEGORIES ? { additionalTraceCategories: TRACE_CATEGORIES } : {}),
        disableStorageReset: keepStorage,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${Date.now()}.json`;
      writeFileSync(path.join(REPORTS_DIR, name), JSON.stringify(lhr));
      // The page load as observed (unthrottled; Lighthouse simulates the phone from it, with
      // 4x the CPU time): open in Chrome's Performance panel to see what each long task ran.
      writeFileSync(
        path.join(REPORTS_DIR, name.replace(/\.json$/, ".trace.json")),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    const requests = (
      lhr.audits["network-requests"]?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items;
    return {
      score: (lhr.categories.performance?.score ?? 0) * 100,
      seo: (lhr.categories.seo?.score ?? 0) * 100,
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      jsBytes: (requests ?? [])
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse now and then loses the trace of a load ("NO_NAVSTART"), which says nothing about the
 * page: such a run is made again, at most twice, and said so.
 */
async function measureWithRetry(profileDir: string, url: string, keepStorage: boolean) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(profileDir, url, keepStorage);
    } catch (error) {
      if (attempt === 3 || !String(error).includes("NO_NAVSTART")) throw error;
      console.error(`${url}: Lighthouse lost the trace (NO_NAVSTART), measuring again`);
    }
  }
}

/**
 * Signs in through the header's Sign In button and the dialog's sign-in form, as a person does;
 * the Firebase user then stays in localStorage for the signed-in runs.
 */
async function signIn(profileDir: string) {
  const browser = await launchBrowser(profileDir);
  try {
    const page = await browser.newPage();
    await page.goto(`${ORIGIN}/`, { waitUntil: "networkidle2" });
    const clickButton = (scope: string, label: string) =>
      page.evaluate(
        (scopeSelector, text) => {
          const button = Array.from(document.querySelectorAll(`${scopeSelector} button`)).find(
            (element) => element.textContent?.trim() === text,
          ) as HTMLButtonElement | undefined;
          if (!button) throw new Error(`No "${text}" button in ${scopeSelector}`);
          button.click();
        },
        scope,
        label,
      );
    await clickButton("header", "Sign In");
    const form = 'form[aria-label="Sign in"]';
    await page.waitForSelector(`${form} input[type="email"]`);
    await page.type(`${form} input[type="email"]`, SIGNED_IN.email);
    await page.type(`${form} input[type="password"]`, SIGNED_IN.password);
    await page.click(`${form} button[type="submit"]`);
    await page.waitForSelector('button[aria-label="User menu"]', { timeout: 60_000 });
    const persisted = await page.evaluate(() =>
      Object.keys(localStorage).some((key) => key.startsWith("firebase:authUser:")),
    );
    if (!persisted) throw new Error("Signed in, but no Firebase user in localStorage");
    // A returning visitor has the service worker: it installs a few seconds after a load.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  } finally {
    await browser.close();
  }
}

/** A tour of demo houses made by the signed-in demo user; its share link (/tours/shared/<id>). */
async function makeSharedTour() {
  const signIn = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...SIGNED_IN, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const response = await fetch(`${ORIGIN}/api/tours`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ name: "Eight demo houses", stopIds: TOUR_HOUSE_IDS }),
  });
  if (!response.ok) throw new Error(`POST /api/tours: ${response.status} ${await response.text()}`);
  const { shareId } = (await response.json()) as { shareId: string };
  return `/tours/shared/${shareId}`;
}

const children: ChildProcess[] = [];
let proxy: http.Server | null = null;
const profilesDir = mkdtempSync(path.join(os.tmpdir(), "bench-web-profiles-"));
try {
  proxy = await startStack(children);
  const [load1, load5] = os.loadavg();
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? "?"} x${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${load1?.toFixed(1)} / ${load5?.toFixed(1)}, ${new Date().toISOString()}`,
  );
  const pages: { label: string; path: string; signedIn: boolean }[] = [
    { label: "Landing /", path: "/", signedIn: false },
    { label: `House ${HOUSE_PATH}`, path: HOUSE_PATH, signedIn: false },
    { label: "Privacy /privacy", path: "/privacy", signedIn: false },
    { label: `Town ${TOWN_PATH}`, path: TOWN_PATH, signedIn: false },
    { label: "Map /map (signed out)", path: "/map", signedIn: false },
    { label: "Shared tour (8 stops)", path: await makeSharedTour(), signedIn: false },
    // Last: the signed-out runs reset the origin's storage, which would sign this one out.
    { label: "Home /home (signed in)", path: "/home", signedIn: true },
  ];
  const rows: string[] = [];
  const chosen = (target: { path: string }) =>
    !ONLY_PAGES ||
    ONLY_PAGES.some(
      (only) =>
        target.path === only || (only.endsWith("*") && target.path.startsWith(only.slice(0, -1))),
    );
  for (const target of pages.filter(chosen)) {
    // Signed out: a new profile per run. Signed in: one profile, signed in once, for every run.
    const signedInProfile = path.join(profilesDir, "signed-in");
    if (target.signedIn) {
      try {
        await signIn(signedInProfile);
      } catch (error) {
        // Still measure the page, signed out, and say so in the table.
        console.error(`Sign-in failed, measuring ${target.path} signed out:`, error);
        target.signedIn = false;
        target.label = `${target.path} (SIGNED OUT: sign-in failed)`;
      }
    }
    const runs: RunFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const profile = target.signedIn ? signedInProfile : path.join(profilesDir, `run-${i}`);
      runs.push(await measureWithRetry(profile, `${ORIGIN}${target.path}`, target.signedIn));
      if (!target.signedIn) rmSync(profile, { recursive: true, force: true });
    }
    const pick = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
    // Every run's blocking time beside the median: on a shared 2-core machine one page's runs
    // can spread from 50 to 550 ms, and a median means little without its spread.
    const tbtRuns = runs.map((run) => run.tbtMs.toFixed(0)).join(", ");
    const row = `| ${target.label} | ${pick("score").toFixed(0)} | ${pick("seo").toFixed(0)} | ${(pick("lcpMs") / 1000).toFixed(2)} s | ${pick("cls").toFixed(3)} | ${pick("tbtMs").toFixed(0)} ms | ${tbtRuns} | ${(pick("jsBytes") / 1024).toFixed(1)} KB | ${pick("benchmarkIndex").toFixed(0)} |`;
    console.log(row);
    rows.push(row);
  }
  console.log(
    `\nLighthouse, default mobile settings, median of ${RUNS} runs per page (brotli, like the edge)`,
  );
  console.log(
    "| Page | Performance | SEO | LCP | CLS | TBT | TBT of each run (ms) | JS transferred | Lighthouse benchmarkIndex |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---|---:|---:|");
  for (const row of rows) console.log(row);
} finally {
  rmSync(profilesDir, { recursive: true, force: true });
  proxy?.close();
  await stopAll(children);
}
