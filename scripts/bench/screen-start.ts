/**
 * Benchmark (not a test): how soon a page's screen is running on a phone's network
 * (`npm run bench:screen-start -- <origin> [runs]`).
 *
 * Lighthouse simulates the network from an unthrottled load, so a chain of script requests (a
 * chunk whose imports the browser finds only once it has arrived and been parsed, one round trip
 * per level) costs nothing in its figures. This loads each page in Chromium with the network and
 * CPU really slowed (150 ms round trips, 1.6 Mbps down, 750 kbps up, 4x CPU: Lighthouse's mobile
 * profile, applied instead of simulated), a cold cache each run, and reports the time from the
 * navigation to the first request the running screen makes for its own content: the moment its
 * code has arrived and run. The landing's HTML carries its answers (worker/pages/served-texts.ts)
 * and it asks for nothing at first: there the moment is when React has hydrated the header's
 * Sign In button (looked for every 50 ms). Then, on the landing and privacy, the header's Sign In pressed right
 * then (the page has not settled, so the dialog's code has not loaded ahead): the time from the
 * press to the dialog in the page.
 *
 *   npm start                                  once, for the local demo data (then stop it)
 *   npm run build && npx vite preview --port 4173 &
 *   npm run bench:screen-start -- http://localhost:4173 5
 *
 * The build is served as workerd serves it, without the edge's compression: the figures compare
 * two builds on one machine; they are not the time a phone sees.
 */
import puppeteer from "puppeteer-core";
import { machineLine, median } from "./harness.ts";

const [origin, runsArg] = process.argv.slice(2);
if (!origin) {
  console.error("Usage: npm run bench:screen-start -- <origin> [runs per page, 5]");
  process.exit(2);
}
const RUNS = Number(runsArg) || 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Lighthouse's mobile network and CPU (its "slow 4G" and 4x slowdown). */
const NETWORK = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;

/**
 * Each page, and the request its screen makes once its code runs (part of the URL); null for the
 * landing, which starts from the answers in its HTML.
 */
const PAGES = [
  { path: "/", screenAsks: null },
  { path: "/privacy", screenAsks: "/api/site-content?page=privacy" },
  {
    path: "/house/freeport/10-washington-ave",
    screenAsks: "/api/houses/freeport/10-washington-ave",
  },
];

/** Pages where Sign In is pressed as soon as the screen runs. */
const SIGN_IN_PAGES = ["/", "/privacy"];

/** A fresh tab in its own context with Lighthouse's phone network and CPU, the cache off. */
async function slowedPage() {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...NETWORK });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** Waits until React has hydrated the header's Sign In button; that moment (ms). */
async function signInHydrated(page: import("puppeteer-core").Page) {
  const hydratedAt = () => {
    const signIn = Array.from(document.querySelectorAll("header button")).find(
      (button) => button.textContent?.trim() === "Sign In",
    );
    return signIn && Object.keys(signIn).some((key) => key.startsWith("__reactProps"))
      ? performance.now()
      : 0;
  };
  const at = (await (
    await page.waitForFunction(hydratedAt, { polling: 50, timeout: 60_000 })
  ).jsonValue()) as number;
  const scripts = await page.evaluate(
    (time) =>
      performance
        .getEntriesByType("resource")
        .filter((e) => e.name.endsWith(".js") && e.startTime < time).length,
    at,
  );
  return { at, scripts };
}

/** When the screen at `path` runs: its first request for `wanted`, else its Sign In hydrated. */
function screenRuns(page: import("puppeteer-core").Page, wanted: string | null) {
  return wanted ? firstRequest(page, wanted) : signInHydrated(page);
}

/** Waits for the page's first request whose URL contains `wanted`; its start (ms). */
async function firstRequest(page: import("puppeteer-core").Page, wanted: string) {
  const asked = (part: string) =>
    performance.getEntriesByType("resource").find((entry) => entry.name.includes(part));
  await page.waitForFunction(asked, { polling: 50, timeout: 60_000 }, wanted);
  return page.evaluate((part) => {
    const entries = performance.getEntriesByType("resource");
    const at = entries.find((entry) => entry.name.includes(part))!.startTime;
    const scripts = entries.filter((e) => e.name.endsWith(".js") && e.startTime < at);
    return { at, scripts: scripts.length };
  }, wanted);
}

const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update"],
});
try {
  console.log(machineLine());
  console.log(`| page | screen's first request (ms), median | each run | scripts by then |`);
  console.log("|---|---:|---|---:|");
  for (const { path, screenAsks } of PAGES) {
    const times: number[] = [];
    const scripts: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await slowedPage();
      try {
        await page.goto(`${origin}${path}`, { waitUntil: "load" });
        const figures = await screenRuns(page, screenAsks);
        times.push(figures.at);
        scripts.push(figures.scripts);
      } finally {
        await context.close();
      }
    }
    const each = times.map((time) => time.toFixed(0)).join(", ");
    console.log(`| ${path} | ${median(times).toFixed(0)} | ${each} | ${median(scripts)} |`);
  }
  console.log(
    `\n| page | Sign In pressed as the screen runs: to the dialog (ms), median | each run |`,
  );
  console.log("|---|---:|---|");
  for (const path of SIGN_IN_PAGES) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await slowedPage();
      try {
        await page.goto(`${origin}${path}`, { waitUntil: "domcontentloaded" });
        await screenRuns(page, path === "/" ? null : "/api/site-content?page=footer");
        times.push(
          await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const signIn = Array.from(document.querySelectorAll("header button")).find(
                  (button) => button.textContent?.trim() === "Sign In",
                ) as HTMLButtonElement;
                const pressed = performance.now();
                const observer = new MutationObserver(() => {
                  if (!document.querySelector('[role="dialog"]')) return;
                  observer.disconnect();
                  resolve(performance.now() - pressed);
                });
                observer.observe(document.body, { childList: true, subtree: true });
                signIn.click();
              }),
          ),
        );
      } finally {
        await context.close();
      }
    }
    const each = times.map((time) => time.toFixed(0)).join(", ");
    console.log(`| ${path} | ${median(times).toFixed(0)} | ${each} |`);
  }
} finally {
  await browser.close();
}
