/**
 * "Report a problem" through HTTP: filing a report (the one-open-report rule, the daily cap and
 * the per-minute write limit, bad input), "Reported dark" after three different people this
 * season and its end when someone confirms the lights, the admin queue and each of its actions
 * (archive, move the pin, merge keeping every related row, remove a photo or the text, dismiss),
 * and the outcome in the reporter's "My Reports".
 */
import { env } from "cloudflare:workers";
import { houseDetailSchema, houseListResponseSchema } from "@contract/house";
import {
  adminReportListSchema,
  MAX_REPORTS_PER_DAY,
  myReportSchema,
  myReportsSchema,
  REPORT_MESSAGES,
  reportActionResponseSchema,
} from "@contract/house-reports";
import { afterEach, describe, it, vi } from "vitest";
import { expectJson } from "./expect-json";
import {
  api,
  apiWithEnv,
  countHouseRows,
  createHouse,
  createReview,
  json,
  newAdmin,
  newCaller,
  signedIn,
  type TestCaller,
  tablesReferencing,
} from "./factories";

afterEach(() => {
  vi.useRealTimers();
});

/** Puts the clock in the middle of the 2026 season (callers signed in after it). */
function inSeason() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-10T23:00:00Z"));
}

const report = (houseId: number, caller: TestCaller, body: Record<string, unknown>) =>
  api(`/api/houses/${houseId}/reports`, { method: "POST", token: caller.token, body });

const adminAction = (admin: TestCaller, houseId: number, action: string, body: unknown = {}) =>
  api(`/api/admin/reports/houses/${houseId}/${action}`, {
    method: "POST",
    token: admin.token,
    body,
  });

/** Photos of the house, one a millisecond apart in this order, as `/api/media/photos/<name>-<i>.png`. */
async function insertPhotos(houseId: number, count: number, name: string) {
  const inserted = await env.DB.batch<{ id: number }>(
    Array.from({ length: count }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO photos (house_id, image_url, created_at) VALUES (?, ?, ?) RETURNING id",
      ).bind(houseId, `/api/media/photos/${name}-${i}.png`, 1_700_000_000_000 + i),
    ),
  );
  return inserted.map((result) => result.results[0]!.id);
}

async function myReports(caller: TestCaller) {
  return expectJson(await api("/api/me/reports", { token: caller.token }), myReportsSchema);
}

async function houseAnswer(houseId: number) {
  return expectJson(await api(`/api/houses/${houseId}`), houseDetailSchema);
}

describe("POST /api/houses/{id}/reports", () => {
  it("files a report, lists it under My Reports, and refuses a second open one for the same reason", async ({
    expect,
  }) => {
    const house = await createHouse({ title: "Reported Lights" });
    const user = await signedIn(newCaller({ name: "Rita Reporter" }));
    const created = await report(house.id, user, {
      reason: "wrong-location",
      note: "  The pin is two blocks east  ",
    });
    expect(created.status).toBe(201);
    const body = await expectJson(created, myReportSchema);
    expect(body).toMatchObject({
      reason: "wrong-location",
      note: "The pin is two blocks east",
      status: "open",
      outcome: null,
      resolvedAt: null,
      house: { id: house.id, title: "Reported Lights" },
    });

    const again = await report(house.id, user, { reason: "wrong-location" });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ message: REPORT_MESSAGES.alreadyOpen });
    // Another reason for the same house is another report.
    expect((await report(house.id, user, { reason: "other", note: "Blinding" })).status).toBe(201);

    const mine = await myReports(user);
    expect(mine.map((r) => r.reason)).toEqual(["other", "wrong-location"]);
    // Another person sees only their own.
    expect(await myReports(await signedIn(newCaller()))).toEqual([]);
    expect((await api("/api/me/reports")).status).toBe(401);
  });

  it("answers bad input and unknown houses with a 4xx message, writing nothing", async ({
    expect,
  }) => {
    const house = await createHouse();
    const other = await createHouse();
    const user = await signedIn(newCaller());
    const cases: Array<[number, Record<string, unknown>, number, RegExp]> = [
      [house.id, { reason: "ugly" }, 400, /reason must be one of no-longer-decorates/],
      [house.id, {}, 400, /reason/],
      [house.id, { reason: "other", note: "x".repeat(1001) }, 400, /note: Keep the note under/],
      [house.id, { reason: "duplicate" }, 400, /Choose the house this one duplicates/],
      [house.id, { reason: "duplicate", duplicateOfHouseId: house.id }, 400, /itself/],
      [house.id, { reason: "duplicate", duplicateOfHouseId: 99_999_999 }, 400, /not found/],
      [house.id, { reason: "other", extra: true }, 400, /extra/],
      [99_999_999, { reason: "other" }, 404, /House not found/],
    ];
    for (const [id, body, status, message] of cases) {
      const response = await report(id, user, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await json(response)).message).toMatch(message);
    }
    const notJson = await api(`/api/houses/${house.id}/reports`, {
      method: "POST",
      token: user.token,
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
    expect(await myReports(user)).toEqual([]);
    // A duplicate names the other house.
    const duplicate = await report(house.id, user, {
      reason: "duplicate",
      duplicateOfHouseId: other.id,
    });
    expect(duplicate.status).toBe(201);
    const signedOut = await api(`/api/houses/${house.id}/reports`, {
      method: "POST",
      body: { reason: "other" },
    });
    expect(signedOut.status).toBe(401);
  });

  it("caps the reports one person files in a day and limits bursts like every write", async ({
    expect,
  }) => {
    const user = await signedIn(newCaller());
    const houses = await Promise.all([1, 2, 3, 4, 5].map(() => createHouse()));
    const reasons = ["no-longer-decorates", "wrong-location", "inappropriate", "other"];
    let filed = 0;
    for (const house of houses) {
      for (const reason of reasons) {
        if (filed === MAX_REPORTS_PER_DAY) break;
        expect((await report(house.id, user, { reason })).status).toBe(201);
        filed++;
      }
    }
    const capped = await report(houses[0]!.id, user, {
      reason: "duplicate",
      duplicateOfHouseId: houses[1]!.id,
    });
    expect(capped.status).toBe(429);
    expect(await json(capped)).toEqual({ message: REPORT_MESSAGES.tooMany });
    expect(await myReports(user)).toHaveLength(MAX_REPORTS_PER_DAY);

    // The per-minute limiter (a tight stand-in binding) answers 429 before anything is written.
    const burst = await signedIn(newCaller());
    const tight = { RATE_LIMIT_WRITES: env.TEST_RATE_LIMIT };
    const send = (reason: string) =>
      apiWithEnv(tight, `/api/houses/${houses[0]!.id}/reports`, {
        method: "POST",
        token: burst.token,
        body: { reason },
      });
    expect((await send("other")).status).toBe(201);
    expect((await send("wrong-location")).status).toBe(201);
    const limited = await send("inappropriate");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await myReports(burst)).map((r) => r.reason)).not.toContain("inappropriate");
  });
});

describe("Reported dark", () => {
  it("marks a house after three different people this season and clears it when it is seen lit", async ({
    expect,
  }) => {
    inSeason();
    const title = `Maybe Dark ${crypto.randomUUID().slice(0, 8)}`;
    const house = await createHouse({ title });
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => signedIn(newCaller())));
    expect((await report(house.id, first!, { reason: "no-longer-decorates" })).status).toBe(201);
    expect((await report(house.id, second!, { reason: "no-longer-decorates" })).status).toBe(201);
    // The same person twice is one person.
    expect((await report(house.id, second!, { reason: "no-longer-decorates" })).status).toBe(409);
    // Other reasons do not count.
    expect((await report(house.id, third!, { reason: "wrong-location" })).status).toBe(201);
    expect((await houseAnswer(house.id)).reportedDark).toBe(false);

    expect((await report(house.id, third!, { reason: "no-longer-decorates" })).status).toBe(201);
    expect((await houseAnswer(house.id)).reportedDark).toBe(true);
    const list = await expectJson(
      await api(`/api/houses?searchQuery=${encodeURIComponent(title)}&limit=10`, {
        token: first!.token,
      }),
      houseListResponseSchema,
    );
    expect(list.houses.map((h) => [h.id, h.reportedDark])).toEqual([[house.id, true]]);

    // An admin confirms it lit (the season check): dark ends, the reports get their outcome.
    const admin = await newAdmin();
    const confirmed = await api("/api/admin/season/confirm", {
      method: "POST",
      token: admin.token,
      body: { ids: [house.id] },
    });
    expect(confirmed.status).toBe(200);
    expect((await houseAnswer(house.id)).reportedDark).toBe(false);
    const outcome = (await myReports(first!)).find((r) => r.house?.id === house.id);
    expect(outcome).toMatchObject({ status: "resolved", outcome: "confirmed-lit" });
    // The wrong-location report is still waiting for the admin.
    const waiting = (await myReports(third!)).filter((r) => r.status === "open");
    expect(waiting.map((r) => r.reason)).toEqual(["wrong-location"]);
  });

  it("counts only this season's reports", async ({ expect }) => {
    const house = await createHouse();
    const people = await Promise.all([1, 2, 3].map(() => signedIn(newCaller())));
    // Two reports from last season, still open.
    for (const person of people.slice(0, 2)) {
      await env.DB.prepare(
        "INSERT INTO house_reports (house_id, user_id, reason, season, created_at) VALUES (?, ?, 'no-longer-decorates', 2025, ?)",
      )
        .bind(house.id, person.uid, Date.parse("2025-12-01T00:00:00Z"))
        .run();
    }
    inSeason();
    const latest = await signedIn(newCaller());
    expect((await report(house.id, latest, { reason: "no-longer-decorates" })).status).toBe(201);
    expect((await houseAnswer(house.id)).reportedDark).toBe(false);
  });
});

describe("the admin queue", () => {
  it("is for admins only, and groups open reports by house with counts and notes", async ({
    expect,
  }) => {
    const house = await createHouse({ title: "Queue House" });
    const [a, b] = await Promise.all(
      [1, 2].map(() => signedIn(newCaller({ name: "Nora Neighbor" }))),
    );
    await report(house.id, a!, { reason: "wrong-location", note: "Pin is on the school" });
    await report(house.id, b!, { reason: "wrong-location" });
    await report(house.id, b!, { reason: "inappropriate" });

    expect((await api("/api/admin/reports")).status).toBe(401);
    expect((await api("/api/admin/reports", { token: a!.token })).status).toBe(403);
    expect((await adminAction(a!, house.id, "dismiss")).status).toBe(403);

    const admin = await newAdmin();
    const list = await expectJson(
      await api("/api/admin/reports", { token: admin.token }),
      adminReportListSchema,
    );
    const group = list.groups.find((g) => g.house.id === house.id);
    expect(group?.counts).toEqual({
      "no-longer-decorates": 0,
      "wrong-location": 2,
      duplicate: 0,
      inappropriate: 1,
      other: 0,
    });
    expect(group?.reports[0]).toMatchObject({
      reason: "wrong-location",
      note: "Pin is on the school",
      reporterName: "Nora N.",
    });
    expect(list.totalHouses).toBeGreaterThanOrEqual(1);
  });

  it("moves the pin (on Long Island only) and the reporters read the outcome", async ({
    expect,
  }) => {
    const house = await createHouse();
    const user = await signedIn(newCaller());
    await report(house.id, user, { reason: "wrong-location" });
    const admin = await newAdmin();
    const offIsland = await adminAction(admin, house.id, "move", {
      latitude: 42.65,
      longitude: -73.75,
    });
    expect(offIsland.status).toBe(400);
    expect((await json(offIsland)).message).toMatch(/Long Island/);
    expect(
      (await adminAction(admin, 99_999_999, "move", { latitude: 40.7, longitude: -73.5 })).status,
    ).toBe(404);

    const moved = await adminAction(admin, house.id, "move", {
      latitude: 40.7001,
      longitude: -73.4602,
    });
    expect(await expectJson(moved, reportActionResponseSchema)).toEqual({
      resolved: 1,
      outcome: "moved",
    });
    const after = await houseAnswer(house.id);
    expect([after.latitude, after.longitude]).toEqual([40.7001, -73.4602]);
    const [mine] = await myReports(user);
    expect(mine).toMatchObject({ status: "resolved", outcome: "moved" });
    expect(mine?.resolvedAt).toBeTruthy();
    // Resolved: the same person may report the same problem again.
    expect((await report(house.id, user, { reason: "wrong-location" })).status).toBe(201);
  });

  it("archives the house and dismisses reports (which ends Reported dark)", async ({ expect }) => {
    inSeason();
    const admin = await newAdmin();
    const goneTitle = `Gone Dark ${crypto.randomUUID().slice(0, 8)}`;
    const gone = await createHouse({ title: goneTitle });
    const user = await signedIn(newCaller());
    await report(gone.id, user, { reason: "no-longer-decorates" });
    const archived = await adminAction(admin, gone.id, "archive");
    expect((await expectJson(archived, reportActionResponseSchema)).outcome).toBe("archived");
    // Gone from search (kept, and restorable from the season check).
    const search = await expectJson(
      await api(`/api/houses?searchQuery=${encodeURIComponent(goneTitle)}&limit=10`, {
        token: user.token,
      }),
      houseListResponseSchema,
    );
    expect(search.houses.map((h) => h.id)).not.toContain(gone.id);
    expect((await myReports(user))[0]).toMatchObject({ outcome: "archived" });
    // An archived house takes no new reports.
    expect((await report(gone.id, user, { reason: "other" })).status).toBe(404);

    const dark = await createHouse();
    for (let i = 0; i < 3; i++) {
      await report(dark.id, await signedIn(newCaller()), { reason: "no-longer-decorates" });
    }
    expect((await houseAnswer(dark.id)).reportedDark).toBe(true);
    const dismissed = await adminAction(admin, dark.id, "dismiss");
    expect(await expectJson(dismissed, reportActionResponseSchema)).toEqual({
      resolved: 3,
      outcome: "dismissed",
    });
    expect((await houseAnswer(dark.id)).reportedDark).toBe(false);
    const queue = await expectJson(
      await api("/api/admin/reports", { token: admin.token }),
      adminReportListSchema,
    );
    expect(queue.groups.map((g) => g.house.id)).not.toContain(dark.id);
  });

  it("removes a reported photo (its stored image served no more) and the description, never another house's photo", async ({
    expect,
  }) => {
    const house = await createHouse({ description: "Rude words here" });
    const elsewhere = await createHouse();
    const user = await signedIn(newCaller());
    await env.MEDIA.put("photos/reported-test.png", new Uint8Array([1, 2, 3]));
    const insertPhoto = (houseId: number, url: string) =>
      env.DB.prepare("INSERT INTO photos (house_id, image_url) VALUES (?, ?) RETURNING id")
        .bind(houseId, url)
        .first<{ id: number }>();
    const bad = (await insertPhoto(house.id, "/api/media/photos/reported-test.png"))!.id;
    const keep = (await insertPhoto(house.id, "/demo/scene-1.svg"))!.id;
    const foreign = (await insertPhoto(elsewhere.id, "/demo/scene-2.svg"))!.id;
    await env.DB.prepare("UPDATE houses SET main_image_url = ? WHERE id = ?")
      .bind("/api/media/photos/reported-test.png", house.id)
      .run();
    await report(house.id, user, { reason: "inappropriate", note: "The second photo" });
    const admin = await newAdmin();

    const wrongHouse = await adminAction(admin, house.id, "remove-content", {
      photoIds: [foreign],
    });
    expect(wrongHouse.status).toBe(404);
    expect(await countHouseRows("photos", elsewhere.id)).toBe(1);
    expect((await adminAction(admin, house.id, "remove-content", {})).status).toBe(400);

    const removed = await adminAction(admin, house.id, "remove-content", {
      photoIds: [bad],
      description: true,
    });
    expect(await expectJson(removed, reportActionResponseSchema)).toEqual({
      resolved: 1,
      outcome: "content-removed",
    });
    const after = await houseAnswer(house.id);
    expect(after.photos.map((p) => p.id)).toEqual([keep]);
    expect(after.description).toBeNull();
    // The main image was the removed photo: the remaining photo takes its place.
    expect(after.mainImageUrl).toBe("/demo/scene-1.svg");
    expect((await api("/api/media/photos/reported-test.png")).status).toBe(404);
    expect((await myReports(user))[0]).toMatchObject({ outcome: "content-removed" });
  });

  it("offers a hosted main photo kept only as the house's main image, and removing it records the file for deletion", async ({
    expect,
  }) => {
    // A submitted house's first photo is only houses.main_image_url, never a photos row.
    const onlyMain = await createHouse({ mainImageUrl: "/api/media/photos/main-only.png" });
    const withPhoto = await createHouse({ mainImageUrl: "/api/media/photos/main-first.png" });
    const demo = await createHouse({ mainImageUrl: "/demo/house-01.svg" });
    await env.MEDIA.put("photos/main-only.png", new Uint8Array([1, 2, 3]));
    await env.DB.prepare("INSERT INTO photos (house_id, image_url) VALUES (?, '/demo/scene-4.svg')")
      .bind(withPhoto.id)
      .run();
    for (const house of [onlyMain, withPhoto, demo]) {
      await report(house.id, await signedIn(newCaller()), { reason: "inappropriate" });
    }
    const admin = await newAdmin();
    const queue = await expectJson(
      await api("/api/admin/reports", { token: admin.token }),
      adminReportListSchema,
    );
    const listed = (id: number) => queue.groups.find((g) => g.house.id === id)?.house;
    expect(listed(onlyMain.id)).toMatchObject({
      photos: [],
      mainImageUrl: "/api/media/photos/main-only.png",
    });
    // The demo pictures are no upload to take down: no choice for them.
    expect(listed(demo.id)?.mainImageUrl).toBeNull();
    expect((await adminAction(admin, demo.id, "remove-content", { mainImage: true })).status).toBe(
      404,
    );
    expect((await houseAnswer(demo.id)).mainImageUrl).toBe("/demo/house-01.svg");

    const removed = await adminAction(admin, onlyMain.id, "remove-content", { mainImage: true });
    expect(await expectJson(removed, reportActionResponseSchema)).toEqual({
      resolved: 1,
      outcome: "content-removed",
    });
    // No photo left: the fallback picture.
    expect((await houseAnswer(onlyMain.id)).mainImageUrl).toBeNull();
    const deletion = await env.DB.prepare("SELECT key FROM media_deletions WHERE key = ?")
      .bind("photos/main-only.png")
      .first();
    expect(deletion).not.toBeNull();
    expect((await api("/api/media/photos/main-only.png")).status).toBe(404);

    await adminAction(admin, withPhoto.id, "remove-content", { mainImage: true });
    expect((await houseAnswer(withPhoto.id)).mainImageUrl).toBe("/demo/scene-4.svg");
  });

  it("removes 120 ticked photos at once, the main one among them, and still refuses one of another house (decision 371)", async ({
    expect,
  }) => {
    // D1 binds at most 100 parameters a statement: the ids and URLs must travel as one list each.
    const house = await createHouse();
    const elsewhere = await createHouse();
    const name = `many-${house.id}`;
    const ids = await insertPhotos(house.id, 125, name);
    const [foreign] = await insertPhotos(elsewhere.id, 1, `${name}-elsewhere`);
    const ticked = ids.slice(0, 120);
    await env.DB.prepare("UPDATE houses SET main_image_url = ? WHERE id = ?")
      .bind(`/api/media/photos/${name}-7.png`, house.id)
      .run();
    await report(house.id, await signedIn(newCaller()), { reason: "inappropriate" });
    const admin = await newAdmin();

    const mixed = await adminAction(admin, house.id, "remove-content", {
      photoIds: [...ticked.slice(1), foreign],
    });
    expect(mixed.status).toBe(404);
    expect(await countHouseRows("photos", house.id)).toBe(125);

    const removed = await adminAction(admin, house.id, "remove-content", { photoIds: ticked });
    expect(await expectJson(removed, reportActionResponseSchema)).toEqual({
      resolved: 1,
      outcome: "content-removed",
    });
    const after = await houseAnswer(house.id);
    expect(after.photos.map((p) => p.id)).toEqual(ids.slice(120));
    // The main image was among them: the oldest photo left takes its place.
    expect(after.mainImageUrl).toBe(`/api/media/photos/${name}-120.png`);
    expect(await countHouseRows("photos", elsewhere.id)).toBe(1);
    const asked = await env.DB.prepare(
      "SELECT count(*) AS n FROM media_deletions WHERE key LIKE ? AND key NOT LIKE ?",
    )
      .bind(`photos/${name}-%`, `photos/${name}-elsewhere%`)
      .first<{ n: number }>();
    expect(asked?.n).toBe(120);

    // The body stays bounded: past 1000 ids is a 400 naming the field.
    const tooMany = await adminAction(admin, house.id, "remove-content", {
      photoIds: Array.from({ length: 1001 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).message).toBe("photoIds: At most 1000 photos at once");
  });

  it("lists a house whose duplicate reports name more than 100 other houses (decision 371)", async ({
    expect,
  }) => {
    const house = await createHouse({ title: "Named Many Times" });
    const named: number[] = [];
    for (let i = 0; i < 105; i++) named.push((await createHouse()).id);
    // Each from its own reporter (one open report per person, house and reason), filed long ago so
    // the house heads the queue of the oldest-reported 50.
    const users = named.map((_, i) => `dup-reporter-${house.id}-${i}`);
    await env.DB.batch([
      ...users.map((id) =>
        env.DB.prepare(
          "INSERT INTO users (id, first_name, last_name) VALUES (?, 'Dee', 'Upton')",
        ).bind(id),
      ),
      ...named.map((other, i) =>
        env.DB.prepare(
          `INSERT INTO house_reports (house_id, user_id, reason, duplicate_of_house_id, season, created_at)
           VALUES (?, ?, 'duplicate', ?, 2000, ?)`,
        ).bind(house.id, users[i], other, Date.UTC(2001, 0, 1) + i),
      ),
    ]);
    const admin = await newAdmin();
    const queue = await expectJson(
      await api("/api/admin/reports", { token: admin.token }),
      adminReportListSchema,
    );
    const group = queue.groups.find((g) => g.house.id === house.id);
    expect(group?.counts.duplicate).toBe(105);
    expect(group?.reports.map((r) => r.duplicateOf?.id)).toEqual(named);

    // Answered, so the queue the other tests read is as it was.
    const dismissed = await adminAction(admin, house.id, "dismiss");
    expect(await expectJson(dismissed, reportActionResponseSchema)).toEqual({
      resolved: 105,
      outcome: "dismissed",
    });
  });

  it("merges two duplicates into the kept house, moving every related row in one batch", async ({
    expect,
  }) => {
    const kept = await createHouse({
      title: "Kept Listing",
      features: ["Blow-Ups"],
      pageViewCount: 10,
      visitCount: 4,
    });
    const dropped = await createHouse({
      title: "Duplicate Listing",
      features: ["Blow-Ups", "Music-Sync"],
      pageViewCount: 5,
      visitCount: 2,
    });
    const both = await signedIn(newCaller());
    const onlyDropped = await signedIn(newCaller());
    // Rows on the dropped house, some of them also on the kept one (same person, same tour).
    await createReview(kept.id, both.uid, 5, "Great");
    await createReview(dropped.id, both.uid, 1, "Same house, other listing");
    await createReview(dropped.id, onlyDropped.uid, 3, "Nice");
    const day = "2026-12-01";
    const stmt = (sql: string, ...values: unknown[]) => env.DB.prepare(sql).bind(...values);
    await env.DB.batch([
      stmt("INSERT INTO favorites (user_id, house_id) VALUES (?, ?)", both.uid, kept.id),
      stmt("INSERT INTO favorites (user_id, house_id) VALUES (?, ?)", both.uid, dropped.id),
      stmt("INSERT INTO favorites (user_id, house_id) VALUES (?, ?)", onlyDropped.uid, dropped.id),
      stmt("INSERT INTO photos (house_id, image_url) VALUES (?, '/demo/scene-3.svg')", dropped.id),
      stmt(
        "INSERT INTO videos (house_id, video_url) VALUES (?, 'https://youtu.be/dQw4w9WgXcQ')",
        dropped.id,
      ),
      stmt(
        "INSERT INTO visits (user_id, house_id, visit_day) VALUES (?, ?, ?)",
        both.uid,
        dropped.id,
        day,
      ),
      stmt(
        "INSERT INTO page_views (user_id, house_id, viewer_key, view_day) VALUES (?, ?, ?, ?)",
        both.uid,
        dropped.id,
        `user:${both.uid}`,
        day,
      ),
      stmt(
        "INSERT INTO proximity_visits (user_id, house_id, visit_day, latitude, longitude, accuracy) VALUES (?, ?, ?, 40.7, -73.5, 5)",
        onlyDropped.uid,
        dropped.id,
        day,
      ),
      stmt(
        "INSERT INTO lights_reports (house_id, user_id, night_key, status, created_at) VALUES (?, ?, ?, 'on', ?)",
        dropped.id,
        onlyDropped.uid,
        day,
        Date.now(),
      ),
      stmt(
        "INSERT INTO homeowner_requests (house_id, user_id, kind, note) VALUES (?, ?, 'claim', 'I live here')",
        dropped.id,
        onlyDropped.uid,
      ),
      stmt(
        "INSERT INTO house_imports (id, file_name, format, row_count) VALUES (?, 'list.kml', 'kml', 1)",
        `merge-${dropped.id}`,
      ),
      stmt(
        "INSERT INTO house_import_rows (import_id, row_index, status, entry, house_id) VALUES (?, 0, 'new', '{}', ?)",
        `merge-${dropped.id}`,
        dropped.id,
      ),
    ]);
    const tour = await api("/api/tours", {
      method: "POST",
      token: both.token,
      body: { name: "Both listings", stopIds: [kept.id, dropped.id] },
    });
    expect(tour.status).toBe(201);
    const otherTour = await api("/api/tours", {
      method: "POST",
      token: onlyDropped.token,
      body: { name: "Only the duplicate", stopIds: [dropped.id] },
    });
    expect(otherTour.status).toBe(201);
    expect(
      (await report(dropped.id, onlyDropped, { reason: "duplicate", duplicateOfHouseId: kept.id }))
        .status,
    ).toBe(201);

    // Rows the same person or tour has on both houses: the kept house's row wins.
    const collisions: Record<string, number> = {
      favorites: 1,
      reviews: 1,
      tour_stops: 1,
      house_features: 1,
    };
    const tables = [...new Set((await tablesReferencing("houses")).map((t) => t.table))];
    const before: Record<string, number> = {};
    for (const table of tables) {
      before[table] =
        (await countHouseRows(table, kept.id)) + (await countHouseRows(table, dropped.id));
    }
    // Every kind of related row is there to be moved (a new table must be added above).
    for (const table of tables) {
      expect(await countHouseRows(table, dropped.id), table).toBeGreaterThan(0);
    }

    const admin = await newAdmin();
    expect(
      (await adminAction(admin, dropped.id, "merge", { intoHouseId: dropped.id })).status,
    ).toBe(400);
    expect(
      (await adminAction(admin, dropped.id, "merge", { intoHouseId: 99_999_999 })).status,
    ).toBe(404);
    const merged = await adminAction(admin, dropped.id, "merge", { intoHouseId: kept.id });
    expect(await expectJson(merged, reportActionResponseSchema)).toEqual({
      resolved: 1,
      outcome: "merged",
    });

    for (const table of tables) {
      expect(await countHouseRows(table, dropped.id), table).toBe(0);
      expect(await countHouseRows(table, kept.id), table).toBe(
        before[table]! - (collisions[table] ?? 0),
      );
    }
    expect(
      await env.DB.prepare("SELECT id FROM houses WHERE id = ?").bind(dropped.id).first(),
    ).toBeNull();
    const after = await houseAnswer(kept.id);
    expect(after.features.sort()).toEqual(["Blow-Ups", "Music-Sync"]);
    expect(after.reviewCount).toBe(2);
    expect(after.avgRating).toBe(4);
    expect(after.reviews.map((r) => r.review).sort()).toEqual(["Great", "Nice"]);
    expect(after.pageViewCount).toBe(15);
    expect(after.visitCount).toBe(6);
    expect(after.photos).toHaveLength(1);
    expect(after.videos).toHaveLength(1);
    // The reporter's report now names the kept house, with its outcome.
    expect((await myReports(onlyDropped))[0]).toMatchObject({
      outcome: "merged",
      house: { id: kept.id, title: "Kept Listing" },
    });
  });
});
