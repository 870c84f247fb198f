/**
 * `npm run setup:production` against a stand-in `wrangler` on the PATH that records its calls
 * and keeps a small account (scripts/deploy/fixtures/stand-in-wrangler.cjs), and a stand-in
 * Cloudflare API for the one call wrangler has no command for. No network. The first run creates
 * the database and the buckets, puts the secret, migrates, turns on read replication and deploys;
 * the second run creates and puts nothing and leaves the config as it was.
 */
import { spawn } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkProductionConfig } from "../deploy/config-checks.ts";
import { envTypeNames, readProductionConfig } from "../deploy/production-config.ts";
import { ROOT } from "../lib/services.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "setup-production-test-"));
const configFile = path.join(scratch, "wrangler.toml");
const binDir = path.join(scratch, "bin");
const buildDir = path.join(scratch, "build");
const state = path.join(scratch, "account.json");
const log = path.join(scratch, "calls.jsonl");

const ANSWERS = {
  FIREBASE_PROJECT_ID: "li-lights-prod",
  ADMIN_EMAILS: "owner@lilights.app",
  SITE_ORIGIN: "https://lilights.app",
  CLOUDFLARE_STREAM_API_TOKEN: "stream-token-123",
  // Empty: the optional Google key is left unset.
  GOOGLE_PLACES_API_KEY: "",
  VITE_FIREBASE_API_KEY: "AIzaSyD-test-key",
  VITE_FIREBASE_AUTH_DOMAIN: "li-lights-prod.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "li-lights-prod",
};

interface Call {
  args: string[];
  stdin?: string;
}

const apiCalls: { method: string; url: string; body: string }[] = [];
let api: Server;

beforeAll(async () => {
  copyFileSync(path.join(ROOT, "wrangler.toml"), configFile);
  mkdirSync(binDir);
  copyFileSync(
    path.join(ROOT, "scripts/deploy/fixtures/stand-in-wrangler.cjs"),
    path.join(binDir, "wrangler"),
  );
  chmodSync(path.join(binDir, "wrangler"), 0o755);
  // A production build as deploy:check leaves one (the stand-in deploys without reading it).
  mkdirSync(path.join(buildDir, "li_lights_local"), { recursive: true });
  writeFileSync(path.join(buildDir, "li_lights_local/wrangler.json"), "{}");
  api = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      apiCalls.push({ method: request.method ?? "", url: request.url ?? "", body });
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify({ success: true, result: {} }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
});

afterAll(() => {
  api.close();
  rmSync(scratch, { recursive: true, force: true });
});

function runSetup() {
  const { port } = api.address() as AddressInfo;
  const env: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(VITE_|CLOUDFLARE_|FIREBASE_|ADMIN_EMAILS|SITE_ORIGIN)/.test(name),
      ),
    ),
    ...ANSWERS,
    PATH: `${binDir}${path.delimiter}${process.env.PATH}`,
    STAND_IN_WRANGLER_STATE: state,
    STAND_IN_WRANGLER_LOG: log,
    CLOUDFLARE_API_TOKEN: "api-token",
    CLOUDFLARE_API_BASE_URL: `http://127.0.0.1:${port}/client/v4`,
  };
  writeFileSync(log, "");
  const child = spawn(
    process.execPath,
    ["scripts/deploy/setup-production.ts", "--config", configFile, "--deploy-from", buildDir],
    { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise<{ status: number | null; output: string; calls: Call[] }>((resolve) => {
    child.on("close", (status) => {
      const calls = readFileSync(log, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Call);
      resolve({ status, output, calls });
    });
  });
}

/** A call's command words, without the --config every call carries (the copy, or the build's). */
const command = (call: Call) => {
  const args = [...call.args];
  const at = args.indexOf("--config");
  if (at >= 0) args.splice(at, 2);
  return args.join(" ");
};

describe("npm run setup:production", () => {
  let configAfterFirstRun = "";

  it("creates, fills in, puts, migrates and deploys on a new account", async () => {
    const run = await runSetup();
    expect(run.status, run.output).toBe(0);
    const commands = run.calls.map(command);
    expect(commands).toEqual([
      "whoami --json",
      "d1 list --json",
      "d1 create li-lights --location enam",
      "d1 list --json",
      "r2 bucket list",
      "r2 bucket create li-lights-media --location enam",
      "r2 bucket create li-lights-backups --location enam",
      "secret list --env production --format json",
      "secret put CLOUDFLARE_STREAM_API_TOKEN --env production",
      "d1 migrations apply DB --remote --env production",
      "deploy",
    ]);
    // The deploy takes the production build's own config, the way `wrangler deploy` finds it.
    expect(run.calls.at(-1)?.args).toEqual([
      "deploy",
      "--config",
      path.join(buildDir, "li_lights_local/wrangler.json"),
    ]);
    const put = run.calls.find((call) => command(call).startsWith("secret put"));
    expect(put?.stdin).toBe(ANSWERS.CLOUDFLARE_STREAM_API_TOKEN);

    const account = JSON.parse(readFileSync(state, "utf8"));
    const databaseId: string = account.databases[0].uuid;
    expect(apiCalls).toEqual([
      {
        method: "PUT",
        url: `/client/v4/accounts/4f0c8a1b2d3e4f5a6b7c8d9e0f1a2b3c/d1/database/${databaseId}`,
        body: JSON.stringify({ read_replication: { mode: "auto" } }),
      },
    ]);

    // The config now holds the ids and settings, every comment kept.
    configAfterFirstRun = readFileSync(configFile, "utf8");
    const production = readProductionConfig(configFile);
    expect(
      production.d1_databases.find((db: { binding: string }) => db.binding === "DB")?.database_id,
    ).toBe(databaseId);
    expect(production.vars).toMatchObject({
      FIREBASE_PROJECT_ID: "li-lights-prod",
      ADMIN_EMAILS: "owner@lilights.app",
      SITE_ORIGIN: "https://lilights.app",
      CLOUDFLARE_ACCOUNT_ID: "4f0c8a1b2d3e4f5a6b7c8d9e0f1a2b3c",
    });
    const comments = (text: string) =>
      text.split("\n").filter((line) => line.trim().startsWith("#"));
    expect(comments(configAfterFirstRun)).toEqual(
      comments(readFileSync(path.join(ROOT, "wrangler.toml"), "utf8")),
    );
    // ...and passes the config checks deploy:check runs.
    expect(
      checkProductionConfig({
        config: production,
        envTypeNames: envTypeNames(),
        clientEnv: ANSWERS,
        defaultContactEmails: [],
      }).problems,
    ).toEqual([]);

    expect(run.output).toContain("https://li-lights.lights-test.workers.dev");
    expect(run.output).toMatch(/Authorized domains: add li-lights\.lights-test\.workers\.dev/);
    expect(run.output).toContain('"Always Use HTTPS" and HSTS');
    expect(run.output).toMatch(/set SITE_ORIGIN .* to its https origin and deploy again/);
  }, 120_000);

  it("creates and puts nothing on a second run, and leaves the config as it was", async () => {
    const run = await runSetup();
    expect(run.status, run.output).toBe(0);
    const commands = run.calls.map(command);
    expect(commands.filter((c) => /\b(create|put)\b/.test(c))).toEqual([]);
    expect(commands).toContain("d1 migrations apply DB --remote --env production");
    expect(commands.at(-1)).toBe("deploy");
    expect(readFileSync(configFile, "utf8")).toBe(configAfterFirstRun);
    expect(run.output).toMatch(/CLOUDFLARE_STREAM_API_TOKEN: set/);
  }, 120_000);
});
