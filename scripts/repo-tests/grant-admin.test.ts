/**
 * `npm run admin:grant` with the real wrangler on a scratch local database (no network): an
 * address without a user row is refused and changes nothing; a known one (written in another
 * case, with an apostrophe) becomes admin, and no one else does.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, TOOL_ENV } from "../lib/services.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "grant-admin-test-"));
const stateDir = path.join(scratch, "state");
const local = ["--local", "--persist-to", stateDir];

function wrangler(args: string[]) {
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/wrangler"), args, {
    cwd: ROOT,
    env: TOOL_ENV,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(result.stderr || result.stdout);
  return result.stdout;
}

function admins() {
  const out = wrangler([
    "d1",
    "execute",
    "DB",
    ...local,
    "--json",
    "--command",
    "SELECT id FROM users WHERE is_admin = 1 ORDER BY id",
  ]);
  return (JSON.parse(out) as Array<{ results: Array<{ id: string }> }>)[0]!.results.map(
    (row) => row.id,
  );
}

function grant(...args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ["scripts/grant-admin.ts", ...args, "--state-dir", stateDir],
      { cwd: ROOT, env: TOOL_ENV },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => resolve({ code, output }));
  });
}

beforeAll(() => {
  wrangler(["d1", "migrations", "apply", "DB", ...local]);
  wrangler([
    "d1",
    "execute",
    "DB",
    ...local,
    "--command",
    `INSERT INTO users (id, email, first_name) VALUES
       ('uid-owner', 'Holly.O''Neil@Example.org', 'Holly'),
       ('uid-neighbour', 'neighbour@example.org', 'Ned');`,
  ]);
}, 120_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("npm run admin:grant", () => {
  it("refuses an address no account has signed in with, and changes nothing", async () => {
    const { code, output } = await grant("nobody@example.org");
    expect(code).toBe(1);
    expect(output).toContain("no account with the e-mail address nobody@example.org");
    expect(output).toContain("sign in to the app with that address once");
    expect(admins()).toEqual([]);
  }, 60_000);

  it("refuses something that is not an e-mail address", async () => {
    const { code, output } = await grant("'; UPDATE users SET is_admin = 1; --");
    expect(code).toBe(1);
    expect(output).toContain("is not an e-mail address");
    expect(admins()).toEqual([]);
  }, 60_000);

  it("makes that account an admin, whatever the address's case, and no one else", async () => {
    const first = await grant("holly.o'neil@example.org");
    expect(first.output).toMatch(/Holly\.O'Neil@Example\.org \(uid uid-owner, .*\): now admin/);
    expect(first.code).toBe(0);
    expect(admins()).toEqual(["uid-owner"]);
    const again = await grant("holly.o'neil@example.org");
    expect(again.code).toBe(0);
    expect(again.output).toContain("was already admin");
  }, 60_000);
});
