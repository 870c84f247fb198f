/**
 * One house: the detail answer (by id and by slugs) and its counters.
 */
import { env } from "cloudflare:workers";
import { counterResponseSchema, houseDetailSchema, siteStatsSchema } from "@contract/house";
import { errorSchema } from "@contract/user";
import { describe, it } from "vitest";
import { expectJson } from "./expect-json";
import { api, createHouse, newCaller, signedIn } from "./factories";

const user = newCaller({ name: "Sam Searcher" });

describe("house detail", () => {
  it("answers by id and by slugs with photos, videos, reviews, editor and counters", async ({
    expect,
  }) => {
    const reviewer = newCaller({ name: "Rita Reviewer" });
    await api("/api/auth/user", { token: reviewer.token });
    const house = await createHouse({
      address: "12 Holly Street",
      city: "East Meadow",
      features: ["Blow-Ups"],
      description: "Bright",
    });
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO photos (house_id, image_url, caption, uploaded_by) VALUES (?, ?, ?, ?)",
      ).bind(house.id, "/demo/scene-1.svg", "Front", reviewer.uid),
      env.DB.prepare("INSERT INTO videos (house_id, video_url, uploaded_by) VALUES (?, ?, ?)").bind(
        house.id,
        "https://youtu.be/abc12345678",
        reviewer.uid,
      ),
      env.DB.prepare(
        "INSERT INTO reviews (house_id, user_id, rating, review) VALUES (?, ?, 4, 'Lovely')",
      ).bind(house.id, reviewer.uid),
      env.DB.prepare(
        "UPDATE houses SET last_description_edit_at = ?, last_description_edit_user_id = ? WHERE id = ?",
      ).bind(Date.UTC(2026, 10, 20), reviewer.uid, house.id),
    ]);

    const byId = await api(`/api/houses/${house.id}`);
    expect(byId.status).toBe(200);
    const detail = await expectJson(byId, houseDetailSchema);
    expect(detail).toMatchObject({
      id: house.id,
      address: "12 Holly Street",
      city: "East Meadow",
      citySlug: "east-meadow",
      streetSlug: "12-holly-st",
      features: ["Blow-Ups"],
      description: "Bright",
      isTopHouse: false,
      userLastProximityVisit: null,
      lastDescriptionEditAt: "2026-11-20T00:00:00.000Z",
      lastDescriptionEditUser: { firstName: "Rita", lastInitial: "R" },
    });
    // Another person's e-mail never leaves the server.
    expect(detail.lastDescriptionEditUser).not.toHaveProperty("email");
    expect(JSON.stringify(detail)).not.toContain(reviewer.email);
    expect(detail.photos).toEqual([
      expect.objectContaining({
        imageUrl: "/demo/scene-1.svg",
        caption: "Front",
        uploadedBy: reviewer.uid,
      }),
    ]);
    expect(detail.videos[0]).toMatchObject({
      videoUrl: "https://youtu.be/abc12345678",
      cloudflareStreamId: null,
    });
    expect(detail.reviews[0]).toMatchObject({
      rating: 4,
      review: "Lovely",
      userId: reviewer.uid,
      user: { firstName: "Rita", lastInitial: "R" },
    });
    expect(detail.reviews[0]?.user).not.toHaveProperty("email");

    const bySlug = await expectJson(
      await api("/api/houses/east-meadow/12-holly-st"),
      houseDetailSchema,
    );
    expect(bySlug.id).toBe(house.id);
  });

  it("tells the viewer who submitted the house that its main photo is theirs, no one else (decision 405)", async ({
    expect,
  }) => {
    const submitter = newCaller({ name: "Sue Submitter" });
    const other = newCaller({ name: "Otto Other" });
    for (const caller of [submitter, other]) await api("/api/auth/user", { token: caller.token });
    const house = await createHouse({ mainImageUrl: "/api/media/photos/main-405.jpg" });
    await env.DB.prepare("UPDATE houses SET submitted_by = ? WHERE id = ?")
      .bind(submitter.uid, house.id)
      .run();
    const mainByViewer = async (token?: string) =>
      (await expectJson(await api(`/api/houses/${house.id}`, { token }), houseDetailSchema))
        .mainImageByViewer;
    expect(await mainByViewer(submitter.token)).toBe(true);
    expect(await mainByViewer(other.token)).toBe(false);
    expect(await mainByViewer()).toBe(false);
    // A main photo that is one of the photos (an admin's removal made it so, decision 366) is
    // listed as that photo, not apart.
    await env.DB.prepare("INSERT INTO photos (house_id, image_url, uploaded_by) VALUES (?, ?, ?)")
      .bind(house.id, "/api/media/photos/main-405.jpg", other.uid)
      .run();
    expect(await mainByViewer(submitter.token)).toBe(false);
  });

  it("answers 404 House not found for unknown ids and slugs, 404 for non-numeric junk", async ({
    expect,
  }) => {
    for (const path of ["/api/houses/999999", "/api/houses/nowhere/1-no-st"]) {
      const res = await api(path);
      expect(res.status).toBe(404);
      expect((await expectJson(res, errorSchema)).message).toBe("House not found");
    }
  });
});

describe("counters", () => {
  it("a repeat view the same day does not count: once per visitor (user or IP) per house per day", async ({
    expect,
  }) => {
    const house = await createHouse();
    const view = (init: { token?: string; ip?: string } = {}) =>
      api(`/api/houses/${house.id}/page-view`, {
        method: "POST",
        token: init.token,
        headers: init.ip ? { "CF-Connecting-IP": init.ip } : {},
      }).then((response) => expectJson(response, counterResponseSchema));
    expect(await view({ ip: "203.0.113.7" })).toEqual({ success: true, count: 1 });
    // 100 anonymous calls from the same address add nothing.
    for (let i = 0; i < 100; i++) await view({ ip: "203.0.113.7" });
    expect(await view({ ip: "203.0.113.7" })).toEqual({ success: true, count: 1 });
    // Another address and a signed-in user count once each.
    expect(await view({ ip: "198.51.100.2" })).toEqual({ success: true, count: 2 });
    expect(await view({ token: user.token, ip: "198.51.100.9" })).toEqual({
      success: true,
      count: 3,
    });
    expect(await view({ token: user.token, ip: "203.0.113.7" })).toEqual({
      success: true,
      count: 3,
    });
    const rows = await env.DB.prepare(
      "SELECT viewer_key, view_day FROM page_views WHERE house_id = ? ORDER BY id",
    )
      .bind(house.id)
      .all<{ viewer_key: string; view_day: string }>();
    expect(rows.results).toHaveLength(3);
    // The raw address is never stored, only a hash.
    expect(JSON.stringify(rows.results)).not.toContain("203.0.113.7");
    expect(rows.results[0]?.viewer_key).toMatch(/^ip:[0-9a-f]{64}$/);
    expect(rows.results[2]?.viewer_key).toBe(`user:${user.uid}`);
    expect(
      (await expectJson(await api(`/api/houses/${house.id}`), houseDetailSchema)).pageViewCount,
    ).toBe(3);
    expect((await api("/api/houses/999999/page-view", { method: "POST" })).status).toBe(404);
  });

  it("a person who views signed out, then signs in the same day, counts once; two people behind one address count twice (decision 389)", async ({
    expect,
  }) => {
    const house = await createHouse();
    const view = (init: { token?: string; ip: string }) =>
      api(`/api/houses/${house.id}/page-view`, {
        method: "POST",
        token: init.token,
        headers: { "CF-Connecting-IP": init.ip },
      }).then((response) => expectJson(response, counterResponseSchema));
    const [ann, bob, cat] = await Promise.all([
      signedIn(newCaller()),
      signedIn(newCaller()),
      signedIn(newCaller()),
    ]);
    // Ann views signed out, then signs in on the same address: one view.
    expect(await view({ ip: "192.0.2.10" })).toEqual({ success: true, count: 1 });
    expect(await view({ token: ann.token, ip: "192.0.2.10" })).toEqual({ success: true, count: 1 });
    expect(await view({ token: ann.token, ip: "192.0.2.10" })).toEqual({ success: true, count: 1 });
    // Bob, signed in behind the same address, is someone else: counted.
    expect(await view({ token: bob.token, ip: "192.0.2.10" })).toEqual({ success: true, count: 2 });
    // Signed out again on that address: one of them, not counted.
    expect(await view({ ip: "192.0.2.10" })).toEqual({ success: true, count: 2 });
    // The other way round: Cat signed in first, then signed out on the same address.
    expect(await view({ token: cat.token, ip: "192.0.2.20" })).toEqual({ success: true, count: 3 });
    expect(await view({ ip: "192.0.2.20" })).toEqual({ success: true, count: 3 });
    // Two people signed in behind one address, with no signed-out view: twice.
    const house2 = await createHouse();
    const view2 = (token: string) =>
      api(`/api/houses/${house2.id}/page-view`, {
        method: "POST",
        token,
        headers: { "CF-Connecting-IP": "192.0.2.30" },
      }).then((response) => expectJson(response, counterResponseSchema));
    expect(await view2(ann.token)).toEqual({ success: true, count: 1 });
    expect(await view2(bob.token)).toEqual({ success: true, count: 2 });
    expect(
      (await expectJson(await api(`/api/houses/${house.id}`), houseDetailSchema)).pageViewCount,
    ).toBe(3);
    // The address is kept only as the day's hash, as for signed-out views.
    const rows = await env.DB.prepare("SELECT ip_key FROM page_views WHERE house_id = ?")
      .bind(house.id)
      .all<{ ip_key: string }>();
    expect(JSON.stringify(rows.results)).not.toContain("192.0.2.10");
    expect(rows.results.every((r) => /^ip:[0-9a-f]{64}$/.test(r.ip_key))).toBe(true);
  });

  it("a view logged by a request that failed half-way still counts on the next try (log and count are one transaction)", async ({
    expect,
  }) => {
    const house = await createHouse();
    const viewer = newCaller();
    // Production refuses the counter update once: the request fails after its log insert ran.
    await env.DB.prepare(
      `CREATE TRIGGER fail_count_${house.id} BEFORE UPDATE OF page_view_count ON houses
       WHEN NEW.id = ${house.id} BEGIN SELECT RAISE(ABORT, 'forced failure'); END`,
    ).run();
    try {
      const failed = await api(`/api/houses/${house.id}/page-view`, {
        method: "POST",
        token: viewer.token,
      });
      expect(failed.status).toBe(500);
    } finally {
      await env.DB.prepare(`DROP TRIGGER fail_count_${house.id}`).run();
    }
    const retried = await api(`/api/houses/${house.id}/page-view`, {
      method: "POST",
      token: viewer.token,
    });
    expect(await expectJson(retried, counterResponseSchema)).toEqual({ success: true, count: 1 });
  });

  it("a view on the next New York day counts again", async ({ expect }) => {
    const { createDb } = await import("../worker/db/client");
    const { recordPageView, viewerKeyFor } = await import("../worker/db/house-counters");
    const house = await createHouse();
    const db = createDb(env.DB);
    const day1 = new Date("2026-12-01T16:00:00Z");
    const day2 = new Date("2026-12-02T16:00:00Z");
    const at = async (d: Date) =>
      recordPageView(
        db,
        house.id,
        { userId: null, viewerKey: await viewerKeyFor(null, "192.0.2.1", d) },
        d,
      );
    expect(await at(day1)).toBe(1);
    expect(await at(day1)).toBe(1);
    expect(await at(day2)).toBe(2);
  });

  it("a directions visit needs sign-in and counts once per user per house per day", async ({
    expect,
  }) => {
    const house = await createHouse();
    expect((await api(`/api/houses/${house.id}/visit`, { method: "POST" })).status).toBe(401);
    const res = await api(`/api/houses/${house.id}/visit`, { method: "POST", token: user.token });
    expect(await expectJson(res, counterResponseSchema)).toEqual({ success: true, count: 1 });
    // One user's 40 clicks add one.
    for (let i = 0; i < 40; i++) {
      await api(`/api/houses/${house.id}/visit`, { method: "POST", token: user.token });
    }
    const again = await api(`/api/houses/${house.id}/visit`, { method: "POST", token: user.token });
    expect(await expectJson(again, counterResponseSchema)).toEqual({ success: true, count: 1 });
    const other = newCaller();
    const second = await api(`/api/houses/${house.id}/visit`, {
      method: "POST",
      token: other.token,
    });
    expect(await expectJson(second, counterResponseSchema)).toEqual({ success: true, count: 2 });
    const rows = await env.DB.prepare("SELECT user_id FROM visits WHERE house_id = ? ORDER BY id")
      .bind(house.id)
      .all<{ user_id: string }>();
    expect(rows.results.map((r) => r.user_id)).toEqual([user.uid, other.uid]);
    expect(
      (await api("/api/houses/999999/visit", { method: "POST", token: user.token })).status,
    ).toBe(404);
  });

  it("stats count houses, users and photos (main image + extra photos)", async ({ expect }) => {
    const stats = await expectJson(await api("/api/houses/stats"), siteStatsSchema);
    const real = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM houses) AS houses, (SELECT COUNT(*) FROM users) AS users",
    ).first<{ houses: number; users: number }>();
    expect(stats.houses).toBe(real?.houses);
    expect(stats.users).toBe(real?.users);
    expect(stats.photos).toBeGreaterThanOrEqual(stats.houses - 1);
  });
});
