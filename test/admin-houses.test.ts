/**
 * Admin houses: pagination maths, search, edit (fields, flags, pin) and delete. Answers are read
 * through the contract's admin schemas.
 */

import { env } from "cloudflare:workers";
import {
  type AdminHouse,
  adminHouseAnswerSchema,
  adminHouseChangedAnswerSchema,
  adminHouseListSchema,
  adminUserListSchema,
  totalPagesFor,
} from "@contract/admin";
import { HOUSE_CHANGED_SINCE_OPENED } from "@contract/admin-house-texts";
import { houseListResponseSchema } from "@contract/house";
import { errorSchema } from "@contract/user";
import { beforeAll, describe, it } from "vitest";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  createReview,
  knownTown,
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
    const first = await expectJson(
      await api(`/api/admin/houses?search=${tag}`, { token: admin.token }),
      adminHouseListSchema,
    );
    expect(first).toMatchObject({ total: 23, page: 1, totalPages: 2 });
    expect(first.houses).toHaveLength(20);
    const second = await expectJson(
      await api(`/api/admin/houses?search=${tag}&page=2&limit=20`, { token: admin.token }),
      adminHouseListSchema,
    );
    expect(second).toMatchObject({ total: 23, page: 2, totalPages: 2 });
    expect(second.houses).toHaveLength(3);
    const ids = new Set([...first.houses, ...second.houses].map((h: { id: number }) => h.id));
    expect(ids.size).toBe(23);
    const beyond = await expectJson(
      await api(`/api/admin/houses?search=${tag}&page=5`, { token: admin.token }),
      adminHouseListSchema,
    );
    expect(beyond).toMatchObject({ total: 23, page: 5, totalPages: 2, houses: [] });
  });

  it("dashboard counts: limit=1 reads the totals", async ({ expect }) => {
    const houses = await expectJson(
      await api("/api/admin/houses?page=1&limit=1", { token: admin.token }),
      adminHouseListSchema,
    );
    const users = await expectJson(
      await api("/api/admin/users?page=1&limit=1", { token: admin.token }),
      adminUserListSchema,
    );
    expect(houses.houses).toHaveLength(1);
    expect(houses.totalPages).toBe(houses.total);
    expect(users.users).toHaveLength(1);
    expect(users.total).toBeGreaterThanOrEqual(1);
  });

  it("rejects bad paging input with 400 naming the field", async ({ expect }) => {
    for (const query of ["page=0", "page=abc", "limit=0", "limit=101"]) {
      const response = await api(`/api/admin/houses?${query}`, { token: admin.token });
      expect(response.status).toBe(400);
      expect((await expectJson(response, errorSchema)).message).toMatch(
        /^(page|limit) must be a whole number from 1 to /,
      );
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
        await expectJson(
          await api(`/api/admin/houses?search=${encodeURIComponent(text)}`, { token: admin.token }),
          adminHouseListSchema,
        )
      ).houses.map((h: { id: number }) => h.id);
    expect(await search(`candy cane lane ${tag}`)).toEqual([byTitle.id]);
    expect(await search(`snowflake${tag}`)).toEqual([byAddress.id]);
    // The same reading as the home finder (decision 386): a town after the street, no comma.
    expect(await search(`77 Snowflake${tag} Rd Massapequa NY`)).toEqual([byAddress.id]);
    expect(await search(`NORTHPOLE${tag}`)).toEqual([byCity.id]);
    expect(await search(`%${tag}_x`)).toEqual([]);
  });

  it("edits a house: fields, top flag, features and the admin flags", async ({ expect }) => {
    // A house in Huntington whose town the edit writes out again (a town near its pin, decision 419).
    const { latitude, longitude } = knownTown("Huntington");
    const house = await createHouse({ features: ["Lights Only"], latitude, longitude });
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
    const { house: edited } = await expectJson(response, adminHouseAnswerSchema);
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
    expect((await expectJson(response, adminHouseAnswerSchema)).house).toMatchObject({
      latitude: 40.6598,
      longitude: -73.4402,
    });
    const row = await env.DB.prepare(
      "SELECT latitude, longitude, lat_band FROM houses WHERE id = ?",
    )
      .bind(house.id)
      .first<{ latitude: number; longitude: number; lat_band: number }>();
    expect(row).toEqual({ latitude: 40.6598, longitude: -73.4402, lat_band: 2032 });
    const near = await expectJson(
      await api("/api/houses?latitude=40.6598&longitude=-73.4402&maxDistance=1&limit=100", {
        token: admin.token,
      }),
      houseListResponseSchema,
    );
    expect(near.houses.map((h: { id: number }) => h.id)).toContain(house.id);

    // Off the island, or half a point: 400, and the pin stays.
    const sea = await put({ latitude: 40.3, longitude: -73.4 });
    expect(sea.status).toBe(400);
    expect((await expectJson(sea, errorSchema)).message).toBe(
      "latitude: The location must be on Long Island (Nassau or Suffolk county)",
    );
    expect((await put({ longitude: undefined })).status).toBe(400);
    // Without coordinates the pin is kept.
    const kept = await expectJson(
      await put({ latitude: undefined, longitude: undefined }),
      adminHouseAnswerSchema,
    );
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
    // The submit form's rules for the texts (decision 307): a town name, nothing invisible.
    const town = await put({ ...base, city: "../../admin" });
    expect(town.status).toBe(400);
    expect((await expectJson(town, errorSchema)).message).toBe(
      "city: City must be a town name: letters, spaces, hyphens, apostrophes and periods",
    );
    const reversed = await put({ ...base, title: "abc\u202Eevil\u202C" });
    expect(reversed.status).toBe(400);
    expect((await expectJson(reversed, errorSchema)).message).toBe(
      "title: Remove control characters and text-direction marks (they are invisible)",
    );
    const blank = await put({ ...base, title: "\u200b\u200b\u200b" });
    expect((await expectJson(blank, errorSchema)).message).toBe(
      "title: Title must be at least 3 characters",
    );
    const nul = await put({ ...base, description: "Edited\u0000" });
    expect((await expectJson(nul, errorSchema)).message).toBe(
      "description: Remove control characters and text-direction marks (they are invisible)",
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

  /** The house as the admin list shows it (what the edit dialog starts from). */
  const listed = async (house: { id: number; address: string }) =>
    (
      await expectJson(
        await api(`/api/admin/houses?search=${encodeURIComponent(house.address)}`, {
          token: admin.token,
        }),
        adminHouseListSchema,
      )
    ).houses.find((h) => h.id === house.id)!;
  /** What the dialog sends: the fields changed, each with the value it started from. */
  const edit = (house: { id: number }, changes: object, opened: AdminHouse) =>
    api(`/api/admin/houses/${house.id}`, {
      method: "PUT",
      token: admin.token,
      body: {
        ...changes,
        expected: Object.fromEntries(
          Object.keys(changes).map((field) => [field, opened[field as keyof AdminHouse]]),
        ),
      },
    });

  it("an edit goes through after a rating and the owner's description, which it never puts back (decision 369)", async ({
    expect,
  }) => {
    const house = await createHouse({ title: "Rated Meanwhile", description: "First words" });
    const owner = await signedIn(newCaller());
    await env.DB.prepare("UPDATE houses SET owner_id = ? WHERE id = ?")
      .bind(owner.uid, house.id)
      .run();
    const opened = await listed(house);
    // While the admin's dialog is open a visitor rates the house and its owner rewrites the
    // description: each moves the house's updatedAt on.
    const visitor = await signedIn(newCaller());
    const rated = await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: visitor.token,
      body: { rating: 4 },
    });
    expect(rated.status).toBe(201);
    const written = await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      token: owner.token,
      body: { description: "The owner's newer words" },
    });
    expect(written.status).toBe(200);
    expect((await listed(house)).updatedAt > opened.updatedAt).toBe(true);

    const saved = await edit(house, { title: "Rated Meanwhile Renamed", isTopHouse: true }, opened);
    expect(saved.status).toBe(200);
    expect((await expectJson(saved, adminHouseAnswerSchema)).house).toMatchObject({
      title: "Rated Meanwhile Renamed",
      isTopHouse: true,
      description: "The owner's newer words",
      state: "NY",
      reviewCount: 1,
      avgRating: 4,
    });
    // The pin, checked from the values the dialog read, moves too.
    const moved = await edit(house, { latitude: 40.6901, longitude: -73.4702 }, opened);
    expect(moved.status).toBe(200);
    expect((await expectJson(moved, adminHouseAnswerSchema)).house).toMatchObject({
      latitude: 40.6901,
      title: "Rated Meanwhile Renamed",
    });
  });

  it("a field changed on both sides is 409 naming it, with the house as it is now, and nothing changes (decision 369)", async ({
    expect,
  }) => {
    const house = await createHouse({
      title: "Both Sides",
      description: "First words",
      state: null,
    });
    const opened = await listed(house);
    const visitor = await signedIn(newCaller());
    const written = await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      token: visitor.token,
      body: { description: "Newer words from the house page" },
    });
    expect(written.status).toBe(200);

    const changes = { title: "Both Sides Renamed", description: "The admin's words", state: "NY" };
    const refused = await edit(house, changes, opened);
    expect(refused.status).toBe(409);
    const answer = await expectJson(refused, adminHouseChangedAnswerSchema);
    expect(answer.message).toBe(HOUSE_CHANGED_SINCE_OPENED);
    expect(answer.fields).toEqual(["description"]);
    expect(answer.house).toMatchObject({
      title: "Both Sides",
      description: "Newer words from the house page",
      state: null,
    });
    // Nothing of the refused edit was written, the title and the state included.
    expect(await listed(house)).toMatchObject(answer.house);

    // From the current values the same edit goes through.
    const saved = await edit(house, changes, answer.house);
    expect(saved.status).toBe(200);
    expect((await expectJson(saved, adminHouseAnswerSchema)).house).toMatchObject(changes);
    // Another admin's state, meanwhile, against this one's from null: refused and named.
    const after = await listed(house);
    expect((await edit(house, { state: "New York" }, after)).status).toBe(200);
    const stale = await edit(house, { state: "N.Y.", isTopHouse: true }, after);
    expect(stale.status).toBe(409);
    expect((await expectJson(stale, adminHouseChangedAnswerSchema)).fields).toEqual(["state"]);
    expect(await listed(house)).toMatchObject({ state: "New York", isTopHouse: false });
  });

  it("two edits of one field from the same values: one lands, the other is refused", async ({
    expect,
  }) => {
    const house = await createHouse({ title: "Raced Title" });
    const opened = await listed(house);
    const answers = await Promise.all(
      ["Raced Title One", "Raced Title Two"].map((title) => edit(house, { title }, opened)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    const { fields, house: now } = await expectJson(refused, adminHouseChangedAnswerSchema);
    expect(fields).toEqual(["title"]);
    expect((await listed(house)).title).toBe(now.title);
  });

  it("features the admin switched are switched; one a visitor added meanwhile stays (decision 369)", async ({
    expect,
  }) => {
    const house = await createHouse({ features: ["Charity", "Lights Only"] });
    const opened = await listed(house);
    const visitor = await signedIn(newCaller());
    const added = await api(`/api/houses/${house.id}/features`, {
      method: "PUT",
      token: visitor.token,
      body: { features: ["Blow-Ups"] },
    });
    expect(added.status).toBe(200);
    const saved = await edit(house, { features: ["Lights Only", "Music-Sync"] }, opened);
    expect(saved.status).toBe(200);
    expect((await expectJson(saved, adminHouseAnswerSchema)).house.features).toEqual([
      "Blow-Ups",
      "Lights Only",
      "Music-Sync",
    ]);
  });

  it("refuses a malformed edit with 400 naming the field", async ({ expect }) => {
    const house = await createHouse({ title: "Malformed Edit" });
    const opened = await listed(house);
    const put = (body: object) =>
      api(`/api/admin/houses/${house.id}`, { method: "PUT", token: admin.token, body });
    const cases: Array<[object, string]> = [
      [
        { title: "Fine Title", expected: { description: null } },
        "expected.description: A starting value goes with the field it was changed to",
      ],
      [{ address: "9 Holly Street" }, "address: Address and city go together"],
      [{ title: "Fine Title", expected: { title: 5 } }, "expected.title must be "],
      [{ title: "Fine Title", expected: { colour: "red" } }, "expected: "],
      // A message that names its field first keeps it once (decision 381).
      [{ title: "Fine Title", expectedUpdatedAt: "yesterday" }, "expectedUpdatedAt must be "],
    ];
    for (const [body, message] of cases) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const got = (await expectJson(answer, errorSchema)).message;
      expect(got.startsWith(message), got).toBe(true);
    }
    // Nothing to change: nothing is written.
    const nothing = await put({});
    expect(nothing.status).toBe(200);
    expect((await expectJson(nothing, adminHouseAnswerSchema)).house).toEqual(opened);
    await api(`/api/admin/houses/${house.id}`, { method: "DELETE", token: admin.token });
    expect((await edit(house, { title: "Gone Now" }, opened)).status).toBe(404);
  });

  it("a page from before decision 369 sends every field with the version: refused once the house changed (decision 365)", async ({
    expect,
  }) => {
    const house = await createHouse({ title: "Stale Form House", description: "First words" });
    const opened = await listed(house);
    const visitor = await signedIn(newCaller());
    const written = await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      token: visitor.token,
      body: { description: "Newer words from the house page" },
    });
    expect(written.status).toBe(200);
    const form = {
      title: "Stale Form House Renamed",
      address: opened.address,
      city: opened.city,
      state: opened.state,
      description: opened.description,
      isTopHouse: opened.isTopHouse,
      features: ["Charity"],
    };
    const put = (body: object) =>
      api(`/api/admin/houses/${house.id}`, { method: "PUT", token: admin.token, body });
    const stale = await put({ ...form, expectedUpdatedAt: opened.updatedAt });
    expect(stale.status).toBe(409);
    const answer = await expectJson(stale, adminHouseChangedAnswerSchema);
    expect(answer).toMatchObject({ message: HOUSE_CHANGED_SINCE_OPENED, fields: [] });
    const after = await listed(house);
    expect(after).toMatchObject({
      title: "Stale Form House",
      description: "Newer words from the house page",
      features: [],
    });
    expect(after.updatedAt > opened.updatedAt).toBe(true);
    // From the current version the save goes through, and moves the version on: the same
    // version a second time is refused.
    const fresh = await put({
      ...form,
      description: after.description,
      expectedUpdatedAt: after.updatedAt,
    });
    expect(fresh.status).toBe(200);
    const saved = (await expectJson(fresh, adminHouseAnswerSchema)).house;
    expect(saved).toMatchObject({
      title: "Stale Form House Renamed",
      description: "Newer words from the house page",
      features: ["Charity"],
    });
    expect(saved.updatedAt > after.updatedAt).toBe(true);
    expect((await put({ ...form, expectedUpdatedAt: after.updatedAt })).status).toBe(409);
  });

  it("saves a house without features (as an import leaves one), and can take them all off", async ({
    expect,
  }) => {
    const house = await createHouse({ title: "Imported Bare House" });
    const body = {
      title: "Imported Bare House Renamed",
      address: house.address,
      city: "Massapequa",
      state: null,
      description: null,
      isTopHouse: false,
      features: [] as string[],
    };
    const put = (changes: object) =>
      api(`/api/admin/houses/${house.id}`, {
        method: "PUT",
        token: admin.token,
        body: { ...body, ...changes },
      });
    const bare = await put({});
    expect(bare.status).toBe(200);
    expect((await expectJson(bare, adminHouseAnswerSchema)).house).toMatchObject({
      title: "Imported Bare House Renamed",
      features: [],
    });
    const some = await expectJson(await put({ features: ["Charity"] }), adminHouseAnswerSchema);
    expect(some.house.features).toEqual(["Charity"]);
    const none = await expectJson(await put({}), adminHouseAnswerSchema);
    expect(none.house.features).toEqual([]);
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
