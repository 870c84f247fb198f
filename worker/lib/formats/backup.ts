/**
 * The backup format (docs/operations.md, Backups), shared by the nightly job, `npm run restore`
 * and the backup test, so the test proves the script's restore logic. No imports, only web
 * globals Node and workerd both have, so Node runs it as it is.
 */

export const BACKUP_FORMAT = 1;
export const BACKUP_PREFIX = "backups/";
export const MANIFEST_FILE = "manifest.json";
/** Backup folders newer than this many days are kept; older ones are deleted by the job. */
export const BACKUP_RETENTION_DAYS = 30;

export type SqlValue = string | number | null;
export type BackupRow = Record<string, SqlValue>;

export interface BackupTable {
  name: string;
  file: string;
  columns: string[];
  rows: number;
  /** SHA-256 (hex) and size in bytes of the uncompressed NDJSON text. */
  sha256: string;
  bytes: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  folder: string;
  /** The schema the rows fit: the newest applied migration and how many are applied. */
  migration: { latest: string | null; applied: number };
  /** In insert order: every table comes after the tables its foreign keys point to. */
  tables: BackupTable[];
  /** Full-text indexes rebuilt from their content tables after a restore (not backed up). */
  searchIndexes: string[];
  /** Every R2 key the rows reference (photos, local videos). The objects stay in R2. */
  mediaKeys: string[];
}

/** "backups/2026-11-26/" for a run on that UTC day. */
export function backupFolder(day: Date): string {
  return `${BACKUP_PREFIX}${day.toISOString().slice(0, 10)}/`;
}

/** The UTC day a backup folder ("backups/2026-11-26/") is for, or null for anything else. */
export function backupFolderDay(folder: string): Date | null {
  const match = /^backups\/(\d{4}-\d{2}-\d{2})\/$/.exec(folder);
  if (!match) return null;
  const day = new Date(`${match[1]}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
}

/** Whether a backup folder is past the retention window on `today`. */
export function isExpiredBackup(folder: string, today: Date): boolean {
  const day = backupFolderDay(folder);
  if (!day) return false;
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return startOfToday - day.getTime() >= BACKUP_RETENTION_DAYS * 86_400_000;
}

/** Tables a backup leaves out: SQLite's and D1's own, and the migrations list. */
export function isInternalTable(name: string): boolean {
  return name.startsWith("sqlite_") || name.startsWith("_cf_") || name === "d1_migrations";
}

/**
 * Orders tables so each comes after every table it references (parents first), keeping the
 * given order otherwise. A cycle cannot be ordered; its tables keep their place, and the restore
 * still works because foreign keys are checked only at commit (defer_foreign_keys).
 */
export function parentsFirst(tables: string[], references: Map<string, string[]>): string[] {
  const ordered: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (table: string) => {
    if (state.get(table)) return;
    state.set(table, "visiting");
    for (const parent of references.get(table) ?? []) {
      if (parent !== table && tables.includes(parent)) visit(parent);
    }
    state.set(table, "done");
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A value as an SQL literal. Only what D1 hands back as JSON exists here: text, numbers, null. */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Cannot store the number ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** The NDJSON text of a table: one object per row, keys in column order. */
export function tableText(columns: string[], rows: BackupRow[]): string {
  let text = "";
  for (const row of rows) {
    const ordered: BackupRow = {};
    for (const column of columns) {
      const value = row[column];
      if (value !== null && typeof value !== "string" && typeof value !== "number") {
        throw new Error(`Column ${column} holds a value a backup cannot keep (${typeof value})`);
      }
      ordered[column] = value ?? null;
    }
    text += `${JSON.stringify(ordered)}\n`;
  }
  return text;
}

export function parseTableText(text: string): BackupRow[] {
  return text
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as BackupRow);
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function streamBytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function gzip(text: string): Promise<Uint8Array> {
  const input = new Blob([text]).stream();
  return streamBytes(input.pipeThrough(new CompressionStream("gzip")));
}

export async function gunzip(bytes: Uint8Array): Promise<string> {
  // A copy: Blob takes only bytes on a plain ArrayBuffer (Node's Buffer may sit on a shared one).
  const input = new Blob([new Uint8Array(bytes)]).stream();
  const raw = await streamBytes(input.pipeThrough(new DecompressionStream("gzip")));
  return new TextDecoder().decode(raw);
}

export async function describeTable(name: string, columns: string[], rows: BackupRow[]) {
  const text = tableText(columns, rows);
  const table: BackupTable = {
    name,
    file: `${name}.ndjson.gz`,
    columns,
    rows: rows.length,
    sha256: await sha256Hex(text),
    bytes: new TextEncoder().encode(text).byteLength,
  };
  return { table, text };
}

/**
 * Reads a backup's tables through `readFile` (a file of the backup folder by name, as stored)
 * and checks each against the manifest: a damaged or truncated file stops the restore before
 * anything is deleted.
 */
export async function readBackupTables(
  manifest: BackupManifest,
  readFile: (file: string) => Promise<Uint8Array>,
): Promise<Map<string, BackupRow[]>> {
  if (manifest.format !== BACKUP_FORMAT) {
    throw new Error(`Backup format ${manifest.format} is not one this restore reads`);
  }
  const tables = new Map<string, BackupRow[]>();
  for (const table of manifest.tables) {
    const text = await gunzip(await readFile(table.file));
    const checksum = await sha256Hex(text);
    if (checksum !== table.sha256) {
      throw new Error(`${table.file}: checksum ${checksum} does not match the manifest's`);
    }
    const rows = parseTableText(text);
    if (rows.length !== table.rows) {
      throw new Error(`${table.file}: ${rows.length} rows, the manifest says ${table.rows}`);
    }
    tables.set(table.name, rows);
  }
  return tables;
}

/** Statements stay well under D1's 100 KB statement limit. */
const MAX_STATEMENT_CHARS = 60_000;
const MAX_ROWS_PER_INSERT = 200;

/**
 * The SQL that replaces every backed-up table's rows with the backup's, in one transaction when
 * run as one batch or file: foreign keys checked only at commit, children emptied before their
 * parents, parents filled before their children, then the search indexes rebuilt. Triggers run
 * as on any write, so the columns they maintain end as the backup has them.
 */
export function restoreStatements(
  manifest: BackupManifest,
  tables: Map<string, BackupRow[]>,
): string[] {
  const statements = ["PRAGMA defer_foreign_keys = on"];
  for (const table of [...manifest.tables].reverse()) {
    statements.push(`DELETE FROM ${quoteIdentifier(table.name)}`);
  }
  for (const table of manifest.tables) {
    const rows = tables.get(table.name) ?? [];
    const head = `INSERT INTO ${quoteIdentifier(table.name)} (${table.columns.map(quoteIdentifier).join(", ")}) VALUES `;
    let values: string[] = [];
    let length = head.length;
    const flush = () => {
      if (values.length > 0) statements.push(head + values.join(", "));
      values = [];
      length = head.length;
    };
    for (const row of rows) {
      const tuple = `(${table.columns.map((column) => sqlLiteral(row[column] ?? null)).join(", ")})`;
      if (values.length >= MAX_ROWS_PER_INSERT || length + tuple.length > MAX_STATEMENT_CHARS) {
        flush();
      }
      values.push(tuple);
      length += tuple.length + 2;
    }
    flush();
  }
  for (const index of manifest.searchIndexes) {
    statements.push(
      `INSERT INTO ${quoteIdentifier(index)}(${quoteIdentifier(index)}) VALUES ('rebuild')`,
    );
  }
  return statements;
}

/** The query whose rows, through tableText, give a table's checksum (backup and verification). */
export function tableQuery(table: { name: string; columns: string[] }): string {
  return `SELECT ${table.columns.map(quoteIdentifier).join(", ")} FROM ${quoteIdentifier(table.name)} ORDER BY rowid`;
}

export interface TableCheck {
  table: string;
  rows: number;
  expectedRows: number;
  ok: boolean;
}

/** Compares a database's rows (read with tableQuery) with the manifest: counts and checksums. */
export async function verifyTables(
  manifest: BackupManifest,
  readRows: (query: string, table: BackupTable) => Promise<BackupRow[]>,
): Promise<TableCheck[]> {
  const checks: TableCheck[] = [];
  for (const table of manifest.tables) {
    const rows = await readRows(tableQuery(table), table);
    const checksum = await sha256Hex(tableText(table.columns, rows));
    checks.push({
      table: table.name,
      rows: rows.length,
      expectedRows: table.rows,
      ok: rows.length === table.rows && checksum === table.sha256,
    });
  }
  return checks;
}
