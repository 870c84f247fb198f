/**
 * "Still lit this year?" through HTTP: the season's boundaries in New York time, the one-tap
 * confirmation near the house, the confirmations that come from a "Lights on" report and a
 * submission, house answers and the "confirmed" filter and sort, and the admin list with
 * archive, restore and "Ask the community" (the landing's "Help us check" strip).
 */
import { env } from "cloudflare:workers";
import { ADMIN_MAX_PAGE_SIZE } from "@contract/admin-page-size";
import { houseDetailSchema, houseListResponseSchema } from "@contract/house";
import { currentSeason, newYorkDate, seasonUnderWay } from "@contract/season";
import {
  confirmLitResponseSchema,
  helpUsCheckResponseSchema,
  seasonBulkResponseSchema,
  unconfirmedListSchema,
} from "@contract/season-check";
import { afterEach, describe, it, vi } from "vitest";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  json,
  newAdmin,
  newCaller,
  signedIn,
  type TestCaller,
} from "./factories";

let user: TestCaller;
let admin: TestCaller;

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock, and signs the callers in again: their tokens are dated by the clock. */
async function at(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  user = await signedIn(newCaller());
  admin = await newAdmin();
}

describe("season boundaries, New York time", () => {
  it("opens at midnight on November 1 and closes after January 15, in EDT and EST", ({
    expect,
  }) => {
    // 23:59 on October 31 (EDT, UTC-4) is before the season; midnight starts it.
    expect(seasonUnderWay(new Date("2026-11-01T03:59:59Z"))).toBeNull();
    expect(seasonUnderWay(new Date("2026-11-01T04:00:00Z"))).toBe(2026);
    // New Year's Eve and Day belong to the season of the November before.
    expect(seasonUnderWay(new Date("2027-01-01T04:59:59Z"))).toBe(2026);
    expect(seasonUnderWay(new Date("2027-01-01T05:00:00Z"))).toBe(2026);
    // January 15 is the last day (EST, UTC-5): 23:59 in, midnight out.
    expect(seasonUnderWay(new Date("2027-01-16T04:59:59Z"))).toBe(2026);
    expect(seasonUnderWay(new Date("2027-01-16T05:00:00Z"))).toBeNull();
    // A UTC date would say January 16 an hour early.
    expect(newYorkDate(new Date("2027-01-16T04:30:00Z"))).toEqual({
      year: 2027,
      month: 1,
      day: 15,
    });
  });

  it("between seasons the app talks about the next one", ({ expect }) => {
    expect(currentSeason(new Date("2026-11-26T12:00:00Z"))).toBe(2026);
    expect(currentSeason(new Date("2027-01-10T12:00:00Z"))).toBe(2026);
    expect(currentSeason(new Date("2027-07-04T12:00:00Z"))).toBe(2027);
  });
});

describe("POST /api/houses/{id}/confirm-lit", () => {
  it("confirms a house for the season when the user stands at it", async ({ expect }) => {
    const house = await createHouse();
    await at("2026-12-10T23:00:00Z");
    const response = await api(`/api/houses/${house.id}/confirm-lit`, {
      method: "POST",
      token: user.token,
      body: { latitude: house.latitude, longitude: house.longitude, accuracy: 8 },
    });
    expect(await expectJson(response, confirmLitResponseSchema)).toEqual({
      confirmedSeason: 2026,
      lastConfirmedAt: "2026-12-10T23:00:00.000Z",
    });
    const detail = await expectJson(await api(`/api/houses/${house.id}`), houseDetailSchema);
    expect(detail).toMatchObject({
      confirmedSeason: 2026,
      lastConfirmedAt: "2026-12-10T23:00:00.000Z",
    });
  });

  it("refuses a user far away, poor accuracy, the off-season, and signed-out callers", async ({
    expect,
  }) => {
    const house = await createHouse();
    await at("2026-12-10T23:00:00Z");
    const far = await api(`/api/houses/${house.id}/confirm-lit`, {
      method: "POST",
      token: user.token,
      body: { latitude: house.latitude + 0.01, longitude: house.longitude, accuracy: 8 },
    });
    expect(far.status).toBe(400);
    expect((await json(far)).message).toMatch(/Too far from this house .* to confirm its lights\./);
    const vague = await api(`/api/houses/${house.id}/confirm-lit`, {
      method: "POST",
      token: user.token,
      body: { latitude: house.latitude, longitude: house.longitude, accuracy: 500 },
    });
    expect(vague.status).toBe(400);
    await at("2027-03-01T18:00:00Z");
    const offSeason = await api(`/api/houses/${house.id}/confirm-lit`, {
      method: "POST",
      token: user.token,
      body: { latitude: house.latitude, longitude: house.longitude, accuracy: 8 },
    });
    expect(offSeason.status).toBe(409);
    expect((await json(offSeason)).message).toMatch(/November 1 to January 15/);
    const anonymous = await api(`/api/houses/${house.id}/confirm-lit`, {
      method: "POST",
      body: { latitude: house.latitude, longitude: house.longitude, accuracy: 8 },
    });
    expect(anonymous.status).toBe(401);
    const row = await env.DB.prepare("SELECT confirmed_season FROM houses WHERE id = ?")
      .bind(house.id)
      .first<{ confirmed_season: number | null }>();
    expect(row?.confirmed_season).toBeNull();
  });

  it("a 'Lights on' report near the house confirms it; 'Lights off' does not", async ({
    expect,
  }) => {
    const on = await createHouse();
    const off = await createHouse();
    await at("2026-12-12T01:00:00Z");
    for (const [house, status] of [
      [on, "on"],
      [off, "off"],
    ] as const) {
      const response = await api(`/api/houses/${house.id}/lights-report`, {
        method: "POST",
        token: user.token,
        body: { status, latitude: house.latitude, longitude: house.longitude, accuracy: 5 },
      });
      expect(response.status).toBe(200);
    }
    const season = async (id: number) =>
      (await expectJson(await api(`/api/houses/${id}`), houseDetailSchema)).confirmedSeason;
    expect(await season(on.id)).toBe(2026);
    expect(await season(off.id)).toBeNull();
  });
});

describe("house lists", () => {
  it("confirmed=true keeps the houses confirmed this season; at equal rank they sort first", async ({
    expect,
  }) => {
    const town = `Seasonville ${Date.now().toString(36)}`;
    const old = await createHouse({
      city: town,
      title: `${town} older`,
      avgRating: 4,
      reviewCount: 2,
    });
    const fresh = await createHouse({
      city: town,
      title: `${town} fresh`,
      avgRating: 4,
      reviewCount: 2,
    });
    await env.DB.prepare("UPDATE houses SET confirmed_season = 2025 WHERE id = ?")
      .bind(old.id)
      .run();
    await env.DB.prepare("UPDATE houses SET confirmed_season = 2026 WHERE id = ?")
      .bind(fresh.id)
      .run();
    await at("2026-12-01T18:00:00Z");
    const list = async (query: string) =>
      (
        await expectJson(
          await api(
            `/api/houses?searchQuery=${encodeURIComponent(town)}&sortBy=rating&limit=10${query}`,
            {
              token: user.token,
            },
          ),
          houseListResponseSchema,
        )
      ).houses.map((h) => h.id);
    // Same rating and review count: the confirmed house first although its id is higher.
    expect(await list("")).toEqual([fresh.id, old.id]);
    expect(await list("&confirmed=true")).toEqual([fresh.id]);
  });
});

describe("admin: houses not confirmed this season", () => {
  it("lists them, archives (hidden, restorable) and asks the community", async ({ expect }) => {
    await at("2026-12-01T18:00:00Z");
    const town = `Archiveton ${Date.now().toString(36)}`;
    const stale = await createHouse({ city: town, title: `${town} stale` });
    const confirmed = await createHouse({ city: town, title: `${town} confirmed` });
    await env.DB.prepare("UPDATE houses SET confirmed_season = 2025 WHERE id = ?")
      .bind(stale.id)
      .run();
    await env.DB.prepare("UPDATE houses SET confirmed_season = 2026 WHERE id = ?")
      .bind(confirmed.id)
      .run();

    const unconfirmed = async (query = "") => {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const list = await expectJson(
          await api(`/api/admin/season/unconfirmed?limit=100&page=${page}${query}`, {
            token: admin.token,
          }),
          unconfirmedListSchema,
        );
        expect(list.season).toBe(2026);
        ids.push(...list.items.map((i) => i.id));
        if (page >= list.totalPages) return ids;
      }
    };
    expect(await unconfirmed()).toContain(stale.id);
    expect(await unconfirmed()).not.toContain(confirmed.id);

    const bulk = async (action: string, ids: number[]) =>
      expectJson(
        await api(`/api/admin/season/${action}`, {
          method: "POST",
          token: admin.token,
          body: { ids },
        }),
        seasonBulkResponseSchema,
      );

    // Ask the community: the landing's strip shows it, publicly.
    expect(await bulk("ask-community", [stale.id])).toEqual({ updated: 1 });
    const strip = await expectJson(
      await api("/api/houses/help-us-check"),
      helpUsCheckResponseSchema,
    );
    expect(strip.season).toBe(2026);
    expect(strip.houses.map((h) => h.id)).toContain(stale.id);

    // Archive: gone from search and from the strip, listed under archived, everything kept.
    expect(await bulk("archive", [stale.id])).toEqual({ updated: 1 });
    const search = await json(
      await api(`/api/houses?searchQuery=${encodeURIComponent(town)}&limit=10`, {
        token: user.token,
      }),
    );
    expect(search.houses.map((h: { id: number }) => h.id)).toEqual([confirmed.id]);
    const stripAfter = await json(await api("/api/houses/help-us-check"));
    expect(stripAfter.houses.map((h: { id: number }) => h.id)).not.toContain(stale.id);
    expect(await unconfirmed("&archived=true")).toContain(stale.id);
    expect(await unconfirmed()).not.toContain(stale.id);

    // Restore brings it back.
    expect(await bulk("restore", [stale.id])).toEqual({ updated: 1 });
    const restored = await json(
      await api(`/api/houses?searchQuery=${encodeURIComponent(town)}&limit=10`, {
        token: user.token,
      }),
    );
    expect(restored.houses.map((h: { id: number }) => h.id).sort()).toEqual(
      [stale.id, confirmed.id].sort(),
    );

    // An admin's own confirmation counts.
    expect(await bulk("confirm", [stale.id])).toEqual({ updated: 1 });
    expect(await unconfirmed()).not.toContain(stale.id);
  });

  it("acts on a full page of 100 houses at once (decision 371)", async ({ expect }) => {
    await at("2026-12-01T18:00:00Z");
    // The list's largest page: the ids and the change stamp once passed D1's 100 parameters.
    const ids: number[] = [];
    for (let i = 0; i < ADMIN_MAX_PAGE_SIZE; i++) ids.push((await createHouse()).id);
    const bulk = (action: string) =>
      api(`/api/admin/season/${action}`, { method: "POST", token: admin.token, body: { ids } });
    for (const action of ["archive", "restore", "ask-community", "stop-asking"]) {
      expect(await expectJson(await bulk(action), seasonBulkResponseSchema), action).toEqual({
        updated: 100,
      });
    }
    const archived = await env.DB.prepare(
      `SELECT count(*) AS n FROM houses WHERE id IN (SELECT value FROM json_each(?))
         AND archived_at IS NULL AND ask_community_at IS NULL`,
    )
      .bind(JSON.stringify(ids))
      .first<{ n: number }>();
    expect(archived?.n).toBe(100);
    const tooMany = await api("/api/admin/season/archive", {
      method: "POST",
      token: admin.token,
      body: { ids: [...ids, ids[0]! + 1_000_000] },
    });
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).message).toBe("ids: At most 100 houses at once");
  });

  it("bad bulk bodies are 400 and users get 403", async ({ expect }) => {
    await at("2026-12-01T18:00:00Z");
    const empty = await api("/api/admin/season/archive", {
      method: "POST",
      token: admin.token,
      body: { ids: [] },
    });
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toMatch(/Choose at least one house/);
    const asUser = await api("/api/admin/season/unconfirmed", { token: user.token });
    expect(asUser.status).toBe(403);
  });
});
