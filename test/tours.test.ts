import { env } from "cloudflare:workers";
import { MAX_TOURS_PER_USER } from "@contract/tour-limits";
import { tourListSchema, tourSchema } from "@contract/tours";
import { errorSchema, successSchema } from "@contract/user";
import { afterEach, describe, it, vi } from "vitest";
import { expectJson } from "./expect-json";
import { api, createHouse, newAdmin, newCaller, signedIn } from "./factories";

/** Houses along one street in Massapequa, `step` miles apart (about). */
async function housesEastward(count: number, options: { ratings?: number[] } = {}) {
  const list = [];
  for (let i = 0; i < count; i++) {
    list.push(
      await createHouse({
        latitude: 40.68,
        longitude: -73.47 + i * 0.019,
        avgRating: options.ratings?.[i] ?? 0,
        reviewCount: options.ratings?.[i] ? 1 : 0,
      }),
    );
  }
  return list;
}

async function saveTour(token: string, body: Record<string, unknown>) {
  return api("/api/tours", { method: "POST", token, body });
}

describe("tours", () => {
  it("creates, reads, lists, updates and deletes the owner's tour", async ({ expect }) => {
    const user = await signedIn(newCaller());
    const [a, b, c] = await housesEastward(3);
    const created = await saveTour(user.token, {
      name: "  Massapequa loop ",
      start: { kind: "place", label: "Massapequa Park", latitude: 40.68, longitude: -73.49 },
      stopIds: [c!.id, a!.id, b!.id],
    });
    expect(created.status).toBe(201);
    const tour = await expectJson(created, tourSchema);
    expect(tour).toMatchObject({
      name: "Massapequa loop",
      start: { kind: "place", label: "Massapequa Park" },
      budgetMinutes: null,
      estimate: { stopCount: 3 },
    });
    // Stops stay in the order the user chose (Optimize is the client's button).
    expect(tour.stops.map((s) => s.id)).toEqual([c!.id, a!.id, b!.id]);
    expect(tour.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const read = await expectJson(
      await api(`/api/tours/${tour.id}`, { token: user.token }),
      tourSchema,
    );
    expect(read).toEqual(tour);

    const patched = await expectJson(
      await api(`/api/tours/${tour.id}`, {
        method: "PATCH",
        token: user.token,
        body: { stopIds: [a!.id, b!.id, c!.id], budgetMinutes: 90, start: { kind: "myLocation" } },
      }),
      tourSchema,
    );
    expect(patched.stops.map((s) => s.id)).toEqual([a!.id, b!.id, c!.id]);
    expect(patched).toMatchObject({
      name: "Massapequa loop",
      budgetMinutes: 90,
      start: { kind: "myLocation" },
    });
    // "My Location" is never stored: the estimate runs from the first stop and says so.
    expect(patched.estimate.miles).toBeLessThan(tour.estimate.miles);
    expect(tour.estimate.startLeg).toBe("included");
    expect(patched.estimate).toMatchObject({ startLeg: "notIncluded", totalStops: 3 });

    const list = await expectJson(await api("/api/tours", { token: user.token }), tourListSchema);
    expect(list.map((t) => t.id)).toEqual([tour.id]);

    const deleted = await api(`/api/tours/${tour.id}`, { method: "DELETE", token: user.token });
    expect(await expectJson(deleted, successSchema)).toEqual({ success: true });
    expect((await api(`/api/tours/${tour.id}`, { token: user.token })).status).toBe(404);
    expect(
      await expectJson(await api("/api/tours", { token: user.token }), tourListSchema),
    ).toEqual([]);
  });

  it("another user (even an admin) cannot read by id, edit or delete it", async ({ expect }) => {
    const owner = await signedIn(newCaller());
    const other = await signedIn(newCaller());
    const admin = await newAdmin();
    const [house] = await housesEastward(1);
    const tour = await expectJson(
      await saveTour(owner.token, { name: "Mine", stopIds: [house!.id] }),
      tourSchema,
    );
    for (const caller of [other, admin]) {
      for (const [method, body] of [
        ["GET", undefined],
        ["PATCH", { name: "Stolen" }],
        ["DELETE", undefined],
      ] as const) {
        const res = await api(`/api/tours/${tour.id}`, { method, token: caller.token, body });
        expect(res.status, `${method} as another user`).toBe(403);
        expect((await expectJson(res, errorSchema)).message).toBe("This is not your tour");
      }
      expect(
        await expectJson(await api("/api/tours", { token: caller.token }), tourListSchema),
      ).toEqual([]);
    }
    const still = await expectJson(
      await api(`/api/tours/${tour.id}`, { token: owner.token }),
      tourSchema,
    );
    expect(still.name).toBe("Mine");
    expect((await api(`/api/tours/${tour.id}`)).status).toBe(401);
  });

  it("the share link reads the tour signed out, and there is no way to write through it", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const [a, b] = await housesEastward(2);
    const tour = await expectJson(
      await saveTour(owner.token, { name: "Shared", stopIds: [a!.id, b!.id] }),
      tourSchema,
    );
    const shared = await expectJson(await api(`/api/tours/shared/${tour.shareId}`), tourSchema);
    // The same tour, less what is the owner's business only.
    const { takenDown, ...publicPart } = tour;
    expect(takenDown).toBe(false);
    expect(shared).toEqual(publicPart);
    for (const method of ["PATCH", "PUT", "DELETE", "POST"]) {
      const res = await api(`/api/tours/shared/${tour.shareId}`, {
        method,
        token: owner.token,
        body: { name: "Changed" },
      });
      expect(res.status, method).toBe(404);
    }
    const unknown = await api(`/api/tours/shared/${"x".repeat(22)}`);
    expect(unknown.status).toBe(404);
    expect((await expectJson(unknown, errorSchema)).message).toMatch(/not valid/);
    expect((await api(`/api/tours/shared/${tour.id}`)).status).toBe(404);
    expect(
      (await expectJson(await api(`/api/tours/shared/${tour.shareId}`), tourSchema)).name,
    ).toBe("Shared");
  });

  it("takes 20 stops and refuses the 21st with a clear 400", async ({ expect }) => {
    const user = await signedIn(newCaller());
    const list = await housesEastward(21);
    const ids = list.map((h) => h.id);
    const twenty = await saveTour(user.token, { name: "Twenty", stopIds: ids.slice(0, 20) });
    expect(twenty.status).toBe(201);
    const tour = await expectJson(twenty, tourSchema);
    expect(tour.stops).toHaveLength(20);

    const created = await saveTour(user.token, { name: "Too many", stopIds: ids });
    expect(created.status).toBe(400);
    expect((await expectJson(created, errorSchema)).message).toBe(
      "stopIds: A tour holds at most 20 stops",
    );
    const patched = await api(`/api/tours/${tour.id}`, {
      method: "PATCH",
      token: user.token,
      body: { stopIds: ids },
    });
    expect(patched.status).toBe(400);
    expect((await expectJson(patched, errorSchema)).message).toMatch(/at most 20 stops/);
  });

  it("refuses unknown houses, repeated houses and bad input with a 400 naming the field", async ({
    expect,
  }) => {
    const user = await signedIn(newCaller());
    const [house] = await housesEastward(1);
    const cases: [Record<string, unknown>, RegExp][] = [
      // People know a stop by its place in their list, never by a house id.
      [
        { name: "X", stopIds: [house!.id, 99_999_999] },
        /^stopIds: stop 2 of the tour is a house no longer on LI Lights \(removed since it was added\)\. Remove it and save again\.$/,
      ],
      [
        { name: "X", stopIds: [99_999_998, house!.id, 99_999_999] },
        /^stopIds: stops 1 and 3 of the tour are houses no longer on LI Lights/,
      ],
      [{ name: "X", stopIds: [house!.id, house!.id] }, /only once/],
      [{ name: "   ", stopIds: [house!.id] }, /name: Give the tour a name/],
      [{ name: "x".repeat(81), stopIds: [] }, /name: A tour name has at most 80/],
      // The name shows on the share link: nothing invisible that reorders or hides text.
      [{ name: "\u202ewolG", stopIds: [house!.id] }, /name: Remove control characters/],
      [{ name: "X", stopIds: ["one"] }, /stopIds/],
      // Ids are JSON numbers: read as text, `true` was house 1 and "0x1A" house 26.
      [{ name: "X", stopIds: [true] }, /stopIds\.0/],
      [{ name: "X", stopIds: ["0x1A"] }, /stopIds\.0/],
      [{ name: "X", stopIds: [String(house!.id)] }, /stopIds\.0/],
      [{ name: "X", stopIds: [house!.id], budgetMinutes: 5 }, /budgetMinutes/],
      [{ name: "X", stopIds: [house!.id], start: { kind: "place", label: "Nowhere" } }, /start/],
      [{ name: "X", stopIds: [house!.id], start: { kind: "teleport" } }, /start/],
      [{ name: "X" }, /stopIds/],
    ];
    for (const [body, message] of cases) {
      const res = await saveTour(user.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toMatch(message);
    }
    const notJson = await api("/api/tours", { method: "POST", token: user.token, body: "{" });
    expect(notJson.status).toBe(400);

    const tour = await expectJson(
      await saveTour(user.token, { name: "Ok", stopIds: [house!.id] }),
      tourSchema,
    );
    for (const body of [{}, { stopIds: [0] }, { budgetMinutes: 10_000 }, { name: "a\u0000b" }]) {
      const res = await api(`/api/tours/${tour.id}`, { method: "PATCH", token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      await expectJson(res, errorSchema);
    }
    const missing = await api("/api/tours/99999999", {
      method: "PATCH",
      token: user.token,
      body: { name: "Y" },
    });
    expect(missing.status).toBe(404);
  });

  it("deleting a house removes its stops; deleting the user removes the tours", async ({
    expect,
  }) => {
    const user = await signedIn(newCaller());
    const admin = await newAdmin();
    const [a, b] = await housesEastward(2);
    const tour = await expectJson(
      await saveTour(user.token, { name: "Gone", stopIds: [a!.id, b!.id] }),
      tourSchema,
    );
    const removed = await api(`/api/admin/houses/${a!.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    const after = await expectJson(
      await api(`/api/tours/${tour.id}`, { token: user.token }),
      tourSchema,
    );
    expect(after.stops.map((s) => s.id)).toEqual([b!.id]);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user.uid).run();
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM tour_stops WHERE tour_id = ?")
      .bind(tour.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it("refuses a save that started from an older version with a 409, and changes nothing", async ({
    expect,
  }) => {
    const user = await signedIn(newCaller());
    const [a, b, c] = await housesEastward(3);
    const created = await expectJson(
      await saveTour(user.token, { name: "Two devices", stopIds: [a!.id, b!.id, c!.id] }),
      tourSchema,
    );
    const patch = (body: Record<string, unknown>) =>
      api(`/api/tours/${created.id}`, { method: "PATCH", token: user.token, body });
    const read = async () =>
      expectJson(await api(`/api/tours/${created.id}`, { token: user.token }), tourSchema);

    // Device 1 removes a stop and saves, from the version both devices opened.
    const first = await patch({ stopIds: [a!.id, c!.id], expectedUpdatedAt: created.updatedAt });
    expect(first.status).toBe(200);
    const afterFirst = await expectJson(first, tourSchema);
    expect(afterFirst.updatedAt).not.toBe(created.updatedAt);

    // Device 2 still holds the opened version: a rename alone, or with its (older) stops.
    for (const body of [
      { name: "Renamed", expectedUpdatedAt: created.updatedAt },
      { name: "Renamed", stopIds: [a!.id, b!.id, c!.id], expectedUpdatedAt: created.updatedAt },
    ]) {
      const stale = await patch(body);
      expect(stale.status, JSON.stringify(body)).toBe(409);
      expect((await expectJson(stale, errorSchema)).message).toBe(
        "This tour was saved on another device since you opened it here.",
      );
      expect(await read()).toEqual(afterFirst);
    }

    // Saving again from the version it has now (device 2's choice to keep its own) goes through.
    const kept = await expectJson(
      await patch({ name: "Renamed", expectedUpdatedAt: afterFirst.updatedAt }),
      tourSchema,
    );
    expect(kept).toMatchObject({ name: "Renamed" });
    expect(kept.stops.map((s) => s.id)).toEqual([a!.id, c!.id]);
    // Without a version (an app from before versions), a save replaces what is there.
    expect((await patch({ budgetMinutes: 60 })).status).toBe(200);

    for (const body of [
      { expectedUpdatedAt: kept.updatedAt },
      { name: "X", expectedUpdatedAt: "yesterday" },
    ]) {
      const bad = await patch(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      await expectJson(bad, errorSchema);
    }
    await api(`/api/tours/${created.id}`, { method: "DELETE", token: user.token });
    expect((await patch({ name: "Gone", expectedUpdatedAt: kept.updatedAt })).status).toBe(404);
  });

  it(`keeps each user to ${MAX_TOURS_PER_USER} tours`, async ({ expect }) => {
    const user = await signedIn(newCaller());
    for (let i = 0; i < MAX_TOURS_PER_USER; i++) {
      expect((await saveTour(user.token, { name: `Tour ${i}`, stopIds: [] })).status).toBe(201);
    }
    const over = await saveTour(user.token, { name: "One more", stopIds: [] });
    expect(over.status).toBe(409);
    expect((await expectJson(over, errorSchema)).message).toMatch(/up to 25 tours/);
  });
});

describe("lit tonight on each stop", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("each stop answers for its own house, on the owner's tour and on the share link", async ({
    expect,
  }) => {
    // 18:00 on Long Island, in the season: a house lit 17:00-22:00 is lit, one without hours is not.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-20T23:00:00Z"));
    const owner = await signedIn(newCaller());
    const [dark, lit, alsoDark] = await housesEastward(3);
    const schedule = await api(`/api/houses/${lit!.id}/schedule`, {
      method: "PUT",
      token: owner.token,
      body: { litFrom: "17:00", litUntil: "22:00" },
    });
    expect(schedule.status).toBe(200);
    const tour = await expectJson(
      await saveTour(owner.token, { name: "Lit", stopIds: [dark!.id, lit!.id, alsoDark!.id] }),
      tourSchema,
    );
    expect(tour.stops.map((s) => s.litTonight)).toEqual([false, true, false]);
    const shared = await expectJson(await api(`/api/tours/shared/${tour.shareId}`), tourSchema);
    expect(shared.stops.map((s) => s.litTonight)).toEqual([false, true, false]);
    // In the other order each answer stays with its house.
    const reordered = await expectJson(
      await saveTour(owner.token, { name: "Lit first", stopIds: [lit!.id, dark!.id] }),
      tourSchema,
    );
    expect(reordered.stops.map((s) => s.litTonight)).toEqual([true, false]);
  });
});

describe("archived houses in tours (decision 324)", () => {
  async function archive(...ids: number[]) {
    const admin = await newAdmin();
    const res = await api("/api/admin/season/archive", {
      method: "POST",
      token: admin.token,
      body: { ids },
    });
    if (res.status !== 200) throw new Error(`archive: ${res.status} ${await res.text()}`);
  }

  it("a new tour cannot take an archived house, and is told which one", async ({ expect }) => {
    const user = await signedIn(newCaller());
    const [listed] = await housesEastward(1);
    const dark = await createHouse({ title: "Dark Since Last Year" });
    await archive(dark.id);
    const refused = await saveTour(user.token, { name: "Loop", stopIds: [listed!.id, dark.id] });
    expect(refused.status).toBe(400);
    expect((await expectJson(refused, errorSchema)).message).toBe(
      'stopIds: stop 2 of the tour ("Dark Since Last Year") is no longer listed in the directory. Remove it and save again.',
    );
    expect(
      await expectJson(await api("/api/tours", { token: user.token }), tourListSchema),
    ).toEqual([]);
  });

  it("a saved tour keeps an archived stop flagged and off its route, its copies leave it out", async ({
    expect,
  }) => {
    const user = await signedIn(newCaller());
    const [a, b, c] = await housesEastward(3);
    const created = await expectJson(
      await saveTour(user.token, { name: "Three", stopIds: [a!.id, b!.id, c!.id] }),
      tourSchema,
    );
    const twoStops = await expectJson(
      await saveTour(user.token, { name: "Two", stopIds: [a!.id, c!.id] }),
      tourSchema,
    );
    await archive(b!.id);

    // The owner's and the share link's answers: the stop stays in place, flagged, not counted.
    const read = await expectJson(
      await api(`/api/tours/${created.id}`, { token: user.token }),
      tourSchema,
    );
    const shared = await expectJson(await api(`/api/tours/shared/${created.shareId}`), tourSchema);
    for (const tour of [read, shared]) {
      expect(tour.stops.map((s) => [s.id, s.archived])).toEqual([
        [a!.id, false],
        [b!.id, true],
        [c!.id, false],
      ]);
      expect(tour.estimate).toEqual(twoStops.estimate);
    }

    // The shared page shows the flag under the stop and counts the listed stops.
    const page = await (await api(`/tours/shared/${created.shareId}`)).text();
    expect(page).toContain(
      '<p class="text-muted-foreground text-xs">No longer listed in the directory</p>',
    );
    expect(page).toContain('content="A Christmas lights tour of 2 stops');

    // The owner can still reorder a tour that holds it, but not add another archived house.
    const reordered = await api(`/api/tours/${created.id}`, {
      method: "PATCH",
      token: user.token,
      body: { stopIds: [c!.id, b!.id, a!.id] },
    });
    expect(reordered.status).toBe(200);
    const other = await createHouse({ title: "Gone Dark" });
    await archive(other.id);
    const added = await api(`/api/tours/${created.id}`, {
      method: "PATCH",
      token: user.token,
      body: { stopIds: [c!.id, b!.id, a!.id, other.id] },
    });
    expect(added.status).toBe(400);
    expect((await expectJson(added, errorSchema)).message).toMatch(
      /^stopIds: stop 4 of the tour \("Gone Dark"\) is no longer listed in the directory/,
    );

    // "Save a copy" makes a new tour: without the archived stop.
    const visitor = await signedIn(newCaller());
    const copy = await expectJson(
      await api(`/api/tours/shared/${created.shareId}/copy`, {
        method: "POST",
        token: visitor.token,
      }),
      tourSchema,
    );
    expect(copy.stops.map((s) => s.id)).toEqual([c!.id, a!.id]);
  });
});
