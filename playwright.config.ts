import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_PATH } from "./e2e/chromium";
import { APP_URL as baseURL } from "./e2e/ports";

/** The specs that edit site-wide texts through the admin API (decisions 319, 330). */
const SITE_TEXT_EDITS = /served-texts\.spec\.ts/;

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two on a 2-core machine: a third filled the idle moments (585-619 s in all) but, with the
  // worker tests running beside, left a Back-restores-the-scroll test and a 30 s worker test
  // short of time in one run of three (docs/performance.md).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // Recording a trace (a screencast and a DOM snapshot per action) doubled the suite's CPU
    // time, on every test, for the few that fail: E2E_TRACE=1 records one when a failure needs
    // it (a screenshot and the page's accessibility snapshot come with every failure anyway).
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    // The service worker (stores ~90 files on first load, answers requests page.route would
    // otherwise see) only runs in the specs about it: e2e/offline*.spec.ts and install.spec.ts.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Flags for a closed network (no background calls home) and running as root (no sandbox).
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: [/\.mobile\.spec\.ts/, SITE_TEXT_EDITS],
    },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /\.mobile\.spec\.ts/ },
    // After the others: these edit texts every page shows (the privacy page's title, the
    // footer), which a test of those pages running meanwhile would read.
    {
      name: "site-text-edits",
      use: { ...devices["Desktop Chrome"] },
      testMatch: SITE_TEXT_EDITS,
      dependencies: ["desktop", "mobile"],
    },
  ],
  webServer: {
    command: "node scripts/serve-e2e.ts",
    url: `${baseURL}/api/site-content?page=header`,
    // `npm test` starts this server itself, beside the other suites (scripts/test.ts).
    reuseExistingServer: !process.env.CI || process.env.E2E_SERVER_RUNNING === "1",
    timeout: 240_000,
    stdout: "pipe",
  },
});
