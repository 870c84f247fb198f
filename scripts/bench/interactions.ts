/**
 * Benchmark (not a test): how fast three interactions answer with their next paint, on the
 * production build with the CPU slowed 4x as Lighthouse's mobile runs slow it
 * (`npm run bench:interactions`).
 *
 * - toggling a feature filter on the home screen (signed in),
 * - opening a house's popup on the map (signed in: every demo house is on it),
 * - pressing Optimize on a 20-stop tour in the planner.
 *
 * Each interaction's latency is what the browser's Event Timing API reports for it (the INP
 * metric's own figure: from the input to the next paint after its handlers ran, the longest of
 * its pointer and click events), read with a PerformanceObserver in the page. The Event Timing
 * API leaves out events under 16 ms, so a run shown as "< 16" answered faster than that.
 *
 * The stack is the one the browser tests use in preview mode (scripts/lib/services.ts): a
 * production build (`vite build`, which writes dist/), `vite preview`, fresh demo data and the
 * Auth Emulator, on its own ports and state directory. Loads run at full speed; the slowdown
 * starts once the screen is ready, for the interactions only.
 *
 *   npm run bench:interactions                 5 runs of each interaction
 *   npm run bench:interactions -- 3            3 runs
 *   BENCH_INTERACTIONS_PORT=5309 BENCH_INTERACTIONS_AUTH_PORT=9409 npm run bench:interactions
 *   BENCH_INTERACTIONS_REUSE=1 ...   measure the app already running on those ports (a preview
 *     with demo data and its Auth Emulator, e.g. E2E_MODE=preview node scripts/serve-e2e.ts)
 *   BENCH_INTERACTIONS_ONLY=map,tour ...   only these of the three (home, map, tour)
 *   BENCH_INTERACTIONS_TRACE=/tmp/traces ...   also write a Chromium performance trace of each
 *     interaction's first run there (home-filter.json, map-popup.json, tour-optimize.json), to
 *     open in DevTools' Performance panel and see what runs between the input and the paint
 */
import type { ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import puppeteer, {
  type Browser,
  type ElementHandle,
  type HTTPRequest,
  type Page,
} from "puppeteer-core";
import {
  buildAndPreview,
  ensureLocalConfig,
  pipeOutput,
  prepareDatabase,
  ROOT,
  seedAuthAccounts,
  startAuthEmulator,
  stopAll,
  waitForUrl,
  writeEmulatorConfig,
} from "../lib/services.ts";

const RUNS = Number(process.argv[2]) || 5;
const APP_PORT = Number(process.env.BENCH_INTERACTIONS_PORT ?? 5390);
const AUTH_PORT = Number(process.env.BENCH_INTERACTIONS_AUTH_PORT ?? 9490);
const ORIGIN = `http://localhost:${APP_PORT}`;
const EMULATOR_URL = `http://127.0.0.1:${AUTH_PORT}`;
const STATE_DIR = path.join(ROOT, ".wrangler/bench-interactions-state");
/** Measure a stack already running on the ports (started by an earlier run or by hand). */
const REUSE_STACK = process.env.BENCH_INTERACTIONS_REUSE === "1";
/** The interactions to measure (home, map, tour); unset: all three. */
const ONLY = process.env.BENCH_INTERACTIONS_ONLY?.split(",").map((name) => name.trim());
const measures = (name: "home" | "map" | "tour") => !ONLY || ONLY.includes(name);
/** Where to write a performance trace of each interaction's first run (unset: no traces). */
const TRACE_DIR = process.env.BENCH_INTERACTIONS_TRACE;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Lighthouse's mobile runs slow the CPU this much. */
const CPU_SLOWDOWN = 4;
/** The bound for each interaction's next paint. */
const TARGET_MS = 100;
const SIGNED_IN = { email: "holly@example.com", password: "lights-demo-1" };
const FEATURE_FILTER = "Music Synchronized";
const TOUR_STOPS = 20;

declare global {
  interface Window {
    /** Event Timing entries of real interactions since the last reset. */
    benchInteractionEvents?: { name: string; duration: number }[];
    /** When the page's last long task (over 50 ms on the main thread) ended, in page time. */
    benchLastLongTaskEnd?: number;
  }
}

async function startStack(children: ChildProcess[]) {
  ensureLocalConfig();
  rmSync(STATE_DIR, { recursive: true, force: true });
  const emulatorConfig = writeEmulatorConfig(STATE_DIR, AUTH_PORT);
  const emulator = startAuthEmulator({ configFile: emulatorConfig, port: AUTH_PORT });
  children.push(emulator);
  pipeOutput(emulator, "[auth]", (line) => /error/i.test(line));
  prepareDatabase(STATE_DIR);
  await waitForUrl(EMULATOR_URL, 90_000, emulator);
  await seedAuthAccounts(EMULATOR_URL);
  const app = buildAndPreview({ port: APP_PORT, stateDir: STATE_DIR, emulatorUrl: EMULATOR_URL });
  if (!app) throw new Error("vite build failed");
  children.push(app);
  pipeOutput(app, "[app]", (line) => /error/i.test(line));
  await waitForUrl(`${ORIGIN}/api/site-content?page=header`, 180_000, app);
}

/** Records every Event Timing entry that belongs to an interaction, from the page's start. */
async function observeInteractions(page: Page) {
  await page.evaluateOnNewDocument(() => {
    window.benchInteractionEvents = [];
    new PerformanceObserver((list) => {
      // interactionId: the Event Timing field TypeScript's DOM types do not have yet.
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) {
          window.benchInteractionEvents?.push({ name: entry.name, duration: entry.duration });
        }
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    window.benchLastLongTaskEnd = 0;
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) {
        window.benchLastLongTaskEnd = Math.max(
          window.benchLastLongTaskEnd ?? 0,
          task.startTime + task.duration,
        );
      }
    }).observe({ type: "longtask", buffered: true });
  });
}

/**
 * The requests of the page's current document still in flight. Puppeteer's own count (behind
 * waitForNetworkIdle) keeps requests the previous page left unfinished when it was navigated
 * away from (the house photos of the home page, served by the service worker, never report an
 * end), so on /map it never got down to two and every run waited its full 30 s.
 */
function trackRequests(page: Page) {
  const inFlight = new Set<HTTPRequest>();
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) inFlight.clear();
  });
  return inFlight;
}

/**
 * Runs `act` (one real input through the DevTools protocol), waits for `answered`, then for the
 * frames after it (Event Timing reports an event once the next frame is presented), and returns
 * the interaction's latency: its longest event, or null when every event was under 16 ms.
 * With `traceName` (and BENCH_INTERACTIONS_TRACE set) the whole of it is traced to that file.
 */
async function latencyOf(
  page: Page,
  act: () => Promise<void>,
  answered: () => Promise<unknown>,
  traceName?: string,
) {
  await page.evaluate(() => {
    window.benchInteractionEvents = [];
  });
  const tracing = Boolean(TRACE_DIR && traceName);
  if (TRACE_DIR && traceName) {
    mkdirSync(TRACE_DIR, { recursive: true });
    await page.tracing.start({
      path: path.join(TRACE_DIR, `${traceName}.json`),
      screenshots: true,
    });
  }
  await act();
  await answered();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
  if (tracing) await page.tracing.stop();
  const events = await page.evaluate(() => window.benchInteractionEvents ?? []);
  return events.length ? Math.max(...events.map((event) => event.duration)) : null;
}

async function slowDown(page: Page, rate: number) {
  const cdp = await page.createCDPSession();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await cdp.detach();
}

/** Signs in through the header's Sign In button and the dialog, as a person does. */
async function signIn(page: Page) {
  await page.goto(`${ORIGIN}/`, { waitUntil: "networkidle2" });
  const signInButton = (await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("header button")).find(
      (button) => button.textContent?.trim() === "Sign In",
    ),
  )) as ElementHandle<Element>;
  await signInButton.click();
  const form = 'form[aria-label="Sign in"]';
  await page.locator(`${form} input[type="email"]`).fill(SIGNED_IN.email);
  await page.locator(`${form} input[type="password"]`).fill(SIGNED_IN.password);
  await page.locator(`${form} button[type="submit"]`).click();
  await page.waitForSelector('button[aria-label="User menu"]', { timeout: 60_000 });
}

async function idToken() {
  const response = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...SIGNED_IN, returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

/** A saved tour of the first TOUR_STOPS demo houses, in id order (far from a short route). */
async function makeTour(name: string) {
  const token = await idToken();
  const list = await fetch(`${ORIGIN}/api/houses?limit=100&sortBy=recentlyAdded`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { houses } = (await list.json()) as { houses: { id: number }[] };
  const stopIds = houses
    .map((house) => house.id)
    .sort((a, b) => a - b)
    .slice(0, TOUR_STOPS);
  if (stopIds.length < TOUR_STOPS) throw new Error(`Only ${stopIds.length} demo houses`);
  const response = await fetch(`${ORIGIN}/api/tours`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, stopIds }),
  });
  if (!response.ok) throw new Error(`POST /api/tours: ${response.status} ${await response.text()}`);
}

async function homeFilterToggle(page: Page): Promise<(number | null)[]> {
  await page.goto(`${ORIGIN}/home`, { waitUntil: "networkidle2" });
  await page.waitForSelector("[data-testid=house-card]");
  const checkbox = await page.waitForSelector(
    `::-p-aria([name="${FEATURE_FILTER}"][role="checkbox"])`,
  );
  if (!checkbox) throw new Error(`No "${FEATURE_FILTER}" checkbox`);
  await slowDown(page, CPU_SLOWDOWN);
  const results: (number | null)[] = [];
  for (let i = 0; i < RUNS; i++) {
    const checked = i % 2 === 0 ? "true" : "false";
    results.push(
      await latencyOf(
        page,
        () => checkbox.click(),
        () =>
          page.waitForFunction(
            // A native checkbox (its checked state) or one drawn with ARIA.
            (box, state) =>
              (box instanceof HTMLInputElement
                ? String(box.checked)
                : box.getAttribute("aria-checked")) === state,
            {},
            checkbox,
            checked,
          ),
        i === 0 ? "home-filter" : undefined,
      ),
    );
    // The list for the new filter in place before the next toggle.
    await page.waitForFunction(() => !document.body.textContent?.includes("Searching..."));
  }
  await slowDown(page, 1);
  return results;
}

/** Zooms into clusters until single house markers are on screen; returns how many. */
async function houseMarkersInView(page: Page) {
  const inView = () =>
    page.$$eval("[data-testid=map-house-marker]", (markers) => {
      const box = document.querySelector(".maplibregl-canvas")?.getBoundingClientRect();
      return markers.filter((marker) => {
        const rect = marker.getBoundingClientRect();
        const x = rect.x + rect.width / 2;
        const y = rect.y + rect.height / 2;
        return box && x > box.left && x < box.right && y > box.top && y < box.bottom;
      }).length;
    });
  for (let zoom = 0; zoom < 6 && (await inView()) < RUNS; zoom++) {
    const before = await inView();
    await page.locator("[data-testid=map-cluster]").click();
    // The map eases into the cluster; its markers are redrawn as it goes.
    await page
      .waitForFunction(
        (count) => document.querySelectorAll("[data-testid=map-house-marker]").length > count,
        { timeout: 10_000 },
        before,
      )
      .catch(() => undefined);
  }
  return inView();
}

/**
 * Waits until the map stops moving (the markers hold still from one frame to the next): a
 * click while the map still eases into a cluster would measure the animation's frames.
 */
async function mapAtRest(page: Page) {
  await page.waitForFunction(
    () => {
      const state = window as Window & { benchMarkerPlaces?: string };
      const places = Array.from(
        document.querySelectorAll("[data-testid=map-house-marker], [data-testid=map-cluster]"),
        (marker) => {
          const rect = marker.getBoundingClientRect();
          return `${Math.round(rect.x)},${Math.round(rect.y)}`;
        },
      ).join(" ");
      const still = places === state.benchMarkerPlaces;
      state.benchMarkerPlaces = places;
      return still;
    },
    { polling: "raf", timeout: 30_000 },
  );
}

/**
 * Waits until the screen is done loading as a person would see it: at most two of its requests
 * (a live connection, say) in flight for half a second (the map's tiles are in), and then no long
 * task on the main thread for a second (the map has drawn them, the chunks fetched in the
 * background have run). A screen that never gets there is measured anyway, with a warning.
 */
async function screenSettled(page: Page) {
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (requestsInFlight.size > 2) quietSince = Date.now();
    const longTaskAgo = await page.evaluate(
      () => performance.now() - (window.benchLastLongTaskEnd ?? 0),
    );
    if (Date.now() - quietSince >= 500 && longTaskAgo >= 1000) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.warn(
    `The screen did not settle in 30 s (${requestsInFlight.size} requests in flight); measuring anyway.`,
  );
}

async function mapPopupOpen(page: Page): Promise<(number | null)[]> {
  await page.goto(`${ORIGIN}/map`, { waitUntil: "networkidle2" });
  await page.waitForSelector("[data-map-status=loaded]", { timeout: 60_000 });
  await page.waitForSelector("[data-testid=map-house-marker], [data-testid=map-cluster]");
  const count = await houseMarkersInView(page);
  await mapAtRest(page);
  await screenSettled(page);
  await slowDown(page, CPU_SLOWDOWN);
  const results: (number | null)[] = [];
  for (let i = 0; i < Math.min(RUNS, count); i++) {
    const markers = await page.$$("[data-testid=map-house-marker]");
    const marker = markers[i];
    if (!marker) break;
    results.push(
      await latencyOf(
        page,
        () => marker.click(),
        () => page.waitForSelector("[data-testid=map-popup]", { visible: true }),
        i === 0 ? "map-popup" : undefined,
      ),
    );
    await page.locator(".maplibregl-popup-close-button").click();
    await page.waitForSelector("[data-testid=map-popup]", { hidden: true });
  }
  await slowDown(page, 1);
  return results;
}

async function optimizeTour(page: Page, name: string): Promise<(number | null)[]> {
  const results: (number | null)[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Opening the saved tour puts its stops back in their saved (unoptimized) order.
    await page.goto(`${ORIGIN}/tours`, { waitUntil: "networkidle2" });
    await page.locator(`::-p-aria([name="Open ${name} in the planner"])`).click();
    await page.waitForSelector(`::-p-text(${TOUR_STOPS} of ${TOUR_STOPS} stops)`);
    await page.waitForSelector("[data-testid=tour-stop]");
    // The tour's map drawn first, as a person sees it before pressing Optimize: while it
    // still loads tiles and draws them, its drawing holds back every frame.
    await page.waitForSelector("[data-map-status=loaded]", { timeout: 60_000 });
    // The button in view before the press, as a person sees it when they tap: a click the bench
    // makes on a button below the window scrolls first, and that scroll (not the tap) is what the
    // frame after the press then waits for.
    const optimize = await page.waitForSelector('::-p-aria([name="Optimize"][role="button"])');
    await optimize?.evaluate((button) => button.scrollIntoView({ block: "center" }));
    await screenSettled(page);
    await slowDown(page, CPU_SLOWDOWN);
    results.push(
      await latencyOf(
        page,
        () => page.locator('::-p-aria([name="Optimize"][role="button"])').click(),
        () => page.waitForSelector("::-p-text(Route optimized)"),
        i === 0 ? "tour-optimize" : undefined,
      ),
    );
    await slowDown(page, 1);
  }
  return results;
}

function row(label: string, results: (number | null)[]) {
  const shown = results.map((ms) => (ms === null ? "< 16" : ms.toFixed(0)));
  const known = results.map((ms) => ms ?? 0);
  const worst = known.length ? Math.max(...known) : Number.NaN;
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  const verdict = worst <= TARGET_MS ? "yes" : "no";
  const fmt = (ms: number) => (ms < 16 ? "< 16" : ms.toFixed(0));
  return `| ${label} | ${fmt(median)} ms | ${fmt(worst)} ms | ${shown.join(", ")} | ${verdict} |`;
}

const children: ChildProcess[] = [];
let browser: Browser | null = null;
/** The bench page's requests in flight (trackRequests). */
let requestsInFlight = new Set<HTTPRequest>();
try {
  if (!REUSE_STACK) await startStack(children);
  const [load1, load5] = os.loadavg();
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? "?"} x${os.cpus().length}, Node ${process.version}, load average ${load1?.toFixed(1)} / ${load5?.toFixed(1)}, ${new Date().toISOString()}`,
  );
  const tourName = "Twenty demo houses";
  await makeTour(tourName);
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
    defaultViewport: { width: 1280, height: 800 },
  });
  const page = await browser.newPage();
  requestsInFlight = trackRequests(page);
  await observeInteractions(page);
  console.log("Signing in...");
  await signIn(page);
  const rows: string[] = [];
  if (measures("home")) {
    console.log("Home filter...");
    rows.push(row(`Home: toggle "${FEATURE_FILTER}"`, await homeFilterToggle(page)));
  }
  if (measures("map")) {
    console.log("Map popup...");
    rows.push(row("Map: open a house's popup", await mapPopupOpen(page)));
  }
  if (measures("tour")) {
    console.log("Tour Optimize...");
    rows.push(
      row(`Tour planner: Optimize ${TOUR_STOPS} stops`, await optimizeTour(page, tourName)),
    );
  }
  console.log(
    `\nInteraction to next paint (Event Timing), CPU slowed ${CPU_SLOWDOWN}x, ${RUNS} runs each, 1280x800`,
  );
  console.log(`| Interaction | Median | Worst | Each run (ms) | Worst <= ${TARGET_MS} ms |`);
  console.log("|---|---:|---:|---|---|");
  for (const line of rows) console.log(line);
} finally {
  await browser?.close();
  await stopAll(children);
}
