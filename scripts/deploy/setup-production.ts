/**
 * `npm run setup:production`: the first deploy to a Cloudflare account, step by step, safe to run
 * again (each step looks before it acts): the D1 database and the R2 buckets, the photos' and
 * the backups' (created unless they exist), their ids and the account id written into
 * [env.production] of wrangler.toml, the Firebase project and admin e-mails asked for while they
 * are placeholders, each secret asked for and put unless the worker has it, the migrations
 * applied to the remote database, read replication turned on, then `npm run deploy:check` and the
 * deploy. Ends with the URL and what is left to do by hand.
 *
 * Needs `npx wrangler login` (or CLOUDFLARE_API_TOKEN). Answers can come from the environment
 * instead of prompts: FIREBASE_PROJECT_ID, ADMIN_EMAILS, SITE_ORIGIN, each secret by its name, the VITE_FIREBASE_*
 * build variables.
 *
 *   npm run setup:production
 *   npm run setup:production -- --config <file>   another copy of wrangler.toml
 *   npm run setup:production -- --deploy-from <dir>  deploy a build `npm run deploy:check --
 *                                                  --out-dir <dir>` made, instead of building
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { ROOT } from "../lib/services.ts";
import {
  DEFAULT_CONFIG,
  PRODUCTION_ENV,
  readProductionConfig,
  SECRETS,
  type WorkerConfig,
} from "./production-config.ts";
import { setTomlValue } from "./toml-edit.ts";

const { values: options } = parseArgs({
  options: {
    config: { type: "string" },
    "deploy-from": { type: "string" },
  },
});
const configPath = path.resolve(options.config ?? DEFAULT_CONFIG);
/** New York's visitors: the primary database (every write) and the buckets in Eastern North America. */
const LOCATION = "enam";
const D1_BINDING = "DB";
/** The photos' bucket and the backups' own (decision 338). */
const R2_BINDINGS = ["MEDIA", "BACKUPS"];

const BIN = path.join(ROOT, "node_modules/.bin");
/**
 * The `wrangler` on the caller's PATH (`npm run` puts the project's first; a test puts a stand-in
 * first), else the project's own.
 */
const WRANGLER =
  (process.env.PATH ?? "")
    .split(path.delimiter)
    .map((dir) => path.join(dir, "wrangler"))
    .find((file) => existsSync(file)) ?? path.join(BIN, "wrangler");
const env: Record<string, string | undefined> = {
  ...process.env,
  // The project's Node 22 first: wrangler's `#!/usr/bin/env node` needs it.
  PATH: `${BIN}${path.delimiter}${process.env.PATH}`,
  WRANGLER_SEND_METRICS: "false",
  NO_UPDATE_NOTIFIER: "1",
};
const left: string[] = [];

function step(title: string) {
  console.log(`\n▶ ${title}`);
}

function wrangler(args: string[], input?: string) {
  const result = spawnSync(WRANGLER, [...args, "--config", configPath], {
    cwd: ROOT,
    env,
    input,
    encoding: "utf8",
    stdio: ["pipe", "pipe", "pipe"],
  });
  if (result.error) throw result.error;
  return { ok: result.status === 0, stdout: result.stdout, stderr: result.stderr };
}

function wranglerOrExit(args: string[], input?: string) {
  const result = wrangler(args, input);
  if (!result.ok) {
    process.stderr.write(result.stdout + result.stderr);
    console.error(`\n✘ wrangler ${args.join(" ")} failed; fix the cause and run this again.`);
    process.exit(1);
  }
  return result.stdout;
}

/** The JSON a wrangler command printed (after any banner lines). */
function jsonOutput<T>(stdout: string): T {
  const start = stdout.search(/^[[{]/m);
  return JSON.parse(stdout.slice(start)) as T;
}

const prompts = createInterface({ input: process.stdin, output: process.stdout });
/** The answer from the environment when it names it (empty = skip), else from the prompt. */
async function ask(question: string, fromEnv: string) {
  const given = process.env[fromEnv];
  if (given !== undefined) return given.trim();
  try {
    return (await prompts.question(`  ${question}: `)).trim();
  } catch {
    return ""; // input closed (nothing piped in)
  }
}

function updateConfig(edit: (text: string) => string) {
  const before = readFileSync(configPath, "utf8");
  const after = edit(before);
  if (after !== before) writeFileSync(configPath, after);
  return readProductionConfig(configPath);
}

function setVar(name: string, value: string) {
  return updateConfig((text) =>
    setTomlValue(text, { table: `env.${PRODUCTION_ENV}.vars`, key: name }, value),
  );
}

const isPlaceholder = (value: unknown) =>
  typeof value !== "string" ||
  value.trim() === "" ||
  /^(your-|replace-with)|example/i.test(value) ||
  value.startsWith("demo-");

async function account(): Promise<{ id: string; name: string }> {
  step("Cloudflare account");
  const whoami = wrangler(["whoami", "--json"]);
  if (!whoami.ok) {
    console.error("✘ Not logged in: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN).");
    process.exit(1);
  }
  const accounts = jsonOutput<{ accounts: { id: string; name: string }[] }>(whoami.stdout).accounts;
  const chosen = process.env.CLOUDFLARE_ACCOUNT_ID
    ? accounts.find((a) => a.id === process.env.CLOUDFLARE_ACCOUNT_ID)
    : accounts.length === 1
      ? accounts[0]
      : undefined;
  if (!chosen) {
    console.error(
      `✘ Set CLOUDFLARE_ACCOUNT_ID to one of: ${accounts.map((a) => `${a.id} (${a.name})`).join(", ")}`,
    );
    process.exit(1);
  }
  console.log(`  ${chosen.name} (${chosen.id})`);
  // Every later wrangler call acts on this account, even when the login reaches several.
  env.CLOUDFLARE_ACCOUNT_ID = chosen.id;
  return chosen;
}

function database(config: WorkerConfig) {
  const db = config.d1_databases.find((d: { binding: string }) => d.binding === D1_BINDING);
  if (!db?.database_name) throw new Error(`[env.production] has no D1 binding ${D1_BINDING}`);
  step(`D1 database ${db.database_name}`);
  type Listed = { uuid: string; name: string };
  const find = () =>
    jsonOutput<Listed[]>(wranglerOrExit(["d1", "list", "--json"])).find(
      (listed) => listed.name === db.database_name,
    );
  let existing = find();
  if (existing) {
    console.log(`  exists (${existing.uuid})`);
  } else {
    wranglerOrExit(["d1", "create", db.database_name, "--location", LOCATION]);
    existing = find();
    if (!existing) throw new Error(`${db.database_name} was created but is not listed`);
    console.log(`  created in ${LOCATION} (${existing.uuid})`);
  }
  const uuid = existing.uuid;
  return {
    uuid,
    config: updateConfig((text) =>
      setTomlValue(
        text,
        { table: `env.${PRODUCTION_ENV}.d1_databases`, binding: D1_BINDING, key: "database_id" },
        uuid,
      ),
    ),
  };
}

function buckets(config: WorkerConfig) {
  const wanted = R2_BINDINGS.map((binding) => {
    const bucket = config.r2_buckets.find((b: { binding: string }) => b.binding === binding);
    if (!bucket?.bucket_name) throw new Error(`[env.production] has no R2 binding ${binding}`);
    return bucket.bucket_name;
  });
  const names = [...wranglerOrExit(["r2", "bucket", "list"]).matchAll(/^name:\s+(\S+)/gm)].map(
    (m) => m[1],
  );
  for (const name of wanted) {
    step(`R2 bucket ${name}`);
    if (names.includes(name)) {
      console.log("  exists");
    } else {
      wranglerOrExit(["r2", "bucket", "create", name, "--location", LOCATION]);
      console.log(`  created in ${LOCATION}`);
    }
  }
}

async function settings(config: WorkerConfig, accountId: string) {
  step("Settings ([env.production.vars])");
  let current = config;
  const vars = () => current.vars as Record<string, unknown>;
  if (vars().CLOUDFLARE_ACCOUNT_ID !== accountId)
    current = setVar("CLOUDFLARE_ACCOUNT_ID", accountId);
  if (isPlaceholder(vars().FIREBASE_PROJECT_ID)) {
    const id = await ask("Firebase project id (Project settings > General)", "FIREBASE_PROJECT_ID");
    if (id) current = setVar("FIREBASE_PROJECT_ID", id);
  }
  if (isPlaceholder(vars().ADMIN_EMAILS)) {
    const emails = await ask("Admin e-mails, comma separated (verified sign-ins)", "ADMIN_EMAILS");
    if (emails) current = setVar("ADMIN_EMAILS", emails);
  }
  if (isPlaceholder(vars().SITE_ORIGIN)) {
    const origin = await ask(
      "The site's address, https:// and no path (your domain; the workers.dev address until you add one)",
      "SITE_ORIGIN",
    );
    if (origin) current = setVar("SITE_ORIGIN", origin.trim().replace(/\/+$/, ""));
  }
  for (const name of ["FIREBASE_PROJECT_ID", "ADMIN_EMAILS", "SITE_ORIGIN"]) {
    console.log(`  ${name} = ${String(vars()[name])}`);
  }
  return current;
}

/**
 * The VITE_ build variables, from the shell or asked for, handed to this run's build only. They
 * are not written to a .env.production file: every `vite build` in production mode reads that,
 * the browser tests' build too, which must stay on the Auth Emulator.
 */
async function clientBuildVariables(projectId: string) {
  step("Client build variables (VITE_FIREBASE_*)");
  const wanted: Array<[string, string]> = [
    ["VITE_FIREBASE_API_KEY", "Firebase web API key (Project settings > Your apps)"],
    ["VITE_FIREBASE_AUTH_DOMAIN", `Firebase auth domain (usually ${projectId}.firebaseapp.com)`],
    ["VITE_FIREBASE_PROJECT_ID", `Firebase project id (${projectId})`],
  ];
  let asked = false;
  for (const [name, question] of wanted) {
    if (process.env[name]?.trim()) continue;
    const value = await ask(question, name);
    if (value) env[name] = value;
    asked = true;
  }
  console.log("  set");
  if (asked) {
    left.push(
      "Later deploys build with the same VITE_FIREBASE_* values: export them in your shell and set them as GitHub secrets (docs/deploy.md)",
    );
  }
}

async function secrets(config: WorkerConfig) {
  step("Secrets");
  const listed = wrangler(["secret", "list", "--env", PRODUCTION_ENV, "--format", "json"]);
  // A worker that does not exist yet has no secrets (`secret put` creates it).
  const present = new Set(
    listed.ok ? jsonOutput<{ name: string }[]>(listed.stdout).map((secret) => secret.name) : [],
  );
  const required = new Set(config.secrets?.required ?? []);
  for (const secret of SECRETS) {
    if (present.has(secret.name)) {
      console.log(
        `  ${secret.name}: set (change it: npx wrangler secret put ${secret.name} --env production)`,
      );
      continue;
    }
    const value = await ask(`${secret.name}: ${secret.prompt}`, secret.name);
    if (!value) {
      if (required.has(secret.name)) {
        console.error(`✘ ${secret.name} is required: the deploy would be refused without it.`);
        process.exit(1);
      }
      console.log(`  ${secret.name}: left unset`);
      continue;
    }
    wranglerOrExit(["secret", "put", secret.name, "--env", PRODUCTION_ENV], value);
    console.log(`  ${secret.name}: put`);
  }
}

function migrations() {
  step("Migrations (remote database)");
  const output = wranglerOrExit([
    "d1",
    "migrations",
    "apply",
    D1_BINDING,
    "--remote",
    "--env",
    PRODUCTION_ENV,
  ]);
  console.log(`  ${output.trim().split("\n").at(-1) ?? "applied"}`);
}

/**
 * Read replication is a database setting wrangler has no command for; the REST API sets it with
 * an API token (D1:Edit). Without one the dashboard does it.
 */
async function readReplication(accountId: string, databaseId: string) {
  step("D1 read replication");
  const token = process.env.CLOUDFLARE_API_TOKEN;
  const dashboardStep =
    "D1 read replication: dashboard > Storage & Databases > D1 > li-lights > Settings > Read replication > Enable";
  if (!token) {
    console.log("  no CLOUDFLARE_API_TOKEN: turn it on in the dashboard (listed at the end)");
    left.push(dashboardStep);
    return;
  }
  const api = process.env.CLOUDFLARE_API_BASE_URL ?? "https://api.cloudflare.com/client/v4";
  const response = await fetch(`${api}/accounts/${accountId}/d1/database/${databaseId}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ read_replication: { mode: "auto" } }),
  });
  if (response.ok) {
    console.log("  on (mode auto)");
  } else {
    console.log(`  the API answered ${response.status}: turn it on in the dashboard`);
    left.push(dashboardStep);
  }
}

function deploy(): string | undefined {
  let buildDir = options["deploy-from"] ? path.resolve(options["deploy-from"]) : undefined;
  if (!buildDir) {
    step("npm run deploy:check (production build, dry run, checks)");
    buildDir = path.join(ROOT, "dist");
    const check = spawnSync(
      process.execPath,
      [path.join(ROOT, "scripts/deploy/check.ts"), "--config", configPath, "--out-dir", buildDir],
      { cwd: ROOT, env, stdio: "inherit" },
    );
    if (check.status !== 0) {
      console.error("\n✘ deploy:check found problems (above): fix them and run this again.");
      process.exit(1);
    }
  }
  step("Deploy");
  const workerDir = readdirSync(buildDir)
    .map((name) => path.join(buildDir, name))
    .find(
      (dir) => !dir.endsWith(`${path.sep}client`) && existsSync(path.join(dir, "wrangler.json")),
    );
  if (!workerDir) throw new Error(`no production build in ${buildDir}`);
  const result = spawnSync(
    WRANGLER,
    ["deploy", "--config", path.join(workerDir, "wrangler.json")],
    {
      cwd: ROOT,
      env,
      encoding: "utf8",
    },
  );
  process.stdout.write(result.stdout);
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    console.error("\n✘ wrangler deploy failed (above).");
    process.exit(1);
  }
  return result.stdout.match(/https:\/\/\S+/)?.[0];
}

const chosen = await account();
let config = readProductionConfig(configPath);
const db = database(config);
config = db.config;
buckets(config);
config = await settings(config, chosen.id);
await clientBuildVariables(String((config.vars as Record<string, unknown>).FIREBASE_PROJECT_ID));
await secrets(config);
prompts.close();
migrations();
await readReplication(chosen.id, db.uuid);
const url = deploy();

const host = url ? new URL(url).host : "<your domain>";
console.log(`\n✔ Deployed${url ? `: ${url}` : ""}`);
console.log("\nLeft to do by hand:");
for (const item of [
  `Firebase console > Authentication > Settings > Authorized domains: add ${host} (and your custom domain)`,
  "Workers > li-lights > Settings > Domains & Routes: add your custom domain (the house pages' edge cache works only there)",
  "Once the custom domain answers, if SITE_ORIGIN is not it yet: set SITE_ORIGIN in [env.production.vars] of wrangler.toml to its https origin and deploy again (commit it; every page then redirects there)",
  'Your zone > SSL/TLS > Edge Certificates: turn on "Always Use HTTPS" and HSTS (max-age 1 year, include subdomains)',
  ...left,
  "The first admin: sign in with Google using an ADMIN_EMAILS address (Google addresses are verified; an e-mail and password sign-up is not and never becomes admin). Otherwise sign in once and run `npm run admin:grant -- <e-mail> --remote` (docs/deploy.md, The first admin)",
  "Load the houses people already know: Admin > Import and Export (/admin/import), from a My Maps KML/KMZ or a CSV like seed/import-template.csv (docs/deploy.md, Load the houses people already know)",
  "Admin > Site content: replace the @lilights.example contact addresses on the privacy, terms and contact pages",
  "GitHub > Settings > Secrets and variables > Actions: CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID and the VITE_FIREBASE_* values for .github/workflows/deploy.yml (docs/deploy.md); commit wrangler.toml",
]) {
  console.log(`  - ${item}`);
}
