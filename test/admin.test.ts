import { siteContentResponseSchema } from "@contract/site-content";
import { errorSchema, userSchema } from "@contract/user";
import { expectJson } from "./expect-json";
/**
 * Admin rules: pagination maths, house search and edit, user role rules, content validation and
 * ordering, review delete with rating recompute.
 */

import { env } from "cloudflare:workers";
import { compareContentBlocks, totalPagesFor } from "@contract/admin";
import { beforeAll, describe, it } from "vitest";
import { setUserAdmin } from "../worker/db/admin-users";
import { createDb } from "../worker/db/client";
import {
  api,
  createHouse,
  createReview,
  json,
  newAdmin,
  newCaller,
  signedIn,
  type TestCaller,
} from "./factories";

let admin: TestCaller;
beforeAll(async () => {
  admin = await newAdmin();
});

describe("pagination maths", () => {
  it("counts pages, never fewer than one", ({ expect }) => {
    expect(totalPagesFor(0, 20)).toBe(1);
    expect(totalPagesFor(1, 20)).toBe(1);
    expect(totalPagesFor(20, 20)).toBe(1);
    expect(totalPagesFor(21, 20)).toBe(2);
    expect(totalPagesFor(41, 20)).toBe(3);
    expect(totalPagesFor(7, 1)).toBe(7);
  });

  it("pages the house list 20 at a time with total and totalPages", async ({ expect }) => {
    const tag = `Pager${Date.now().toString(36)}`;
    for (let i = 0; i < 23; i++) await createHouse({ title: `${tag} ${i}`, features: ["Charity"] });
    const first = await json(await api(`/api/admin/houses?search=${tag}`, { token: admin.token }));
    expect(first).toMatchObject({ total: 23, page: 1, totalPages: 2 });
    expect(first.houses).toHaveLength(20);
    const second = await json(
      await api(`/api/admin/houses?search=${tag}&page=2&limit=20`, { token: admin.token }),
    );
    expect(second).toMatchObject({ total: 23, page: 2, totalPages: 2 });
    expect(second.houses).toHaveLength(3);
    const ids = new Set([...first.houses, ...second.houses].map((h: { id: number }) => h.id));
    expect(ids.size).toBe(23);
    const beyond = await json(
      await api(`/api/admin/houses?search=${tag}&page=5`, { token: admin.token }),
    );
    expect(beyond).toMatchObject({ total: 23, page: 5, totalPages: 2, houses: [] });
  });

  it("dashboard counts: limit=1 reads the totals", async ({ expect }) => {
    const houses = await json(
      await api("/api/admin/houses?page=1&limit=1", { token: admin.token }),
    );
    const users = await json(await api("/api/admin/users?page=1&limit=1", { token: admin.token }));
    expect(houses.houses).toHaveLength(1);
    expect(houses.totalPages).toBe(houses.total);
    expect(users.users).toHaveLength(1);
    expect(users.total).toBeGreaterThanOrEqual(1);
  });

  it("rejects bad paging input with 400 naming the field", async ({ expect }) => {
    for (const query of ["page=0", "page=abc", "limit=0", "limit=101"]) {
      const response = await api(`/api/admin/houses?${query}`, { token: admin.token });
      expect(response.status).toBe(400);
      expect((await expectJson(response, errorSchema)).message).toMatch(/^(page|limit):/);
    }
  });
});

describe("houses", () => {
  it("searches title, address and city, case-insensitively, with wildcards taken literally", async ({
    expect,
  }) => {
    const tag = Date.now().toString(36);
    const byTitle = await createHouse({ title: `Candy Cane Lane ${tag}` });
    const byAddress = await createHouse({ address: `77 Snowflake${tag} Road` });
    const byCity = await createHouse({ city: `Northpole${tag}` });
    const search = async (text: string) =>
      (
        await json(
          await api(`/api/admin/houses?search=${encodeURIComponent(text)}`, { token: admin.token }),
        )
      ).houses.map((h: { id: number }) => h.id);
    expect(await search(`candy cane lane ${tag}`)).toEqual([byTitle.id]);
    expect(await search(`snowflake${tag}`)).toEqual([byAddress.id]);
    expect(await search(`NORTHPOLE${tag}`)).toEqual([byCity.id]);
    expect(await search(`%${tag}_x`)).toEqual([]);
  });

  it("edits a house: fields, top flag, features and the admin flags", async ({ expect }) => {
    const house = await createHouse({ features: ["Lights Only"] });
    const response = await api(`/api/admin/houses/${house.id}`, {
      method: "PUT",
      token: admin.token,
      body: {
        title: "  Winter Wonderland  ",
        address: "5 Tinsel Avenue",
        city: "Huntington",
        state: "New York",
        description: "Edited by an admin",
        isTopHouse: true,
        features: ["Blow-Ups", "Music-Sync", "Animatronics", "Blow-Ups"],
      },
    });
    expect(response.status).toBe(200);
    const { house: edited } = await json(response);
    expect(edited).toMatchObject({
      title: "Winter Wonderland",
      address: "5 Tinsel Avenue",
      city: "Huntington",
      isTopHouse: true,
      features: ["Animatronics", "Blow-Ups", "Music-Sync"],
      hasBlowUps: true,
      hasMusicSync: true,
      hasAnimations: true,
      hasSantaSleigh: false,
      hasNativityScene: false,
      citySlug: "huntington",
      streetSlug: "5-tinsel-ave",
    });
  });

  it("moves a house's pin: coordinates and latitude band, found by a radius search there", async ({
    expect,
  }) => {
    const house = await createHouse({ city: "Massapequa", latitude: 40.6682, longitude: -73.4588 });
    const body = {
      title: "Moved Pin House",
      address: house.address,
      city: "Massapequa",
      state: "New York",
      description: null,
      isTopHouse: false,
      features: ["Charity"],
      latitude: 40.6598,
      longitude: -73.4402,
    };
    const put = (changes: object) =>
      api(`/api/admin/houses/${house.id}`, {
        method: "PUT",
        token: admin.token,
        body: { ...body, ...changes },
      });
    const response = await put({});
    expect(response.status).toBe(200);
    expect((await json(response)).house).toMatchObject({ latitude: 40.6598, longitude: -73.4402 });
    const row = await env.DB.prepare(
      "SELECT latitude, longitude, lat_band FROM houses WHERE id = ?",
    )
      .bind(house.id)
      .first<{ latitude: number; longitude: number; lat_band: number }>();
    expect(row).toEqual({ latitude: 40.6598, longitude: -73.4402, lat_band: 2032 });
    const near = await json(
      await api("/api/houses?latitude=40.6598&longitude=-73.4402&maxDistance=1&limit=100", {
        token: admin.token,
      }),
    );
    expect(near.houses.map((h: { id: number }) => h.id)).toContain(house.id);

    // Off the island, or half a point: 400, and the pin stays.
    const sea = await put({ latitude: 40.3, longitude: -73.4 });
    expect(sea.status).toBe(400);
    expect((await json(sea)).message).toBe(
      "latitude: The location must be on Long Island (Nassau or Suffolk county)",
    );
    expect((await put({ longitude: undefined })).status).toBe(400);
    // Without coordinates the pin is kept.
    const kept = await json(await put({ latitude: undefined, longitude: undefined }));
    expect(kept.house).toMatchObject({ latitude: 40.6598, longitude: -73.4402 });
  });

  it("refuses bad edits with a clear 4xx", async ({ expect }) => {
    const house = await createHouse({ title: "Original Admin Title", features: ["Charity"] });
    const base = {
      title: "Fine Title",
      address: "9 Holly Street",
      city: "Babylon",
      state: null,
      description: null,
      isTopHouse: false,
      features: ["Charity"],
    };
    const put = (body: unknown, id = house.id) =>
      api(`/api/admin/houses/${id}`, { method: "PUT", token: admin.token, body });
    const short = await put({ ...base, title: "ab" });
    expect(short.status).toBe(400);
    expect((await expectJson(short, errorSchema)).message).toBe(
      "title: Title must be at least 3 characters",
    );
    const none = await put({ ...base, features: [] });
    expect((await expectJson(none, errorSchema)).message).toBe(
      "features: Please select at least one feature",
    );
    const unknown = await put({ ...base, features: ["Santa-Sleigh"] });
    expect(unknown.status).toBe(400);
    expect((await expectJson(unknown, errorSchema)).message).toMatch(/^features\.0: /);
    expect((await put(base, 99_999_999)).status).toBe(404);
    const taken = await createHouse();
    const clash = await put({ ...base, address: taken.address, city: taken.city });
    expect(clash.status).toBe(409);
    const profane = await put({ ...base, description: "what the fuck" });
    expect(profane.status).toBe(400);
    expect((await expectJson(profane, errorSchema)).message).toMatch(/family-friendly/i);
    const row = await env.DB.prepare("SELECT title FROM houses WHERE id = ?")
      .bind(house.id)
      .first<{ title: string }>();
    expect(row?.title).toBe("Original Admin Title");
  });

  it("deletes a house with its reviews", async ({ expect }) => {
    const reviewer = await signedIn(newCaller());
    const house = await createHouse({ features: ["Charity"] });
    await createReview(house.id, reviewer.uid, 5, "Great");
    const response = await api(`/api/admin/houses/${house.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(response.status).toBe(200);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM reviews WHERE house_id = ?")
      .bind(house.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect(
      (await api(`/api/admin/houses/${house.id}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(404);
  });
});

describe("users", () => {
  it("lists users with their role, newest first", async ({ expect }) => {
    const member = await signedIn(newCaller({ name: "Newest Member" }));
    const list = await json(await api("/api/admin/users?page=1&limit=20", { token: admin.token }));
    expect(list.users[0]).toMatchObject({ id: member.uid, firstName: "Newest", isAdmin: false });
    expect(list.users[0].createdAt).toMatch(/^\d{4}-/);
  });

  it("refuses an admin changing their own flag (400)", async ({ expect }) => {
    const me = await expectJson(await api("/api/auth/user", { token: admin.token }), userSchema);
    const response = await api(`/api/admin/users/${me.id}`, {
      method: "PUT",
      token: admin.token,
      body: { isAdmin: false },
    });
    expect(response.status).toBe(400);
    expect((await expectJson(response, errorSchema)).message).toBe(
      "You cannot change your own admin status",
    );
  });

  it("makes and removes another admin", async ({ expect }) => {
    const member = await signedIn(newCaller());
    const make = await api(`/api/admin/users/${member.uid}`, {
      method: "PUT",
      token: admin.token,
      body: { isAdmin: true },
    });
    expect((await json(make)).user.isAdmin).toBe(true);
    // The new admin can use the admin area at once.
    expect((await api("/api/admin/users", { token: member.token })).status).toBe(200);
    const remove = await api(`/api/admin/users/${member.uid}`, {
      method: "PUT",
      token: admin.token,
      body: { isAdmin: false },
    });
    expect((await json(remove)).user.isAdmin).toBe(false);
    expect((await api("/api/admin/users", { token: member.token })).status).toBe(403);
  });

  it("never removes the last admin", async ({ expect }) => {
    const db = createDb(env.DB);
    const me = await expectJson(await api("/api/auth/user", { token: admin.token }), userSchema);
    // Leave exactly one admin in this test file's database.
    await env.DB.prepare("UPDATE users SET is_admin = 0 WHERE id != ?").bind(me.id).run();
    expect(await setUserAdmin(db, me.id, false)).toBe(false);
    const row = await env.DB.prepare("SELECT is_admin FROM users WHERE id = ?")
      .bind(me.id)
      .first<{ is_admin: number }>();
    expect(row?.is_admin).toBe(1);
    // With a second admin it may go.
    const other = await signedIn(newCaller());
    await setUserAdmin(db, other.uid, true);
    expect(await setUserAdmin(db, me.id, false)).toBe(true);
    await setUserAdmin(db, me.id, true);
  });

  it("answers 404 for an unknown user and 400 for a bad body", async ({ expect }) => {
    const missing = await api("/api/admin/users/nobody-here", {
      method: "PUT",
      token: admin.token,
      body: { isAdmin: true },
    });
    expect(missing.status).toBe(404);
    const member = await signedIn(newCaller());
    const bad = await api(`/api/admin/users/${member.uid}`, {
      method: "PUT",
      token: admin.token,
      body: { isAdmin: "yes" },
    });
    expect(bad.status).toBe(400);
    expect((await expectJson(bad, errorSchema)).message).toMatch(/^isAdmin:/);
  });
});

describe("content", () => {
  const post = (body: unknown) =>
    api("/api/admin/content", { method: "POST", token: admin.token, body });

  it("requires key, title, content and page: 'All fields are required'", async ({ expect }) => {
    const full = { key: "contact.req.body", title: "T", content: "<p>c</p>", page: "contact" };
    for (const field of ["key", "title", "content", "page"] as const) {
      for (const value of [undefined, "", "   "]) {
        const response = await post({ ...full, [field]: value });
        expect(response.status).toBe(400);
        expect((await expectJson(response, errorSchema)).message).toBe("All fields are required");
      }
    }
    const notJson = await api("/api/admin/content", {
      method: "POST",
      token: admin.token,
      body: "nope",
    });
    expect(notJson.status).toBe(400);
    expect((await expectJson(notJson, errorSchema)).message).toBe("All fields are required");
  });

  it("checks formats after presence", async ({ expect }) => {
    const badPage = await post({ key: "x.y", title: "T", content: "c", page: "nowhere" });
    expect(badPage.status).toBe(400);
    expect((await expectJson(badPage, errorSchema)).message).toMatch(/^page:/);
    const badKey = await post({ key: "has spaces", title: "T", content: "c", page: "home" });
    expect((await expectJson(badKey, errorSchema)).message).toMatch(/^key:/);
  });

  it("keeps keys unique: 409", async ({ expect }) => {
    const body = {
      key: "home.unique.text",
      title: "Once",
      content: "One",
      page: "home",
      section: "unique",
    };
    expect((await post(body)).status).toBe(201);
    const again = await post({ ...body, title: "Twice" });
    expect(again.status).toBe(409);
    expect((await expectJson(again, errorSchema)).message).toMatch(/already exists/);
  });

  it("creates, edits and deletes a block, and the public read follows", async ({ expect }) => {
    const created = await json(
      await post({
        key: "privacy.flow.body",
        title: "Flow",
        content: "<p>First</p>",
        page: "privacy",
        section: "flow",
      }),
    );
    expect(created.content).toMatchObject({
      key: "privacy.flow.body",
      page: "privacy",
      section: "flow",
    });
    const read = async () =>
      (
        await expectJson(await api("/api/site-content?page=privacy"), siteContentResponseSchema)
      ).content.find((b: { key: string }) => b.key === "privacy.flow.body");
    expect((await read())?.content).toBe("<p>First</p>");
    const edit = await api(`/api/admin/content/${created.content.id}`, {
      method: "PUT",
      token: admin.token,
      body: { title: "Flow", content: "<p>Second</p>", section: "flow" },
    });
    expect(edit.status).toBe(200);
    expect((await read())?.content).toBe("<p>Second</p>");
    const del = await api(`/api/admin/content/${created.content.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(del.status).toBe(200);
    expect(await read()).toBeUndefined();
    expect(
      (
        await api(`/api/admin/content/${created.content.id}`, {
          method: "DELETE",
          token: admin.token,
        })
      ).status,
    ).toBe(404);
    const missing = await api(`/api/admin/content/${created.content.id}`, {
      method: "PUT",
      token: admin.token,
      body: { title: "x", content: "y" },
    });
    expect(missing.status).toBe(404);
  });

  it("filters by page and sorts by page order, section order, then key", async ({ expect }) => {
    await post({
      key: "terms.zeta.body",
      title: "z",
      content: "z",
      page: "terms",
      section: "zeta",
    });
    await post({
      key: "terms.intro.body",
      title: "i",
      content: "i",
      page: "terms",
      section: "intro",
    });
    await post({
      key: "terms.header.title",
      title: "h",
      content: "h",
      page: "terms",
      section: "header",
    });
    await post({
      key: "landing.hero.subtitle",
      title: "s",
      content: "s",
      page: "landing",
      section: "hero",
    });
    await post({
      key: "landing.hero.ctaLabel",
      title: "c",
      content: "c",
      page: "landing",
      section: "hero",
    });
    const terms = await json(await api("/api/admin/content?page=terms", { token: admin.token }));
    expect(terms.content.every((b: { page: string }) => b.page === "terms")).toBe(true);
    expect(
      terms.content
        .map((b: { key: string }) => b.key)
        .filter((k: string) => /header|intro|zeta/.test(k)),
    ).toEqual(["terms.header.title", "terms.intro.body", "terms.zeta.body"]);
    const all = await json(await api("/api/admin/content?page=all", { token: admin.token }));
    const keys = all.content.map((b: { key: string }) => b.key);
    expect(keys.indexOf("landing.hero.ctaLabel")).toBeLessThan(
      keys.indexOf("landing.hero.subtitle"),
    );
    expect(keys.indexOf("landing.hero.subtitle")).toBeLessThan(keys.indexOf("terms.header.title"));
    expect([...all.content].sort(compareContentBlocks)).toEqual(all.content);
    expect((await api("/api/admin/content?page=nowhere", { token: admin.token })).status).toBe(400);
  });
});

describe("reviews", () => {
  it("lists reviews with reviewer and house, and a deleted reviewer reads as null", async ({
    expect,
  }) => {
    const reviewer = await signedIn(newCaller({ name: "Rita Reviewer" }));
    const house = await createHouse({
      title: "Reviewed House",
      city: "Oyster Bay",
      features: ["Charity"],
    });
    const id = await createReview(house.id, reviewer.uid, 4, "Beautiful");
    const list = await json(
      await api("/api/admin/reviews?page=1&limit=20", { token: admin.token }),
    );
    expect(list).toMatchObject({ page: 1 });
    const entry = list.reviews.find((r: { id: number }) => r.id === id);
    expect(entry).toMatchObject({
      rating: 4,
      review: "Beautiful",
      user: { firstName: "Rita", lastName: "Reviewer", email: reviewer.email },
      house: { id: house.id, title: "Reviewed House", city: "Oyster Bay", address: house.address },
    });
  });

  it("deleting a review recomputes the house rating", async ({ expect }) => {
    const a = await signedIn(newCaller());
    const b = await signedIn(newCaller());
    const house = await createHouse({ features: ["Charity"] });
    const low = await createReview(house.id, a.uid, 1, "Meh");
    const high = await createReview(house.id, b.uid, 5, "Wow");
    const rating = async () =>
      env.DB.prepare("SELECT avg_rating, review_count FROM houses WHERE id = ?")
        .bind(house.id)
        .first();
    expect(await rating()).toEqual({ avg_rating: 3, review_count: 2 });
    expect(
      (await api(`/api/admin/reviews/${low}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(200);
    expect(await rating()).toEqual({ avg_rating: 5, review_count: 1 });
    expect(
      (await api(`/api/admin/reviews/${high}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(200);
    expect(await rating()).toEqual({ avg_rating: 0, review_count: 0 });
    expect(
      (await api(`/api/admin/reviews/${high}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(404);
  });
});
