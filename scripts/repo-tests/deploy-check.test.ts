/**
 * `npm run deploy:check` stops a deploy that would break: it fails on the committed config (its
 * placeholders), passes on a filled-in copy after a real production build and dry run, and names
 * each kind of problem in one line.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkBuild, FREE_PLAN_WORKER_LIMIT_BYTES } from "../deploy/build-checks.ts";
import { checkProductionConfig } from "../deploy/config-checks.ts";
import {
  DEFAULT_CONFIG,
  envTypeNames,
  PRODUCTION_BUILD_CONFIG,
  readProductionConfig,
} from "../deploy/production-config.ts";
import { setTomlValue } from "../deploy/toml-edit.ts";
import { ROOT, TOOL_ENV } from "../lib/services.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "deploy-check-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const CLIENT_ENV = {
  VITE_FIREBASE_API_KEY: "AIzaSyD-test-key-0123456789abcdefghij",
  VITE_FIREBASE_AUTH_DOMAIN: "li-lights-prod.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "li-lights-prod",
};

/** The committed wrangler.toml with what setup:production writes, usable from another directory. */
function filledInConfig(edit: (text: string) => string = (text) => text) {
  const vars = (key: string, value: string) => (text: string) =>
    setTomlValue(text, { table: "env.production.vars", key }, value);
  let text = readFileSync(path.join(ROOT, "wrangler.toml"), "utf8");
  for (const fill of [
    (t: string) =>
      setTomlValue(
        t,
        { table: "env.production.d1_databases", binding: "DB", key: "database_id" },
        "2d7f3c1a-5b6e-4f70-8a9b-0c1d2e3f4a5b",
      ),
    vars("FIREBASE_PROJECT_ID", "li-lights-prod"),
    vars("ADMIN_EMAILS", "owner@lilights.app, second@lilights.app"),
    vars("CLOUDFLARE_ACCOUNT_ID", "4f0c8a1b2d3e4f5a6b7c8d9e0f1a2b3c"),
    vars("SITE_ORIGIN", "https://lilights.app"),
    (t: string) => setTomlValue(t, { table: "", key: "main" }, path.join(ROOT, "worker/index.ts")),
    (t: string) =>
      t.replaceAll(
        'migrations_dir = "migrations"',
        `migrations_dir = "${path.join(ROOT, "migrations")}"`,
      ),
    edit,
  ]) {
    text = fill(text);
  }
  const dir = mkdtempSync(path.join(scratch, "config-"));
  const file = path.join(dir, "wrangler.toml");
  writeFileSync(file, text);
  return file;
}

/** The shell without any VITE_ variable of the developer's. */
function shellWithout(prefix: string) {
  return Object.fromEntries(Object.entries(TOOL_ENV).filter(([name]) => !name.startsWith(prefix)));
}

function deployCheck(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["scripts/deploy/check.ts", ...args], {
    cwd: ROOT,
    env: { ...shellWithout("VITE_"), ...env },
    encoding: "utf8",
  });
  const problems = result.stdout.split("\n").filter((line) => line.startsWith("✘ "));
  return { status: result.status, stdout: result.stdout + result.stderr, problems };
}

function configProblems(file: string, clientEnv: Record<string, string> = CLIENT_ENV) {
  return checkProductionConfig({
    config: readProductionConfig(file),
    envTypeNames: envTypeNames(),
    clientEnv,
    defaultContactEmails: ["support@lilights.app"],
  }).problems;
}

describe("npm run deploy:check", () => {
  it("fails on the committed config, one line per placeholder", () => {
    const run = deployCheck(["--config-only"], {});
    expect(run.status).toBe(1);
    expect(run.problems).toEqual([
      expect.stringMatching(
        /D1 database DB: database_id "replace-with-your-d1-database-id" is a placeholder/,
      ),
      expect.stringMatching(/FIREBASE_PROJECT_ID "your-firebase-project-id" is a placeholder/),
      expect.stringMatching(/ADMIN_EMAILS is empty/),
      expect.stringMatching(/VIDEO_PROVIDER=cloudflare needs the var CLOUDFLARE_ACCOUNT_ID/),
      expect.stringMatching(/SITE_ORIGIN "https:\/\/your-domain.example" is a placeholder/),
      expect.stringMatching(/build variable VITE_FIREBASE_API_KEY is not set/),
      expect.stringMatching(/build variable VITE_FIREBASE_AUTH_DOMAIN is not set/),
      expect.stringMatching(/build variable VITE_FIREBASE_PROJECT_ID is not set/),
    ]);
    expect(run.stdout).toMatch(/^! .*support@lilights\.example/m);
  });

  it("passes on a filled-in copy: production build, wrangler dry run, worker size", () => {
    const outDir = path.join(scratch, "dist");
    const run = deployCheck(["--config", filledInConfig(), "--out-dir", outDir], CLIENT_ENV);
    expect(run.problems).toEqual([]);
    expect(run.stdout).toMatch(/worker: \d+ KiB compressed/);
    expect(run.stdout).toContain("✔ deploy:check: ready to deploy");
    expect(run.status).toBe(0);
    // Its Content-Security-Policy names no loopback origin (the browser tests' build does).
    expect(readFileSync(path.join(outDir, "client/_headers"), "utf8")).not.toMatch(
      /127\.0\.0\.1|localhost/,
    );
    // The config the deploy names (deploy.yml, docs/deploy.md) is this production build's.
    const built = path.join(outDir, path.relative("dist", PRODUCTION_BUILD_CONFIG));
    expect(JSON.parse(readFileSync(built, "utf8"))).toMatchObject({
      name: readProductionConfig(DEFAULT_CONFIG).name,
    });
  }, 600_000);
});

describe("the config checks name each problem", () => {
  it("a filled-in copy has none", () => {
    expect(configProblems(filledInConfig())).toEqual([]);
  });

  it("a name declared both as a var and as a secret", () => {
    const file = filledInConfig((text) =>
      setTomlValue(text, { table: "env.production.vars", key: "GOOGLE_PLACES_API_KEY" }, ""),
    );
    expect(configProblems(file)).toEqual([
      expect.stringMatching(/GOOGLE_PLACES_API_KEY is declared both as a var and as a secret/),
    ]);
  });

  it("a binding the worker reads that production lacks", () => {
    const file = filledInConfig((text) =>
      text.replace('[env.production.ai]\nbinding = "AI"\n', ""),
    );
    expect(configProblems(file)).toEqual([
      expect.stringMatching(/lacks AI, which the worker reads/),
    ]);
  });

  it("an emulator-only project, example admins, a client build for another project", () => {
    const file = filledInConfig((text) =>
      setTomlValue(
        setTomlValue(
          text,
          { table: "env.production.vars", key: "FIREBASE_PROJECT_ID" },
          "demo-lights",
        ),
        { table: "env.production.vars", key: "ADMIN_EMAILS" },
        "admin@example.com",
      ),
    );
    expect(configProblems(file)).toEqual([
      expect.stringMatching(/FIREBASE_PROJECT_ID "demo-lights" is an emulator-only demo- project/),
      expect.stringMatching(/ADMIN_EMAILS is "admin@example.com" \(no real address\)/),
      expect.stringMatching(
        /VITE_FIREBASE_PROJECT_ID "li-lights-prod" differs from FIREBASE_PROJECT_ID "demo-lights"/,
      ),
    ]);
  });

  it("Stream without its token declared, a places provider that does not exist", () => {
    const file = filledInConfig((text) =>
      setTomlValue(
        text.replace('required = ["CLOUDFLARE_STREAM_API_TOKEN"]', "required = []"),
        { table: "env.production.vars", key: "PLACES_PROVIDER" },
        "google",
      ),
    );
    expect(configProblems(file)).toEqual([
      expect.stringMatching(
        /VIDEO_PROVIDER=cloudflare needs CLOUDFLARE_STREAM_API_TOKEN in \[env.production.secrets\]/,
      ),
      expect.stringMatching(/PLACES_PROVIDER "google" is not a provider/),
    ]);
  });

  it("a site origin that is empty, plain http or more than an origin", () => {
    const withOrigin = (value: string) =>
      filledInConfig((text) =>
        setTomlValue(text, { table: "env.production.vars", key: "SITE_ORIGIN" }, value),
      );
    expect(configProblems(withOrigin(""))).toEqual([expect.stringMatching(/SITE_ORIGIN is empty/)]);
    expect(configProblems(withOrigin("http://lilights.app"))).toEqual([
      expect.stringMatching(/SITE_ORIGIN "http:\/\/lilights.app" is not an https URL/),
    ]);
    expect(configProblems(withOrigin("https://lilights.app/"))).toEqual([
      expect.stringMatching(
        /SITE_ORIGIN "https:\/\/lilights.app\/" is not an origin: write it as "https:\/\/lilights.app"/,
      ),
    ]);
  });

  it("App Check enforced without the project number or the client's site key", () => {
    const file = filledInConfig((text) =>
      setTomlValue(text, { table: "env.production.vars", key: "FIREBASE_APP_CHECK" }, "enforce"),
    );
    expect(configProblems(file)).toEqual([
      expect.stringMatching(/FIREBASE_APP_CHECK=enforce needs FIREBASE_PROJECT_NUMBER/),
      expect.stringMatching(/needs the build variable VITE_FIREBASE_APP_CHECK_SITE_KEY/),
    ]);
  });
});

describe("the build checks", () => {
  it("a published build-only file and a worker near the free plan's limit are problems", () => {
    const build = mkdtempSync(path.join(scratch, "build-"));
    mkdirSync(path.join(build, "client/.vite"), { recursive: true });
    mkdirSync(path.join(build, "client/assets"));
    mkdirSync(path.join(build, "bundle"));
    writeFileSync(path.join(build, "client/.vite/manifest.json"), "{}");
    writeFileSync(path.join(build, "client/assets/app-Ab12Cd34.js"), "export {}");
    writeFileSync(path.join(build, "bundle/index.js"), "export default {}");
    const small = checkBuild(path.join(build, "client"), path.join(build, "bundle"));
    expect(small.problems).toEqual([
      "the build publishes the build-only file /.vite/manifest.json",
    ]);

    // Random bytes do not compress: 85 % of the limit after gzip.
    writeFileSync(
      path.join(build, "bundle/index.js"),
      randomBytes(Math.round(FREE_PLAN_WORKER_LIMIT_BYTES * 0.85)),
    );
    rmSync(path.join(build, "client/.vite"), { recursive: true });
    const big = checkBuild(path.join(build, "client"), path.join(build, "bundle"));
    expect(big.problems).toEqual([
      expect.stringMatching(
        /the worker is \d+ KiB compressed, over 80 % of the free plan's 3072 KiB limit/,
      ),
    ]);
  });

  it("a Content-Security-Policy that allows the Auth Emulator's origin is a problem", () => {
    const build = mkdtempSync(path.join(scratch, "build-"));
    mkdirSync(path.join(build, "client"));
    mkdirSync(path.join(build, "bundle"));
    writeFileSync(path.join(build, "bundle/index.js"), "export default {}");
    const headers = (connect: string) =>
      `/*\n  Content-Security-Policy: default-src 'self'; connect-src 'self' ${connect}\n  X-Frame-Options: DENY\n`;
    writeFileSync(
      path.join(build, "client/_headers"),
      headers("https://securetoken.googleapis.com"),
    );
    expect(checkBuild(path.join(build, "client"), path.join(build, "bundle")).problems).toEqual([]);
    writeFileSync(path.join(build, "client/_headers"), headers("http://127.0.0.1:9510"));
    expect(checkBuild(path.join(build, "client"), path.join(build, "bundle")).problems).toEqual([
      "the build's Content-Security-Policy (_headers) allows http://127.0.0.1:9510: the Auth Emulator's or a dev server's origin has no place in production",
    ]);
  });
});
