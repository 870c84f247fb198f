/**
 * `npm run restore` end to end with the real wrangler on a scratch local database (no network):
 * a backup folder of awkward rows (quotes, semicolons, new lines, emoji, SQL in text), rows
 * changed and deleted since, the restore, and the backup's rows back exactly. A damaged file
 * stops it before anything is deleted. The SQL itself is the module test/backup.test.ts runs in
 * workerd; this test covers the script's plumbing: files, wrangler's SQL file, the checks, and
 * reading a backup by its date from the backups' bucket in local R2.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BACKUP_FORMAT,
  type BackupManifest,
  type BackupRow,
  describeTable,
  gzip,
} from "../../worker/lib/formats/backup.ts";
import { ROOT, TOOL_ENV } from "../lib/services.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "restore-test-"));
const stateDir = path.join(scratch, "state");
const backupDir = path.join(scratch, "backup");

function wrangler(args: string[]) {
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/wrangler"), args, {
    cwd: ROOT,
    env: TOOL_ENV,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(result.stderr || result.stdout);
  return result.stdout;
}

/** Runs queries in the scratch database in one wrangler call; each query's rows. */
function queries(sql: string[]): BackupRow[][] {
  const args = ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json"];
  const out = wrangler([...args, "--command", sql.join(";\n")]);
  return (JSON.parse(out) as Array<{ results: BackupRow[] }>).map((result) => result.results);
}

function restore(...args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["scripts/restore.ts", ...args], {
      cwd: ROOT,
      env: TOOL_ENV,
    });
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

const USERS: BackupRow[] = [
  { id: "uid-ann", email: "ann@example.com", first_name: "Ann", last_name: "O'Neil", is_admin: 0 },
  {
    id: "uid-bob",
    email: null,
    first_name: "Bob; DROP TABLE users; --",
    last_name: "Søren 🎄",
    is_admin: 1,
  },
];
const HOUSES: BackupRow[] = [
  {
    id: 7,
    title: "The \"O'Neils'\" Wonderland; lights & music",
    description: "Line one\nLine two;\n-- not a comment\n'; DELETE FROM houses; --",
    address: "12 Elm St",
    city: "Massapequa",
    latitude: 40.681234567891,
    longitude: -73.4743,
    lat_band: 2034,
    address_key: "12 elm st|massapequa",
    submitted_by: "uid-ann",
  },
  {
    id: 12,
    title: "Plain house",
    description: null,
    address: "3 Oak Ave",
    city: "Selden",
    latitude: 40.86,
    longitude: -73.05,
    lat_band: 2043,
    address_key: "3 oak ave|selden",
    submitted_by: null,
  },
];
const FEATURES: BackupRow[] = [
  { feature: "Blow-Ups", house_id: 7 },
  { feature: "Music-Sync", house_id: 7 },
];

let latestMigration: string;

async function writeBackup(tables: Array<[string, string[], BackupRow[]]>) {
  rmSync(backupDir, { recursive: true, force: true });
  mkdirSync(backupDir, { recursive: true });
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    folder: "backups/2026-12-15/",
    migration: { latest: latestMigration, applied: 1 },
    tables: [],
    searchIndexes: ["house_text_search"],
    mediaKeys: [],
  };
  for (const [name, columns, rows] of tables) {
    const { table, text } = await describeTable(name, columns, rows);
    writeFileSync(path.join(backupDir, table.file), await gzip(text));
    manifest.tables.push(table);
  }
  writeFileSync(path.join(backupDir, "manifest.json"), JSON.stringify(manifest));
}

const TABLES: Array<[string, string[], BackupRow[]]> = [
  ["users", ["id", "email", "first_name", "last_name", "is_admin"], USERS],
  [
    "houses",
    [
      "id",
      "title",
      "description",
      "address",
      "city",
      "latitude",
      "longitude",
      "lat_band",
      "address_key",
      "submitted_by",
    ],
    HOUSES,
  ],
  ["house_features", ["feature", "house_id"], FEATURES],
];

beforeAll(async () => {
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir]);
  latestMigration = readdirSync(path.join(ROOT, "migrations"))
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .at(-1)!;
  await writeBackup(TABLES);
  // The database has moved on since the backup: a row changed, one deleted, one added.
  wrangler([
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    stateDir,
    "--command",
    `INSERT INTO users (id, email, first_name) VALUES ('uid-ann', 'ann@example.com', 'Ann'), ('uid-new', 'new@example.com', 'New');
     INSERT INTO houses (id, title, address, city, latitude, longitude, lat_band, address_key) VALUES (7, 'Renamed', '12 Elm St', 'Massapequa', 40.68, -73.47, 2034, '12 elm st|massapequa');`,
  ]);
}, 120_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("npm run restore", () => {
  it("refuses a damaged backup file and changes nothing", async () => {
    writeFileSync(path.join(backupDir, "houses.ndjson.gz"), await gzip('{"id":7}\n'));
    const { code, output } = await restore("--from", backupDir, "--state-dir", stateDir);
    expect(code).toBe(1);
    expect(output).toMatch(/houses\.ndjson\.gz: checksum [0-9a-f]{64} does not match/);
    expect(queries(["SELECT id, title FROM houses"])).toEqual([[{ id: 7, title: "Renamed" }]]);
    await writeBackup(TABLES);
  }, 120_000);

  it("puts back exactly the backup's rows, awkward text included, and checks them", async () => {
    const { code, output } = await restore("--from", backupDir, "--state-dir", stateDir);
    expect(output).toContain("users");
    expect(code).toBe(0);
    expect(output).toMatch(/houses\s+2 rows\s+ok/);
    expect(output).toMatch(/Restored 6 rows/);
    // One wrangler call for every check (each call starts a process).
    const [users, houses, mask, search] = queries([
      "SELECT id, email, first_name, last_name, is_admin FROM users ORDER BY rowid",
      "SELECT id, title, description, address, city, latitude, longitude, lat_band, address_key, submitted_by FROM houses ORDER BY id",
      "SELECT feature_mask FROM houses WHERE id = 7",
      "SELECT rowid FROM house_text_search WHERE house_text_search MATCH 'Wonderland'",
    ]);
    expect(users).toEqual(USERS);
    expect(houses).toEqual(HOUSES);
    // Triggers ran as on any write: the feature mask and the search index follow the rows.
    expect(mask).toEqual([{ feature_mask: 1 | 8 }]);
    expect(search).toEqual([{ rowid: 7 }]);
  }, 180_000);

  it("reads a backup by its date from the backups' own bucket, where the nightly job writes", async () => {
    for (const file of readdirSync(backupDir)) {
      wrangler([
        "r2",
        "object",
        "put",
        `li-lights-backups/backups/2026-12-15/${file}`,
        "--file",
        path.join(backupDir, file),
        "--local",
        "--persist-to",
        stateDir,
        "--config",
        path.join(ROOT, "wrangler.toml"),
      ]);
    }
    queries(["UPDATE houses SET title = 'Changed after the backup' WHERE id = 12"]);
    const { code, output } = await restore("--date", "2026-12-15", "--state-dir", stateDir);
    expect(code, output).toBe(0);
    expect(output).toMatch(/Restored 6 rows/);
    expect(queries(["SELECT title FROM houses WHERE id = 12"])).toEqual([
      [{ title: "Plain house" }],
    ]);
    // A wrangler process per file read or written: minutes on a loaded 2-core machine.
  }, 300_000);
});
