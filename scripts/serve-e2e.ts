/**
 * The app as the browser tests see it, beside (never on) the developer's data: its own state
 * directory with fresh demo data, its own Auth Emulator and app (ports in e2e/ports.ts).
 * E2E_MODE=preview (default, what CI runs) serves a production build; E2E_MODE=dev serves
 * `vite dev` for quick iteration.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { E2E_APP_PORT, E2E_AUTH_PORT, EMULATOR_URL } from "../e2e/ports.ts";
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
  writeEmulatorConfig,
} from "./lib/services.ts";

// E2E_STATE_DIR lets two runs in one checkout keep apart (each wipes its own at start).
const stateDir = path.resolve(ROOT, process.env.E2E_STATE_DIR ?? ".wrangler/e2e-state");
const mode = process.env.E2E_MODE ?? "preview";

ensureLocalConfig();
rmSync(stateDir, { recursive: true, force: true });

const emulatorConfig = writeEmulatorConfig(stateDir, E2E_AUTH_PORT);
const emulator = startAuthEmulator({ configFile: emulatorConfig, port: E2E_AUTH_PORT });
pipeOutput(emulator, "[auth]", (line) => /error/i.test(line));
const children = [emulator];
const shutdown = async () => {
  await stopAll(children);
  process.exit(0);
};
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());

// The emulator starts (about 15 s) while the database is prepared and the app is built.
prepareDatabase(stateDir);
const emulatorReady = waitForUrl(EMULATOR_URL, 90_000, emulator).then(() =>
  seedAuthAccounts(EMULATOR_URL),
);

const app =
  mode === "preview"
    ? buildAndPreview({
        port: E2E_APP_PORT,
        stateDir,
        emulatorUrl: EMULATOR_URL,
        // Every class list the tests render is checked for conflicting utilities (src/lib/cn.ts).
        extraEnv: { VITE_CHECK_CLASS_CONFLICTS: "1" },
      })
    : startApp({ port: E2E_APP_PORT, stateDir, emulatorUrl: EMULATOR_URL });
if (!app) {
  await stopAll(children);
  process.exit(1);
}
children.push(app);
pipeOutput(app, "[app]", (line) => /error/i.test(line));
await emulatorReady;
console.log(`e2e app on http://localhost:${E2E_APP_PORT}`);
