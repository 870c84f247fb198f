/**
 * `npm run restore`: loads one nightly backup (docs/operations.md, Backups and restore) into a
 * database, replacing the rows of every table the backup holds, then checks every table's row
 * count and checksum against the backup's manifest.
 *
 *   npm run restore -- --date 2026-12-15                   local R2 -> local D1 (npm start's state)
 *   npm run restore -- --from ./backups/2026-12-15         a folder downloaded from R2 -> local D1
 *   npm run restore -- --date 2026-12-15 --remote          production R2 -> production D1
 *   npm run restore -- --from ./backup --remote            a folder -> production D1
 *
 * Options: --state-dir <dir> (local state, default .wrangler/state), --env <name> (the
 * environment for --remote, default production), --bucket <name> (default: the bucket of the
 * BACKUPS binding in wrangler.toml for that environment, li-lights-backups, where the backups
 * live apart from the photos, decision 338).
 * A remote restore asks the operator to type a confirmation first, and prints the D1 Time Travel
 * command that undoes it. The SQL comes from worker/lib/formats/backup.ts, the module the
 * backup test runs in workerd, so the test proves this script's statements.
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs, promisify } from "node:util";
import { unstable_readConfig } from "wrangler";
import {
  type BackupManifest,
  type BackupRow,
  backupFolder,
  MANIFEST_FILE,
  readBackupTables,
  restoreStatements,
  tableQuery,
  verifyTables,
} from "../worker/lib/formats/backup.ts";
import { ROOT, TOOL_ENV } from "./lib/services.ts";

const USAGE = `Usage: npm run restore -- (--date YYYY-MM-DD | --from <folder>) [--remote] [--env production]
       [--state-dir .wrangler/state] [--bucket <the BACKUPS binding's bucket>]`;

const { values: options } = parseArgs({
  options: {
    date: { type: "string" },
    from: { type: "string" },
    remote: { type: "boolean", default: false },
    env: { type: "string", default: "production" },
    "state-dir": { type: "string", default: ".wrangler/state" },
    bucket: { type: "string" },
    help: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(`restore: ${message}`);
  process.exit(1);
}

if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!options.date === !options.from) fail(`name one backup: --date or --from\n${USAGE}`);
if (options.date && !/^\d{4}-\d{2}-\d{2}$/.test(options.date)) {
  fail(`--date must look like 2026-12-15, not "${options.date}"`);
}

const stateDir = path.resolve(ROOT, options["state-dir"]);
const configPath = path.join(ROOT, "wrangler.toml");
/** Where the worker writes its backups in the target environment (wrangler.toml, BACKUPS). */
const bucket =
  options.bucket ??
  unstable_readConfig(
    { config: configPath, env: options.remote ? options.env : undefined },
    { hideWarnings: true },
  ).r2_buckets.find((binding: { binding: string }) => binding.binding === "BACKUPS")?.bucket_name;
/**
 * Where wrangler works: the local state npm start uses, or the chosen remote environment. Always
 * from wrangler.toml: after a build, wrangler would otherwise follow the build's pointer
 * (.wrangler/deploy/config.json) to the built config, which has no environments.
 */
const target = [
  "--config",
  configPath,
  ...(options.remote ? ["--remote", "--env", options.env] : ["--local", "--persist-to", stateDir]),
];

/** Each wrangler call starts a process of its own; a few at once cut the wait for many files. */
const R2_READS_AT_ONCE = 4;
const execFileAsync = promisify(execFile);

/** A wrangler call that may run beside others (reads of backup files). */
async function run(args: string[], label: string) {
  try {
    await execFileAsync(path.join(ROOT, "node_modules/.bin/wrangler"), args, {
      cwd: ROOT,
      env: TOOL_ENV,
    });
  } catch (error) {
    const failure = error as { code?: number; stderr?: string; stdout?: string };
    fail(`${label} failed (wrangler exit ${failure.code}):\n${failure.stderr || failure.stdout}`);
  }
}

function wrangler(args: string[], label: string): string {
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/wrangler"), args, {
    cwd: ROOT,
    env: TOOL_ENV,
    encoding: "utf8",
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (result.status !== 0) {
    fail(`${label} failed (wrangler exit ${result.status}):\n${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

const workDir = mkdtempSync(path.join(tmpdir(), "li-lights-restore-"));
process.on("exit", () => rmSync(workDir, { recursive: true, force: true }));

/** Where the chosen backup's files are read: the given folder, or a copy fetched from R2. */
const backupDir = options.from ? path.resolve(options.from) : workDir;

/** Copies files of the backup from R2 into the work folder, a few wrangler calls at a time. */
async function fetchFromR2(files: string[]) {
  const folder = backupFolder(new Date(`${options.date}T00:00:00Z`));
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const objectPath = `${bucket}/${folder}${file}`;
      await run(
        ["r2", "object", "get", objectPath, "--file", path.join(workDir, file), ...target],
        `Reading ${objectPath}`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(R2_READS_AT_ONCE, files.length) }, worker));
}

/** Runs SQL queries in the target database and returns each query's rows. */
function query(sql: string[]): BackupRow[][] {
  const out = wrangler(
    ["d1", "execute", "DB", ...target, "--json", "--command", sql.join(";\n")],
    "Query",
  );
  const results = JSON.parse(out) as Array<{ results: BackupRow[] }>;
  return results.map((result) => result.results);
}

if (!options.from && !bucket) fail("wrangler.toml has no BACKUPS bucket: name one with --bucket");
if (!options.from) await fetchFromR2([MANIFEST_FILE]);
const manifest = JSON.parse(
  readFileSync(path.join(backupDir, MANIFEST_FILE), "utf8"),
) as BackupManifest;
if (!options.from) await fetchFromR2(manifest.tables.map((table) => table.file));
const totalRows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
console.log(
  `Backup ${manifest.folder} from ${manifest.createdAt}: ${manifest.tables.length} tables, ${totalRows} rows, schema ${manifest.migration.latest ?? "unknown"}`,
);

// Every file is read and checked against the manifest before anything is deleted.
const tables = await readBackupTables(manifest, async (file) =>
  readFileSync(path.join(backupDir, file)),
);

// The rows fit the database only if it has at least the backup's migrations.
const applied = (query(["SELECT name FROM d1_migrations ORDER BY id"])[0] ?? []).map(
  (row) => row.name,
);
if (manifest.migration.latest && !applied.includes(manifest.migration.latest)) {
  fail(
    `the database lacks migration ${manifest.migration.latest}, which the backup's rows need. Apply the migrations first: npx wrangler d1 migrations apply DB ${target.join(" ")}`,
  );
}
if (applied.at(-1) !== manifest.migration.latest) {
  console.log(
    `Note: the database is at ${applied.at(-1)}, newer than the backup; columns added since keep their defaults.`,
  );
}

const where = options.remote
  ? `the remote database DB (--env ${options.env})`
  : `the local database under ${stateDir}`;
if (options.remote) {
  const undoFrom = new Date().toISOString();
  const phrase = `restore ${manifest.folder}`;
  console.log(
    `\nThis REPLACES every row of ${manifest.tables.length} tables in ${where} with the backup's ${totalRows} rows.\n` +
      `To undo it afterwards (D1 Time Travel, within 30 days):\n` +
      `  npx wrangler d1 time-travel restore DB --env ${options.env} --timestamp=${undoFrom}\n`,
  );
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const typed = await prompt.question(`Type "${phrase}" to go on: `);
  prompt.close();
  if (typed.trim() !== phrase) fail("not confirmed; nothing was changed");
}

const sqlFile = path.join(workDir, "restore.sql");
writeFileSync(sqlFile, `${restoreStatements(manifest, tables).join(";\n")};\n`);
console.log(`Restoring into ${where}...`);
wrangler(["d1", "execute", "DB", ...target, "--file", sqlFile, "--yes"], "Restore");

// Counts and checksums of what the database now holds, read in one call.
const queries = manifest.tables.map((table) => tableQuery(table));
const answers = query(queries);
const rowsByQuery = new Map(queries.map((sql, i) => [sql, answers[i] ?? []]));
const checks = await verifyTables(manifest, async (sql) => rowsByQuery.get(sql) ?? []);
for (const check of checks) {
  const status = check.ok ? "ok" : `MISMATCH (backup has ${check.expectedRows} rows)`;
  console.log(`  ${check.table.padEnd(22)} ${String(check.rows).padStart(7)} rows  ${status}`);
}
if (checks.some((check) => !check.ok)) fail("the restored rows differ from the backup");
console.log(
  `Restored ${totalRows} rows. Photos and videos were not touched: the ${manifest.mediaKeys.length} R2 keys the rows reference are listed in the manifest.`,
);
