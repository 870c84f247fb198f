/**
 * The nightly backup and the restore (docs/operations.md, Backups and restore): demo-like data,
 * the backup through the worker's Cron Trigger handler into the backups' own bucket, every table
 * emptied, the restore through the same statements `npm run restore` runs
 * (worker/lib/formats/backup.ts), and the same rows and checksums as before. Then a house deleted
 * in the app after a backup: the restore brings it back with its photos (decision 338).
 */
import { env } from "cloudflare:workers";
import { addedPhotoSchema } from "@contract/media";
import { beforeAll, describe, it } from "vitest";
import { dailyBackup } from "../worker/jobs/daily-backup";
import { DELETED_MEDIA_KEPT_DAYS } from "../worker/jobs/daily-cleanup";
import {
  type BackupManifest,
  type BackupRow,
  quoteIdentifier,
  readBackupTables,
  restoreStatements,
  tableQuery,
  verifyTables,
} from "../worker/lib/formats/backup";
import { expectJson } from "./expect-json";
import {
  api,
  appTables,
  createHouse,
  createReview,
  json,
  newAdmin,
  newCaller,
  PNG_DATA_URL,
  signedIn,
} from "./factories";
import { runNightlyJobs } from "./nightly-jobs";

const RUN_AT = new Date("2026-12-15T08:17:00Z");
const FOLDER = "backups/2026-12-15/";

async function manifestAt(folder: string): Promise<BackupManifest> {
  const object = await env.BACKUPS.get(`${folder}manifest.json`);
  if (!object) throw new Error(`No manifest in ${folder}`);
  return object.json<BackupManifest>();
}

async function readFile(folder: string, file: string) {
  const object = await env.BACKUPS.get(`${folder}${file}`);
  if (!object) throw new Error(`No ${file} in ${folder}`);
  return new Uint8Array(await object.arrayBuffer());
}

/** Every table's rows as the database holds them now, by table. */
async function snapshot(manifest: BackupManifest) {
  const tables: Record<string, BackupRow[]> = {};
  for (const table of manifest.tables) {
    tables[table.name] = (await env.DB.prepare(tableQuery(table)).all<BackupRow>()).results;
  }
  return tables;
}

let photoKey: string;
let houseTitle: string;

beforeAll(async () => {
  // Demo-like data: people, houses with features and photos, reviews, favorites, visits, a tour,
  // a local video upload, page texts, and awkward text (quotes, accents, emoji, new lines).
  const admin = await newAdmin();
  const ann = await signedIn(newCaller({ name: "Ann O'Neil" }));
  const bob = await signedIn(newCaller({ name: "Bob Sorensen" }));
  photoKey = `photos/${crypto.randomUUID()}.jpg`;
  houseTitle = "The O'Neils' \"Winter\" Wonderland ❄️";
  const first = await createHouse({
    title: houseTitle,
    description: "Line one\nLine two; DROP TABLE houses; -- not SQL",
    features: ["Blow-Ups", "Music-Sync"],
    mainImageUrl: `/api/media/${photoKey}`,
    latitude: 40.712_345_678_9,
  });
  const second = await createHouse({ features: ["Walk-Through"], mainImageUrl: null });
  const run = (sql: string, ...values: unknown[]) =>
    env.DB.prepare(sql)
      .bind(...values)
      .run();
  await run(
    "INSERT INTO photos (house_id, image_url, caption, uploaded_by) VALUES (?, ?, ?, ?)",
    first.id,
    `/api/media/${photoKey}`,
    "Façade at night",
    ann.uid,
  );
  await createReview(first.id, ann.uid, 5, "Best on the Island! 🎄");
  await createReview(first.id, bob.uid, 4, null as unknown as string);
  await run("INSERT INTO favorites (user_id, house_id) VALUES (?, ?)", bob.uid, first.id);
  await run(
    "INSERT INTO visits (house_id, user_id, visit_day) VALUES (?, ?, '2026-12-14')",
    first.id,
    ann.uid,
  );
  await run(
    "INSERT INTO video_uploads (id, user_id, file_name, upload_length, r2_key) VALUES (?, ?, 'lights.mp4', 1000, ?)",
    "a".repeat(32),
    ann.uid,
    `videos/${"a".repeat(32)}`,
  );
  const tour = await env.DB.prepare(
    "INSERT INTO tours (share_id, user_id, name) VALUES (?, ?, 'Saturday night') RETURNING id",
  )
    .bind("s".repeat(22), bob.uid)
    .first<{ id: number }>();
  await run(
    "INSERT INTO tour_stops (tour_id, house_id, position) VALUES (?, ?, 1), (?, ?, 2)",
    tour!.id,
    second.id,
    tour!.id,
    first.id,
  );
  await run(
    "INSERT INTO site_content (key, title, content, page) VALUES ('home.hero.title', 'Hero', '<p>It''s <b>lit</b></p>', 'home')",
  );
  void admin;
  // An old backup past the 30 days and a recent one: the run deletes only the old one.
  await env.BACKUPS.put("backups/2026-11-01/manifest.json", "{}");
  await env.BACKUPS.put("backups/2026-11-01/houses.ndjson.gz", "old");
  await env.BACKUPS.put("backups/2026-12-01/manifest.json", "{}");

  await runNightlyJobs(env, RUN_AT);
});

describe("nightly backup", () => {
  it("writes every table, compressed, with a manifest of counts, checksums, schema and media keys", async ({
    expect,
  }) => {
    const manifest = await manifestAt(FOLDER);
    const backedUp = manifest.tables.map((t) => t.name).sort();
    // Every table of the app, the job history included; not SQLite's, D1's or the search index.
    expect(backedUp).toEqual(await appTables());
    expect(manifest.searchIndexes).toEqual(["house_text_search"]);
    expect(manifest.migration.latest).toMatch(/^\d{4}_/);
    expect(manifest.migration.applied).toBeGreaterThan(10);
    // Parents before children: a restore can fill the tables in this order.
    const order = manifest.tables.map((t) => t.name);
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("houses"));
    expect(order.indexOf("houses")).toBeLessThan(order.indexOf("photos"));
    expect(order.indexOf("tours")).toBeLessThan(order.indexOf("tour_stops"));
    const houses = manifest.tables.find((t) => t.name === "houses")!;
    expect(houses.rows).toBe(2);
    expect(houses.sha256).toMatch(/^[0-9a-f]{64}$/);
    // gzip: the stored file starts with gzip's magic bytes.
    const stored = await readFile(FOLDER, houses.file);
    expect([stored[0], stored[1]]).toEqual([0x1f, 0x8b]);
    // Photos and videos stay in R2; the manifest lists the keys the rows point to.
    expect(manifest.mediaKeys).toEqual(
      expect.arrayContaining([photoKey, `videos/${"a".repeat(32)}`]),
    );
    expect(manifest.mediaKeys).toHaveLength(2);
    // The manifest's checksums are those of the database as it is, but for what changed after
    // the backup: the cleanup that ran next removed the stale upload (the backup still holds
    // it), and the job history recorded the runs' ends.
    const checks = await verifyTables(
      manifest,
      async (query) => (await env.DB.prepare(query).all<BackupRow>()).results,
    );
    expect(checks.filter((check) => !check.ok).map((check) => check.table)).toEqual(
      ["video_uploads", "scheduled_job_runs"].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
    );
  });

  it("keeps 30 days of backups: older folders are deleted, newer ones kept", async ({ expect }) => {
    expect(await env.BACKUPS.head("backups/2026-11-01/manifest.json")).toBeNull();
    expect(await env.BACKUPS.head("backups/2026-11-01/houses.ndjson.gz")).toBeNull();
    expect(await env.BACKUPS.head("backups/2026-12-01/manifest.json")).not.toBeNull();
  });

  it("lives in its own bucket, apart from the photos: a loss or bulk delete there spares it", async ({
    expect,
  }) => {
    expect(await env.BACKUPS.head(`${FOLDER}manifest.json`)).not.toBeNull();
    const inPhotosBucket = await env.MEDIA.list({ prefix: "backups/" });
    expect(inPhotosBucket.objects).toEqual([]);
  });

  it("is never served: the media route answers photos only, and a backup holds e-mail addresses", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    for (const path of [
      `/api/media/${FOLDER}users.ndjson.gz`,
      `/api/media/${encodeURIComponent(`${FOLDER}manifest.json`)}`,
      `/api/media/photos/..%2F${FOLDER}users.ndjson.gz`,
    ]) {
      const res = await api(path, { token: admin.token });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(await res.text(), path).not.toContain("@example.com");
    }
  });

  it("is on the admin dashboard as the backup's last run, with what it wrote", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    const res = await api("/api/admin/scheduled-jobs", { token: admin.token });
    expect(res.status).toBe(200);
    const runs = await json(res);
    expect(runs.backup).toMatchObject({ job: "backup", ok: true, error: null });
    expect(runs.backup.summary).toContain(FOLDER);
    expect(runs.cleanup).toMatchObject({ job: "cleanup", ok: true });
  });
});

describe("restore", () => {
  it("brings back every row after every table was emptied: same rows, same checksums", async ({
    expect,
  }) => {
    // The backup job itself (the nightly run also cleans up after it, which changes rows).
    const { folder } = await dailyBackup(env, new Date("2026-12-16T08:17:00Z"));
    const manifest = await manifestAt(folder);
    const before = await snapshot(manifest);
    expect(before.houses).toHaveLength(2);

    // Every table emptied (children first, as a mistaken bulk delete would leave them).
    await env.DB.batch([
      env.DB.prepare("PRAGMA defer_foreign_keys = on"),
      ...[...manifest.tables]
        .reverse()
        .map((t) => env.DB.prepare(`DELETE FROM ${quoteIdentifier(t.name)}`)),
    ]);
    const emptied = await snapshot(manifest);
    expect(Object.values(emptied).every((rows) => rows.length === 0)).toBe(true);
    expect((await json(await api("/api/houses"))).houses ?? []).toHaveLength(0);

    // What `npm run restore` does, with D1 in place of `wrangler d1 execute`.
    const tables = await readBackupTables(manifest, (file) => readFile(folder, file));
    const statements = restoreStatements(manifest, tables);
    await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));

    expect(await snapshot(manifest)).toEqual(before);
    const checks = await verifyTables(
      manifest,
      async (query) => (await env.DB.prepare(query).all<BackupRow>()).results,
    );
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.find((check) => check.table === "reviews")).toMatchObject({
      rows: 2,
      expectedRows: 2,
    });

    // The app works on the restored rows: search index rebuilt, features and counters intact.
    const found = await json(
      await api(`/api/houses?searchQuery=${encodeURIComponent("Wonderland")}`),
    );
    expect(found.houses.map((h: { title: string }) => h.title)).toEqual([houseTitle]);
    const filtered = await json(await api("/api/houses?features=Walk-Through"));
    expect(filtered.houses).toHaveLength(1);
  });

  it("refuses a damaged backup file before it deletes anything", async ({ expect }) => {
    const manifest = await manifestAt(FOLDER);
    const houses = manifest.tables.find((t) => t.name === "houses")!;
    const tampered = {
      ...manifest,
      tables: manifest.tables.map((t) => (t === houses ? { ...t, sha256: "0".repeat(64) } : t)),
    };
    await expect(readBackupTables(tampered, (file) => readFile(FOLDER, file))).rejects.toThrow(
      /houses\.ndjson\.gz: checksum/,
    );
  });
});

describe("a house deleted in the app, then the restore", () => {
  it("brings the house back with its photos: their files waited, unserved, for the restore", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const house = await createHouse();
    const photo = await expectJson(
      await api(`/api/houses/${house.id}/photos`, {
        method: "POST",
        token: owner.token,
        body: { imageUrl: PNG_DATA_URL },
      }),
      addedPhotoSchema,
    );
    const { folder } = await dailyBackup(env, new Date("2026-12-17T08:17:00Z"));
    const admin = await newAdmin();
    const deleted = await api(`/api/houses/${house.id}`, { method: "DELETE", token: admin.token });
    expect(deleted.status).toBe(200);
    expect((await api(photo.imageUrl)).status).toBe(404);

    // What `npm run restore` does, with D1 in place of `wrangler d1 execute`.
    const manifest = await manifestAt(folder);
    const tables = await readBackupTables(manifest, (file) => readFile(folder, file));
    await env.DB.batch(restoreStatements(manifest, tables).map((sql) => env.DB.prepare(sql)));

    expect((await api(`/api/houses/${house.id}`)).status).toBe(200);
    expect((await api(photo.imageUrl)).status).toBe(200);
    // The restore brought back the deletions as they were, without this one: the file stays
    // after the window too.
    await runNightlyJobs(env, Date.now() + (DELETED_MEDIA_KEPT_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect((await api(photo.imageUrl)).status).toBe(200);
  });
});
