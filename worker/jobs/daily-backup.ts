/**
 * The nightly logical backup to R2 (its format and why one batch makes it consistent:
 * docs/operations.md, Backups), then the deletion of backups past the retention window. Backups
 * go to their own bucket (BACKUPS), apart from the photos (decision 338).
 */
import {
  BACKUP_FORMAT,
  BACKUP_PREFIX,
  type BackupManifest,
  type BackupRow,
  backupFolder,
  describeTable,
  gzip,
  isExpiredBackup,
  isInternalTable,
  MANIFEST_FILE,
  parentsFirst,
  quoteIdentifier,
  tableQuery,
} from "../lib/formats/backup";
import { keyFromMediaUrl } from "../lib/media-urls";

/** Columns that hold an R2 key itself rather than a media URL. */
const STORAGE_KEY_COLUMNS: Record<string, string[]> = { video_uploads: ["r2_key"] };

interface SchemaTable {
  name: string;
  columns: string[];
}

/** Tables to back up with their columns and foreign-key parents, and the search indexes. */
async function readSchema(db: D1Database) {
  const { results: all } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all<{ name: string; sql: string | null }>();
  const isVirtual = (sql: string | null) => /^CREATE VIRTUAL TABLE/i.test(sql ?? "");
  const virtual = all.filter((t) => isVirtual(t.sql)).map((t) => t.name);
  // FTS5 tables are derived from their content tables; their shadow tables carry their name.
  const searchIndexes = all
    .filter((t) => isVirtual(t.sql) && /USING\s+fts5/i.test(t.sql ?? ""))
    .map((t) => t.name);
  const isDerived = (name: string) => virtual.some((v) => name === v || name.startsWith(`${v}_`));
  const names = all.map((t) => t.name).filter((n) => !isInternalTable(n) && !isDerived(n));
  // D1 allows these PRAGMA statements (not the pragma_*() table functions).
  const pragmas = await db.batch<{ name: string; table: string }>(
    names.flatMap((name) => [
      db.prepare(`PRAGMA table_info(${quoteIdentifier(name)})`),
      db.prepare(`PRAGMA foreign_key_list(${quoteIdentifier(name)})`),
    ]),
  );
  const columnsOf = new Map<string, string[]>();
  const parents = new Map<string, string[]>();
  names.forEach((name, i) => {
    columnsOf.set(
      name,
      (pragmas[2 * i]?.results ?? []).map((column) => column.name),
    );
    parents.set(
      name,
      (pragmas[2 * i + 1]?.results ?? []).map((key) => key.table),
    );
  });
  const tables: SchemaTable[] = parentsFirst(names, parents).map((name) => ({
    name,
    columns: columnsOf.get(name) ?? [],
  }));
  return { tables, searchIndexes, hasMigrations: all.some((t) => t.name === "d1_migrations") };
}

function referencedKeys(table: string, rows: BackupRow[], keys: Set<string>) {
  const keyColumns = STORAGE_KEY_COLUMNS[table] ?? [];
  for (const row of rows) {
    for (const [column, value] of Object.entries(row)) {
      if (typeof value !== "string") continue;
      if (keyColumns.includes(column)) keys.add(value);
      const key = keyFromMediaUrl(value);
      if (key) keys.add(key);
    }
  }
}

async function deleteFolder(bucket: R2Bucket, folder: string) {
  let cursor: string | undefined;
  do {
    const listing = await bucket.list({ prefix: folder, cursor, limit: 1000 });
    const keys = listing.objects.map((o) => o.key);
    if (keys.length > 0) await bucket.delete(keys);
    cursor = listing.truncated ? listing.cursor : undefined;
  } while (cursor);
}

/** Deletes backup folders past the retention window; returns how many went. */
async function deleteExpiredBackups(bucket: R2Bucket, today: Date): Promise<number> {
  let removed = 0;
  let cursor: string | undefined;
  do {
    const listing = await bucket.list({ prefix: BACKUP_PREFIX, delimiter: "/", cursor });
    for (const folder of listing.delimitedPrefixes) {
      if (isExpiredBackup(folder, today)) {
        await deleteFolder(bucket, folder);
        removed += 1;
      }
    }
    cursor = listing.truncated ? listing.cursor : undefined;
  } while (cursor);
  return removed;
}

export interface BackupReport {
  folder: string;
  tables: number;
  rows: number;
  mediaKeys: number;
  expiredRemoved: number;
}

export async function dailyBackup(env: Env, now: Date): Promise<BackupReport> {
  const db = env.DB;
  const schema = await readSchema(db);
  const reads = schema.tables.map((table) => db.prepare(tableQuery(table)));
  if (schema.hasMigrations) reads.push(db.prepare("SELECT name FROM d1_migrations ORDER BY id"));
  // One batch = one transaction: every table as of the same moment.
  const results = await db.batch<BackupRow>(reads);

  const folder = backupFolder(now);
  const keys = new Set<string>();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: now.toISOString(),
    folder,
    migration: { latest: null, applied: 0 },
    tables: [],
    searchIndexes: schema.searchIndexes,
    mediaKeys: [],
  };
  let rows = 0;
  for (const [index, table] of schema.tables.entries()) {
    const tableRows = results[index]?.results ?? [];
    const { table: entry, text } = await describeTable(table.name, table.columns, tableRows);
    await env.BACKUPS.put(`${folder}${entry.file}`, await gzip(text), {
      httpMetadata: { contentType: "application/gzip" },
    });
    referencedKeys(table.name, tableRows, keys);
    manifest.tables.push(entry);
    rows += entry.rows;
  }
  if (schema.hasMigrations) {
    const applied = results[schema.tables.length]?.results ?? [];
    manifest.migration = {
      latest: (applied.at(-1)?.name as string | undefined) ?? null,
      applied: applied.length,
    };
  }
  manifest.mediaKeys = [...keys].sort();
  // Last: a folder with a manifest is a complete backup.
  await env.BACKUPS.put(`${folder}${MANIFEST_FILE}`, JSON.stringify(manifest, null, 1), {
    httpMetadata: { contentType: "application/json" },
  });
  const expiredRemoved = await deleteExpiredBackups(env.BACKUPS, now);
  return {
    folder,
    tables: manifest.tables.length,
    rows,
    mediaKeys: manifest.mediaKeys.length,
    expiredRemoved,
  };
}
