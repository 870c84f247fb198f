/**
 * Db-sync from the development database (DB) to the production one (PROD_DB, a second local D1
 * here exactly as in `npm start`): status, comparison, create, update, images, and a forced
 * failure of one house that leaves that production row untouched while the others sync.
 */

import { env } from "cloudflare:workers";
import { addressKey, houseSlugs, latBand } from "@contract/address";
import {
  DB_SYNC_BATCH_SIZE,
  dbSyncComparisonSchema,
  dbSyncRunSchema,
  dbSyncRunsSchema,
  dbSyncStatusSchema,
} from "@contract/admin";
import { beforeAll, describe, it } from "vitest";
import { expectJson } from "./expect-json";
import { api, createHouse, newAdmin, newCaller, signedIn, type TestCaller } from "./factories";

let admin: TestCaller;
beforeAll(async () => {
  admin = await newAdmin();
});

const prod = () => env.PROD_DB!;

/** A production house with the same address as a development one (same duplicate key). */
async function createProductionTwin(
  address: string,
  city: string,
  title: string,
  features: string[],
) {
  const { citySlug, streetSlug } = houseSlugs(address, city);
  const row = await prod()
    .prepare(
      `INSERT INTO houses (title, address, city, latitude, longitude, lat_band, address_key, city_slug,
         street_slug, avg_rating, review_count)
       VALUES (?, ?, ?, 40.7, -73.5, ?, ?, ?, ?, 4.5, 2) RETURNING id`,
    )
    .bind(title, address, city, latBand(40.7), addressKey(address, city), citySlug, streetSlug)
    .first<{ id: number }>();
  for (const f of features) {
    await prod()
      .prepare("INSERT INTO house_features (feature, house_id) VALUES (?, ?)")
      .bind(f, row!.id)
      .run();
  }
  return row!.id;
}

async function prodHouse(address: string, city: string) {
  return prod()
    .prepare("SELECT * FROM houses WHERE address_key = ?")
    .bind(addressKey(address, city))
    .first<Record<string, unknown>>();
}

async function prodFeatures(id: number) {
  const { results } = await prod()
    .prepare("SELECT feature FROM house_features WHERE house_id = ? ORDER BY feature")
    .bind(id)
    .all<{ feature: string }>();
  return results.map((r) => r.feature);
}

const step = (path: string, body: { runId?: string } = {}) =>
  api(`/api/admin/db-sync/${path}`, { method: "POST", token: admin.token, body });

/** Drives a run batch by batch, as the admin screen does, and answers the finished run. */
async function syncToEnd(path: string) {
  let run = await expectJson(await step(path), dbSyncRunSchema);
  for (let calls = 1; run.status === "running"; calls++) {
    if (calls > 100) throw new Error("db-sync did not finish in 100 batches");
    run = await expectJson(await step(path, { runId: run.runId }), dbSyncRunSchema);
  }
  return run;
}

const devHouseCount = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM houses").first<{ n: number }>())!.n;

describe("db-sync", () => {
  it("reports the production database as available", async ({ expect }) => {
    const status = await api("/api/admin/db-sync/status", { token: admin.token });
    expect(await expectJson(status, dbSyncStatusSchema)).toEqual({ available: true });
  });

  it("compares counts, creates missing houses and updates existing ones", async ({ expect }) => {
    const fresh = await createHouse({
      title: "Only In Dev",
      features: ["Charity", "Walk-Through"],
      isTopHouse: true,
    });
    const shared = await createHouse({ title: "New Dev Title", features: ["Blow-Ups"] });
    const twinId = await createProductionTwin(shared.address, shared.city, "Old Prod Title", [
      "Lights Only",
    ]);

    const before = await expectJson(
      await api("/api/admin/db-sync/compare/houses", { token: admin.token }),
      dbSyncComparisonSchema,
    );
    const devCount = (await env.DB.prepare("SELECT COUNT(*) AS n FROM houses").first<{
      n: number;
    }>())!.n;
    const prodCount = (await prod()
      .prepare("SELECT COUNT(*) AS n FROM houses")
      .first<{ n: number }>())!.n;
    expect(before).toEqual({ development: { count: devCount }, production: { count: prodCount } });

    const result = await syncToEnd("sync-all-houses");
    expect(result.failed).toBe(0);
    expect(result.errors).toEqual([]);
    expect(result.created + result.updated).toBe(devCount);

    const created = await prodHouse(fresh.address, fresh.city);
    expect(created).toMatchObject({
      title: "Only In Dev",
      is_top_house: 1,
      city_slug: fresh.citySlug,
    });
    expect(await prodFeatures(created!.id as number)).toEqual(["Charity", "Walk-Through"]);

    const updated = await prodHouse(shared.address, shared.city);
    expect(updated).toMatchObject({ id: twinId, title: "New Dev Title" });
    // Production's own counters are its own.
    expect(updated).toMatchObject({ avg_rating: 4.5, review_count: 2 });
    expect(await prodFeatures(twinId)).toEqual(["Blow-Ups"]);

    const after = await expectJson(
      await api("/api/admin/db-sync/compare/houses", { token: admin.token }),
      dbSyncComparisonSchema,
    );
    expect(after.production.count).toBe(after.development.count);

    // Running it again creates nothing new.
    const again = await syncToEnd("sync-all-houses");
    expect(again).toMatchObject({ created: 0, failed: 0 });
  });

  it("a failing house keeps its production row and the others still sync", async ({ expect }) => {
    const good = await createHouse({ title: "Good Dev Title", features: ["Charity"] });
    const bad = await createHouse({
      title: "Doomed Dev Title",
      features: ["Interactive", "Charity"],
    });
    const goodTwin = await createProductionTwin(good.address, good.city, "Good Prod Title", [
      "Lights Only",
    ]);
    const badTwin = await createProductionTwin(bad.address, bad.city, "Bad Prod Title", [
      "Lights Only",
    ]);
    // Production refuses one feature row of the doomed house: its house update ran first in the
    // same batch and must be rolled back with it.
    await prod()
      .prepare(
        `CREATE TRIGGER fail_doomed BEFORE INSERT ON house_features
         WHEN NEW.house_id = ${badTwin} AND NEW.feature = 'Interactive'
         BEGIN SELECT RAISE(ABORT, 'forced failure for the test'); END`,
      )
      .run();
    try {
      const result = await syncToEnd("sync-all-houses");
      expect(result.failed).toBe(1);
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toContain("Doomed Dev Title");
      expect(result.errors[0]).toContain("forced failure for the test");
      expect(result.updated).toBeGreaterThanOrEqual(1);

      expect(await prodHouse(bad.address, bad.city)).toMatchObject({
        id: badTwin,
        title: "Bad Prod Title",
      });
      expect(await prodFeatures(badTwin)).toEqual(["Lights Only"]);
      expect(await prodHouse(good.address, good.city)).toMatchObject({
        id: goodTwin,
        title: "Good Dev Title",
      });
      expect(await prodFeatures(goodTwin)).toEqual(["Charity"]);
    } finally {
      await prod().prepare("DROP TRIGGER fail_doomed").run();
    }
  });

  it("syncs house images: main image and missing photos, keeping production's own", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const house = await createHouse({
      title: "Photo House",
      mainImageUrl: "/demo/house-02.svg",
      features: ["Charity"],
    });
    await env.DB.prepare("INSERT INTO photos (house_id, image_url, uploaded_by) VALUES (?, ?, ?)")
      .bind(house.id, "/demo/house-03.svg", owner.uid)
      .run();
    const twin = await createProductionTwin(house.address, house.city, "Photo House", ["Charity"]);
    await prod()
      .prepare("INSERT INTO photos (house_id, image_url) VALUES (?, ?)")
      .bind(twin, "/prod-only.jpg")
      .run();

    const result = await syncToEnd("sync-house-images");
    expect(result.failed).toBe(0);
    expect(result.updated).toBeGreaterThanOrEqual(1);
    expect(await prodHouse(house.address, house.city)).toMatchObject({
      main_image_url: "/demo/house-02.svg",
    });
    const { results } = await prod()
      .prepare("SELECT image_url, uploaded_by FROM photos WHERE house_id = ? ORDER BY image_url")
      .bind(twin)
      .all();
    // The uploader exists only in development, so production keeps the photo without it.
    expect(results).toEqual([
      { image_url: "/demo/house-03.svg", uploaded_by: null },
      { image_url: "/prod-only.jpg", uploaded_by: null },
    ]);
    // Twice changes nothing more.
    await syncToEnd("sync-house-images");
    const count = await prod()
      .prepare("SELECT COUNT(*) AS n FROM photos WHERE house_id = ?")
      .bind(twin)
      .first();
    expect(count).toEqual({ n: 2 });
  });

  it("works in bounded batches: a run cut off part-way says how far it got and resumes from its cursor", async ({
    expect,
  }) => {
    const seeded = [];
    for (let i = 0; i < DB_SYNC_BATCH_SIZE + 5; i++) {
      seeded.push(await createHouse({ title: `Batch House ${i}`, features: ["Charity"] }));
    }
    const total = await devHouseCount();
    const first = await step("sync-all-houses");
    expect(first.status).toBe(200);
    const run = await expectJson(first, dbSyncRunSchema);
    expect(run).toMatchObject({ status: "running", processed: DB_SYNC_BATCH_SIZE, total });
    expect(run.runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(run.cursor).toBeGreaterThan(0);

    // The call that would have come next never arrives (the request limit cut the sync off):
    // the run says so, and houses past its cursor are untouched in production.
    const runs = await expectJson(
      await api("/api/admin/db-sync/runs", { token: admin.token }),
      dbSyncRunsSchema,
    );
    expect(runs.houses).toMatchObject({ runId: run.runId, status: "running", cursor: run.cursor });
    const last = seeded.at(-1)!;
    expect(await prodHouse(last.address, last.city)).toBeNull();

    // Resuming continues after the cursor and finishes.
    let resumed = run;
    while (resumed.status === "running") {
      resumed = await expectJson(
        await step("sync-all-houses", { runId: run.runId }),
        dbSyncRunSchema,
      );
      expect(resumed.processed).toBeLessThanOrEqual(total);
    }
    expect(resumed).toMatchObject({ status: "done", processed: total, failed: 0 });
    for (const house of seeded) expect(await prodHouse(house.address, house.city)).not.toBeNull();
    // A finished run stays finished.
    const again = await expectJson(
      await step("sync-all-houses", { runId: run.runId }),
      dbSyncRunSchema,
    );
    expect(again).toMatchObject({ status: "done", processed: total });
  });

  it("a house deleted while a run goes on leaves its count: the finished run reads N of N", async ({
    expect,
  }) => {
    for (let i = 0; i < DB_SYNC_BATCH_SIZE + 2; i++) {
      await createHouse({ title: `Vanishing Batch ${i}`, features: ["Charity"] });
    }
    const doomed = await createHouse({ title: "Deleted Mid-Run", features: ["Charity"] });
    const total = await devHouseCount();
    const run = await expectJson(await step("sync-all-houses"), dbSyncRunSchema);
    expect(run).toMatchObject({ status: "running", total });
    const deleted = await api(`/api/admin/houses/${doomed.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(deleted.status).toBe(200);

    let finished = run;
    while (finished.status === "running") {
      finished = await expectJson(
        await step("sync-all-houses", { runId: run.runId }),
        dbSyncRunSchema,
      );
    }
    expect(finished).toMatchObject({ status: "done", processed: total - 1, total: total - 1 });
    expect(await prodHouse(doomed.address, doomed.city)).toBeNull();
  });

  it("a run id must be a sync run of that kind", async ({ expect }) => {
    const bad = await step("sync-all-houses", { runId: "nope" });
    expect(bad.status).toBe(400);
    const unknown = await step("sync-all-houses", { runId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    const images = await expectJson(await step("sync-house-images"), dbSyncRunSchema);
    const wrongKind = await step("sync-all-houses", { runId: images.runId });
    expect(wrongKind.status).toBe(404);
  });

  it("a development house without features keeps the production house's features", async ({
    expect,
  }) => {
    const bare = await createHouse({ title: "Bare Dev House", features: [] });
    const twin = await createProductionTwin(bare.address, bare.city, "Curated Prod", [
      "Charity",
      "Music-Sync",
    ]);
    const result = await syncToEnd("sync-all-houses");
    expect(result.failed).toBe(0);
    expect(await prodHouse(bare.address, bare.city)).toMatchObject({ title: "Bare Dev House" });
    expect(await prodFeatures(twin)).toEqual(["Charity", "Music-Sync"]);
  });
});
