/**
 * Deleting a house (admin only): everything that hangs off it goes, and its stored photos are
 * served no more (their files wait out the restore window, decision 338).
 */
import { env } from "cloudflare:workers";
import { addedPhotoSchema } from "@contract/media";
import { describe, it } from "vitest";
import { expectJson } from "./expect-json";
import {
  api,
  countHouseRows,
  createHouse,
  newAdmin,
  newCaller,
  PNG_DATA_URL,
  signedIn,
  tablesReferencing,
} from "./factories";

describe("DELETE /api/houses/:id (admin)", () => {
  it("401 anonymous, 403 non-admin, 404 missing", async ({ expect }) => {
    const house = await createHouse();
    expect((await api(`/api/houses/${house.id}`, { method: "DELETE" })).status).toBe(401);
    const res = await api(`/api/houses/${house.id}`, {
      method: "DELETE",
      token: newCaller().token,
    });
    expect(res.status).toBe(403);
    const admin = await newAdmin();
    expect((await api("/api/houses/999999", { method: "DELETE", token: admin.token })).status).toBe(
      404,
    );
  });

  // The rows go by the schema's ON DELETE CASCADE alone (db/house-delete.ts deletes only the
  // house row), so this also proves D1 enforces the foreign keys.
  it("removes the house, videos, reviews, favorites and visits; its photos are served no more", async ({
    expect,
  }) => {
    const house = await createHouse({ features: ["Blow-Ups"] });
    const user = await signedIn(newCaller());
    const photo = await expectJson(
      await api(`/api/houses/${house.id}/photos`, {
        method: "POST",
        token: user.token,
        body: { imageUrl: PNG_DATA_URL },
      }),
      addedPhotoSchema,
    );
    const key = photo.imageUrl.replace("/api/media/", "");
    await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: user.token,
      body: { rating: 5 },
    });
    await api(`/api/houses/${house.id}/videos`, {
      method: "POST",
      token: user.token,
      body: { videoUrl: "https://youtu.be/dQw4w9WgXcQ" },
    });
    await env.DB.batch([
      env.DB.prepare("INSERT INTO favorites (user_id, house_id) VALUES (?, ?)").bind(
        user.uid,
        house.id,
      ),
      env.DB.prepare("INSERT INTO visits (user_id, house_id) VALUES (?, ?)").bind(
        user.uid,
        house.id,
      ),
      env.DB.prepare("INSERT INTO page_views (user_id, house_id) VALUES (?, ?)").bind(
        user.uid,
        house.id,
      ),
      env.DB.prepare(
        "INSERT INTO proximity_visits (user_id, house_id, visit_day, latitude, longitude, accuracy) VALUES (?, ?, '2026-12-01', 40.7, -73.5, 5)",
      ).bind(user.uid, house.id),
      env.DB.prepare(
        "INSERT INTO lights_reports (house_id, user_id, night_key, status, created_at) VALUES (?, ?, '2026-12-01', 'on', ?)",
      ).bind(house.id, user.uid, Date.now()),
      env.DB.prepare(
        "INSERT INTO house_reports (house_id, user_id, reason, season, created_at) VALUES (?, ?, 'wrong-location', 2026, ?)",
      ).bind(house.id, user.uid, Date.now()),
      env.DB.prepare(
        "INSERT INTO homeowner_requests (house_id, user_id, kind, note) VALUES (?, ?, 'claim', 'I live here')",
      ).bind(house.id, user.uid),
      // An imported list's row keeps its history but lets go of the house.
      env.DB.prepare(
        "INSERT INTO house_imports (id, file_name, format, row_count) VALUES ('import-of-deleted', 'list.csv', 'csv', 1)",
      ),
      env.DB.prepare(
        "INSERT INTO house_import_rows (import_id, row_index, status, entry, house_id) VALUES ('import-of-deleted', 0, 'new', '{}', ?)",
      ).bind(house.id),
    ]);
    const tour = await api("/api/tours", {
      method: "POST",
      token: user.token,
      body: { name: "Before the delete", stopIds: [house.id] },
    });
    expect(tour.status).toBe(201);

    const admin = await newAdmin();
    const res = await api(`/api/houses/${house.id}`, { method: "DELETE", token: admin.token });
    expect(res.status).toBe(200);
    // Every table that points at houses had a row for this house above; a new one must be added.
    const children = await tablesReferencing("houses");
    expect(children.map((c) => c.table)).toEqual([
      "favorites",
      "homeowner_requests",
      "house_features",
      "house_import_rows",
      // Its own reports (house_id) and others' reports naming it as the duplicate (set null).
      "house_reports",
      "house_reports",
      "lights_reports",
      "page_views",
      "photos",
      "proximity_visits",
      "reviews",
      "tour_stops",
      "videos",
      "visits",
    ]);
    for (const { table } of children) expect(await countHouseRows(table, house.id), table).toBe(0);
    const row = await env.DB.prepare("SELECT id FROM houses WHERE id = ?").bind(house.id).first();
    expect(row).toBeNull();
    expect((await api(photo.imageUrl)).status).toBe(404);
    // The file stays for a restore of the house (test/scheduled-jobs.test.ts deletes it later).
    expect(await env.MEDIA.head(key)).not.toBeNull();
  });
});
