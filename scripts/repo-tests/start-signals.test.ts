/**
 * `npm start` stops cleanly on SIGTERM as on Ctrl-C: the signal must reach scripts/start.ts, whose
 * handler stops the Auth Emulator once so it exports its accounts. npm forwards a SIGTERM only to
 * its child; when that child is a shell running node (no `exec`), the shell dies and node never
 * hears of it. This runs package.json's real start command through npm, with a probe script in
 * place of scripts/start.ts, sends npm a SIGTERM and expects the probe to have received it.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const START_SCRIPT = "scripts/start.ts";
const work = mkdtempSync(path.join(tmpdir(), "start-signals-"));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A stand-in for scripts/start.ts: says when it is up, records the signal it gets, then exits (by
 * itself after 30 s, so a probe the signal never reached does not outlive the test).
 */
const PROBE = `
import { writeFileSync } from "node:fs";
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    writeFileSync("received", signal);
    process.exit(0);
  });
}
writeFileSync("ready", "ready");
setTimeout(() => process.exit(1), 30_000);
`;

/**
 * The file's text once it has some: writeFileSync creates the file before it writes, so a read in
 * between finds it empty.
 */
async function waitForFile(file: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const text = readFileSync(file, "utf8");
      if (text) return text;
    } catch {
      // Not there yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${file} did not appear`);
}

describe("npm start and signals", () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };

  it("runs scripts/start.ts", () => {
    expect(pkg.scripts.start).toContain(START_SCRIPT);
  });

  it("passes a SIGTERM sent to npm on to the script", async () => {
    const probe = path.join(work, "probe.mjs");
    writeFileSync(probe, PROBE);
    const command = pkg.scripts.start!.replace(START_SCRIPT, JSON.stringify(probe));
    writeFileSync(
      path.join(work, "package.json"),
      JSON.stringify({ name: "start-signals-probe", private: true, scripts: { start: command } }),
    );
    const npm = spawn("npm", ["start", "--silent"], { cwd: work, stdio: "ignore" });
    const exited = new Promise((resolve) => npm.once("exit", resolve));
    try {
      await waitForFile(path.join(work, "ready"), 20_000);
      npm.kill("SIGTERM");
      expect(await waitForFile(path.join(work, "received"), 10_000)).toBe("SIGTERM");
      await exited;
    } finally {
      npm.kill("SIGKILL");
    }
  });
});
