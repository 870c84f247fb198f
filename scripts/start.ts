/**
 * `npm start`: migrations, demo data (once), Auth Emulator with demo accounts, and the app at
 * http://localhost:5173. Ctrl-C or SIGTERM stops everything it started; accounts and data are
 * kept (the emulator exports its accounts when stopAll signals it). package.json runs this file
 * with `exec`, so a SIGTERM sent to `npm start` reaches it: npm forwards signals to its child
 * only, and without `exec` that child is the shell, which dies without passing them on.
 */
import path from "node:path";
import {
  buildAndPreview,
  ensureLocalConfig,
  pipeOutput,
  prepareDatabase,
  ROOT,
  seedAuthAccounts,
  startApp,
  startAuthEmulator,
  stopAll,
  waitForUrl,
} from "./lib/services.ts";

/** `npm run start:production`: the production build instead of the dev server (offline, install). */
const production = process.argv.includes("--production");
const APP_PORT = 5173;
const EMULATOR_URL = "http://127.0.0.1:9099";
const stateDir = path.join(ROOT, ".wrangler/state");

ensureLocalConfig();
// The emulator (about 15 s to start) comes up while the database is prepared and the app starts:
// neither needs it until a browser signs in.
console.log("Starting the Firebase Auth Emulator (project demo-lights, port 9099)...");
const emulator = startAuthEmulator({
  configFile: path.join(ROOT, "firebase.json"),
  dataDir: path.join(ROOT, ".data/auth-emulator"),
  port: 9099,
});
pipeOutput(emulator, "[auth]", (line) => /error|warn/i.test(line));
const children = [emulator];

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping LI Lights...");
  await stopAll(children);
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

try {
  console.log("LI Lights: preparing the local database...");
  const loaded = prepareDatabase(stateDir);
  console.log(loaded ? "Demo data loaded." : "Database up to date (your data is kept).");

  const app = production
    ? buildAndPreview({ port: APP_PORT, stateDir, emulatorUrl: EMULATOR_URL })
    : startApp({ port: APP_PORT, stateDir, emulatorUrl: EMULATOR_URL });
  if (!app) throw new Error("The production build failed (its errors are above).");
  children.push(app);
  pipeOutput(app, "[app]", (line) => !/VITE v|➜|press h/.test(line));
  app.on("exit", (code) => void shutdown(code ?? 1));
  await Promise.all([
    waitForUrl(EMULATOR_URL, 90_000, emulator).then(() => seedAuthAccounts(EMULATOR_URL)),
    waitForUrl(`http://localhost:${APP_PORT}/api/site-content?page=header`, 120_000, app),
  ]);

  console.log(`
  LI Lights is running:  http://localhost:${APP_PORT}${production ? "  (production build)" : ""}

  Sign in as admin@example.com / lights-demo-1 (admin), or holly@example.com / lights-demo-1.
  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
