/**
 * Imported house lists (docs/decisions/167-importing-and-exporting-house-lists.md): the stored preview, a row's pin fix, and the
 * commit in resumable batches.
 *
 * The commit works like db-sync: the import row holds the ticked indexes and a cursor; each call
 * creates the next batch and only then moves the cursor, so a call cut off part-way is repeated
 * safely. Each house is created in one D1 batch together with its row's link to it (house_id), so
 * a row that has a house is never created twice: a second commit of the same rows creates nothing.
 */
import { addressKey, expandState, houseSlugs, latBand, plainCharacters } from "@contract/address";
import { HOMEOWNER_MESSAGES } from "@contract/homeowner-texts";
import {
  IMPORT_LIMITS,
  IMPORT_STATUS_LABELS,
  type ImportCommitResult,
  type ImportEntry,
  type ImportFormat,
  type ImportPreview,
  type ImportRow,
  type ImportStatus,
  notInEnglishLetters,
} from "@contract/house-import";
import { and, asc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { isUniqueViolation } from "./errors";
import { isDoNotListed } from "./homeowner-requests";
import { findHouseByAddressKey, freeStreetSlug, insertHouse } from "./house-submissions";
import { idIn } from "./id-list";
import { insertChunks } from "./insert-chunks";
import { scheduleToColumns } from "./lit-tonight";
import { houseImportRows, houseImports, houses } from "./schema";

/** A listed house as the import preview compares rows with it. */
export interface HousePoint {
  id: number;
  latitude: number;
  longitude: number;
}

/** One row of a preview as the import judged it. */
export interface JudgedRow {
  index: number;
  /** The entry with its town filled in where the file had none. */
  entry: ImportEntry;
  status: ImportStatus;
  problem: string | null;
  duplicateOfHouseId: number | null;
  latitude: number | null;
  longitude: number | null;
}

const MAX_STORED_ERRORS = 100;

/** address_key -> id of the listed houses among these keys: one statement, one bound list. */
export async function housesByAddressKeys(db: Db, keys: readonly string[]) {
  const map = new Map<string, number>();
  if (keys.length === 0) return map;
  const rows = await db
    .select({ id: houses.id, addressKey: houses.addressKey })
    .from(houses)
    .where(idIn(houses.addressKey, keys));
  for (const row of rows) map.set(row.addressKey, row.id);
  return map;
}

/**
 * Listed houses in the latitude bands of the points and their neighbours, within the points'
 * longitude span (houses_geo_idx): a superset of every house within 30 m of any point.
 */
export async function housesNearPoints(
  db: Db,
  points: ReadonlyArray<{ latitude: number; longitude: number }>,
): Promise<HousePoint[]> {
  const spans = new Map<number, { min: number; max: number }>();
  for (const point of points) {
    const band = latBand(point.latitude);
    const span = spans.get(band);
    spans.set(band, {
      min: Math.min(span?.min ?? point.longitude, point.longitude),
      max: Math.max(span?.max ?? point.longitude, point.longitude),
    });
  }
  const found = new Map<number, HousePoint>();
  // 0.001 degree of longitude is over 80 m at Long Island's latitude.
  const margin = 0.001;
  for (const [band, span] of spans) {
    const rows = await db
      .select({ id: houses.id, latitude: houses.latitude, longitude: houses.longitude })
      .from(houses)
      .where(
        and(
          gte(houses.latBand, band - 1),
          lte(houses.latBand, band + 1),
          gte(houses.longitude, span.min - margin),
          lte(houses.longitude, span.max + margin),
        ),
      );
    for (const row of rows) found.set(row.id, row);
  }
  return [...found.values()];
}

export async function saveImport(
  db: Db,
  head: { id: string; fileName: string; format: ImportFormat; createdBy: string },
  rows: readonly JudgedRow[],
) {
  const records = rows.map((row) => ({
    importId: head.id,
    rowIndex: row.index,
    status: row.status,
    problem: row.problem,
    duplicateOfHouseId: row.duplicateOfHouseId,
    latitude: row.latitude,
    longitude: row.longitude,
    entry: JSON.stringify(row.entry),
    houseId: null,
  }));
  // Up to 5,000 rows: as many INSERTs as D1's 100 parameters need, all in one batch.
  await db.batch([
    db.insert(houseImports).values({ ...head, rowCount: rows.length }),
    ...insertChunks(houseImportRows, records).map((chunk) =>
      db.insert(houseImportRows).values(chunk),
    ),
  ]);
}

type RowRecord = typeof houseImportRows.$inferSelect;

function toRow(record: RowRecord): ImportRow {
  const entry = JSON.parse(record.entry) as ImportEntry;
  return {
    index: record.rowIndex,
    title: entry.title,
    address: entry.address,
    city: entry.city,
    latitude: record.latitude,
    longitude: record.longitude,
    status: record.status as ImportStatus,
    ...(record.duplicateOfHouseId !== null
      ? { duplicateOfHouseId: record.duplicateOfHouseId }
      : {}),
    ...(record.problem ? { problem: record.problem } : {}),
    features: entry.features,
    ...(record.houseId !== null ? { houseId: record.houseId } : {}),
  };
}

export async function getImport(db: Db, id: string) {
  return (await db.select().from(houseImports).where(eq(houseImports.id, id)).get()) ?? null;
}

export async function importPreview(db: Db, id: string): Promise<ImportPreview | null> {
  const head = await getImport(db, id);
  if (!head) return null;
  const rows = await db
    .select()
    .from(houseImportRows)
    .where(eq(houseImportRows.importId, id))
    .orderBy(asc(houseImportRows.rowIndex));
  return {
    id: head.id,
    fileName: head.fileName,
    format: head.format as ImportFormat,
    rows: rows.map(toRow),
  };
}

export async function getImportRow(db: Db, importId: string, index: number) {
  return (
    (await db
      .select()
      .from(houseImportRows)
      .where(and(eq(houseImportRows.importId, importId), eq(houseImportRows.rowIndex, index)))
      .get()) ?? null
  );
}

export function rowEntry(record: RowRecord) {
  return JSON.parse(record.entry) as ImportEntry;
}

export async function updateImportRow(
  db: Db,
  importId: string,
  index: number,
  change: Pick<RowRecord, "status" | "problem" | "duplicateOfHouseId" | "latitude" | "longitude">,
): Promise<ImportRow> {
  const row = await db
    .update(houseImportRows)
    .set(change)
    .where(and(eq(houseImportRows.importId, importId), eq(houseImportRows.rowIndex, index)))
    .returning()
    .get();
  return toRow(row);
}

// ---- Commit ---------------------------------------------------------------------------------

type ImportRecord = typeof houseImports.$inferSelect;

function commitResult(head: ImportRecord): ImportCommitResult {
  const indexes = JSON.parse(head.commitIndexes) as number[];
  return {
    created: head.created,
    skipped: head.skipped,
    failed: head.failed,
    errors: JSON.parse(head.errors) as string[],
    status: head.commitStatus === "running" ? "running" : "done",
    processed: indexes.filter((i) => i <= head.commitCursor).length,
    total: indexes.length,
  };
}

/**
 * Starts a commit of these rows, unless one is running (then that one goes on: a repeated or
 * concurrent call never starts a second commit over the first).
 */
async function startCommit(db: Db, head: ImportRecord, indexes: readonly number[]) {
  const selection = [...new Set(indexes)].filter((i) => i < head.rowCount).sort((a, b) => a - b);
  await db
    .update(houseImports)
    .set({
      commitStatus: "running",
      commitIndexes: JSON.stringify(selection),
      commitCursor: -1,
      created: 0,
      skipped: 0,
      failed: 0,
      errors: "[]",
      updatedAt: new Date(),
    })
    .where(and(eq(houseImports.id, head.id), sql`${houseImports.commitStatus} IS NOT 'running'`));
  return (await getImport(db, head.id))!;
}

type Outcome = { kind: "created"; houseId: number } | { kind: "skipped" | "failed"; text: string };

const rowName = (record: RowRecord, entry: ImportEntry) =>
  `Row ${record.rowIndex + 1} (${entry.title || entry.address || "untitled"})`;

/**
 * What is wrong with where a row's house would be, or null: the caller's rule (decision 419),
 * asked again at the commit, as a preview made before the rule may have passed the row.
 */
export type PlaceProblem = (
  entry: ImportEntry,
  point: { latitude: number; longitude: number },
) => string | null;

async function commitRow(
  db: Db,
  head: ImportRecord,
  record: RowRecord,
  placeProblem: PlaceProblem,
): Promise<Outcome> {
  const entry = rowEntry(record);
  const name = rowName(record, entry);
  if (record.houseId !== null) return { kind: "skipped", text: `${name}: already imported.` };
  const status = record.status as ImportStatus;
  if (status !== "new" && status !== "duplicate") {
    return {
      kind: "skipped",
      text: `${name}: ${IMPORT_STATUS_LABELS[status].toLowerCase()}${record.problem ? ` (${record.problem})` : ""}.`,
    };
  }
  const { latitude, longitude } = record;
  if (latitude === null || longitude === null) {
    return { kind: "skipped", text: `${name}: needs location.` };
  }
  // A preview made before the rule of English letters (decision 334) may have passed the row.
  const notEnglish = notInEnglishLetters(entry);
  if (notEnglish) return { kind: "skipped", text: `${name}: ${notEnglish}` };
  const misplaced = placeProblem(entry, { latitude, longitude });
  if (misplaced) return { kind: "skipped", text: `${name}: ${misplaced}` };
  // A "duplicate" the admin ticked on purpose (a neighbour within 30 m, or a repeat whose first
  // row was left out) is created, unless its address is listed now: that stays refused.
  const key = addressKey(entry.address, entry.city);
  const listed = await findHouseByAddressKey(db, key);
  if (listed) {
    return { kind: "skipped", text: `${name}: same address as listed house ${listed.id}.` };
  }
  // Its owner may have had it removed since the preview (docs/homeowners.md).
  if (await isDoNotListed(db, key)) {
    return { kind: "skipped", text: `${name}: ${HOMEOWNER_MESSAGES.doNotList}` };
  }
  const { citySlug, streetSlug: baseSlug } = houseSlugs(entry.address, entry.city);
  const linkRow = (houseId: SQL<number>) => [
    db
      .update(houseImportRows)
      .set({ houseId })
      .where(
        and(
          eq(houseImportRows.importId, record.importId),
          eq(houseImportRows.rowIndex, record.rowIndex),
        ),
      ),
  ];
  for (let attempt = 1; ; attempt++) {
    const streetSlug = await freeStreetSlug(db, citySlug, baseSlug || "house");
    try {
      const houseId = await insertHouse(
        db,
        {
          title: entry.title,
          description: entry.description,
          // Stored in their plain form, as a submission's (decision 334).
          address: plainCharacters(entry.address),
          city: plainCharacters(entry.city),
          state: entry.state ? expandState(entry.state) : null,
          latitude,
          longitude,
          latBand: latBand(latitude),
          addressKey: key,
          citySlug,
          streetSlug,
          importSource: head.fileName,
          ...scheduleToColumns(entry.schedule),
        },
        entry.features,
        undefined,
        linkRow,
      );
      return { kind: "created", houseId };
    } catch (error) {
      if (isUniqueViolation(error, "houses.address_key")) {
        return { kind: "skipped", text: `${name}: same address as a listed house.` };
      }
      if (isUniqueViolation(error, "houses.city_slug") && attempt < 3) continue;
      return {
        kind: "failed",
        text: `${name}: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }
}

/**
 * One batch of the commit (starting it first when none is running): the commit's totals, and the
 * houses this batch created (whose towns' cached pages must go).
 */
export async function commitImportBatch(
  db: Db,
  importId: string,
  indexes: readonly number[],
  placeProblem: PlaceProblem,
): Promise<{ result: ImportCommitResult; createdHouseIds: number[] } | null> {
  let head = await getImport(db, importId);
  if (!head) return null;
  if (head.commitStatus !== "running") head = await startCommit(db, head, indexes);
  const selection = JSON.parse(head.commitIndexes) as number[];
  const batch = selection.filter((i) => i > head.commitCursor).slice(0, IMPORT_LIMITS.commitBatch);
  const records =
    batch.length === 0
      ? []
      : await db
          .select()
          .from(houseImportRows)
          .where(and(eq(houseImportRows.importId, importId), idIn(houseImportRows.rowIndex, batch)))
          .orderBy(asc(houseImportRows.rowIndex));
  const counts = { created: 0, skipped: 0, failed: 0 };
  const texts: string[] = [];
  const createdHouseIds: number[] = [];
  for (const record of records) {
    const outcome = await commitRow(db, head, record, placeProblem);
    counts[outcome.kind]++;
    if (outcome.kind === "created") createdHouseIds.push(outcome.houseId);
    else texts.push(outcome.text);
  }
  const cursor = batch.at(-1) ?? head.commitCursor;
  const done = selection.every((i) => i <= cursor);
  const errors = [...(JSON.parse(head.errors) as string[]), ...texts].slice(0, MAX_STORED_ERRORS);
  // Applies only if no other call moved the cursor meanwhile (its totals then stand).
  await db
    .update(houseImports)
    .set({
      commitCursor: cursor,
      commitStatus: done ? "done" : "running",
      created: sql`${houseImports.created} + ${counts.created}`,
      skipped: sql`${houseImports.skipped} + ${counts.skipped}`,
      failed: sql`${houseImports.failed} + ${counts.failed}`,
      errors: JSON.stringify(errors),
      updatedAt: new Date(),
    })
    .where(and(eq(houseImports.id, importId), eq(houseImports.commitCursor, head.commitCursor)));
  return { result: commitResult((await getImport(db, importId))!), createdHouseIds };
}
