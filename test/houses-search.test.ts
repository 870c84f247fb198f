/**
 * The house list: radius search, filters, sorting and paging, and the top-rated list.
 */
import { env } from "cloudflare:workers";
import { latBand } from "@contract/address";
import { FEATURES } from "@contract/features";
import { greatCircle } from "@contract/great-circle";
import { houseListResponseSchema, topRatedResponseSchema } from "@contract/house";
import { errorSchema } from "@contract/user";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, it } from "vitest";
import { createDb } from "../worker/db/client";
import { houseCountSql, houseListSql } from "../worker/db/house-list";
import { bandLongitudeRanges } from "../worker/db/radius-bands";
import { expectJson } from "./expect-json";
import { api, createHouse, newCaller } from "./factories";

/** Town centres and their great-circle miles from Massapequa (computed independently). */
const MASSAPEQUA = { latitude: 40.6807, longitude: -73.4743 };
const TOWNS = [
  { city: "Massapequa", latitude: 40.6807, longitude: -73.4743, miles: 0 },
  { city: "Amityville", latitude: 40.679, longitude: -73.4171, miles: 2.999 },
  { city: "Farmingdale", latitude: 40.7326, longitude: -73.4454, miles: 3.892 },
  { city: "Hempstead", latitude: 40.7062, longitude: -73.6187, miles: 7.767 },
  { city: "Huntington", latitude: 40.8682, longitude: -73.4257, miles: 13.202 },
  { city: "Riverhead", latitude: 40.917, longitude: -72.662, miles: 45.516 },
  { city: "Montauk", latitude: 41.0359, longitude: -71.9545, miles: 83.126 },
];

/** The point `miles` from (lat, lng) at `bearing` degrees, on the sphere of the haversine. */
function destination(lat: number, lng: number, bearing: number, miles: number) {
  const rad = Math.PI / 180;
  const angle = miles / 3958.8;
  const lat2 = Math.asin(
    Math.sin(lat * rad) * Math.cos(angle) +
      Math.cos(lat * rad) * Math.sin(angle) * Math.cos(bearing * rad),
  );
  const lng2 =
    lng * rad +
    Math.atan2(
      Math.sin(bearing * rad) * Math.sin(angle) * Math.cos(lat * rad),
      Math.cos(angle) - Math.sin(lat * rad) * Math.sin(lat2),
    );
  return { latitude: lat2 / rad, longitude: lng2 / rad };
}

const user = newCaller({ name: "Sam Searcher" });

async function list(query: Record<string, string | number>, token: string | null = user.token) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await api(`/api/houses?${qs}`, token ? { token } : {});
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field with expect.
  const body: any = await expectJson(res, res.ok ? houseListResponseSchema : errorSchema);
  return { status: res.status, body };
}

describe("radius search", () => {
  const tag = `radius${Date.now()}`;
  beforeAll(async () => {
    for (const town of TOWNS) {
      await createHouse({ title: `${tag} ${town.city}`, ...town });
    }
  });

  it("finds exactly the houses within each radius, nearest first, with exact miles", async ({
    expect,
  }) => {
    for (const [radius, expected] of [
      [5, ["Massapequa", "Amityville", "Farmingdale"]],
      [10, ["Massapequa", "Amityville", "Farmingdale", "Hempstead"]],
      [25, ["Massapequa", "Amityville", "Farmingdale", "Hempstead", "Huntington"]],
      [50, ["Massapequa", "Amityville", "Farmingdale", "Hempstead", "Huntington", "Riverhead"]],
    ] as const) {
      const { status, body } = await list({
        searchQuery: tag,
        ...MASSAPEQUA,
        maxDistance: radius,
        sortBy: "distance",
      });
      expect(status).toBe(200);
      expect(body.houses.map((h: { city: string }) => h.city)).toEqual(expected);
      expect(body.totalCount).toBe(expected.length);
      for (const house of body.houses) {
        const town = TOWNS.find((t) => t.city === house.city)!;
        expect(house.distance).toBeCloseTo(town.miles, 2);
      }
    }
  });

  it("counts every match within the radius, also on a later page and past the last one", async ({
    expect,
  }) => {
    const radius = { searchQuery: tag, ...MASSAPEQUA, maxDistance: 25, sortBy: "distance" };
    const second = await list({ ...radius, limit: 2, offset: 2 });
    expect(second.body.houses.map((h: { city: string }) => h.city)).toEqual([
      "Farmingdale",
      "Hempstead",
    ]);
    expect(second.body.totalCount).toBe(5);
    const past = await list({ ...radius, limit: 2, offset: 10 });
    expect(past.body.houses).toEqual([]);
    expect(past.body.totalCount).toBe(5);
  });

  it("without maxDistance searches all of Long Island and still reports distance", async ({
    expect,
  }) => {
    const { body } = await list({ searchQuery: tag, ...MASSAPEQUA });
    expect(body.totalCount).toBe(7);
    expect(body.houses.at(-1).city).toBe("Montauk");
    expect(body.houses.at(-1).distance).toBeCloseTo(83.126, 2);
  });

  it("omits distance when no location is given", async ({ expect }) => {
    const { body } = await list({ searchQuery: tag });
    expect(body.houses).toHaveLength(7);
    for (const house of body.houses) expect(house).not.toHaveProperty("distance");
  });

  it("a house just outside the radius but inside the bounding box is left out", async ({
    expect,
  }) => {
    // 4.9 miles north-east on the diagonal: inside the 5-mile square, outside... no: check 5-mile
    // circle vs square corner. A point 4.5 miles north and 4.5 miles east is 6.36 miles away.
    const corner = await createHouse({
      title: `${tag} corner`,
      latitude: MASSAPEQUA.latitude + 4.5 / 69.09,
      longitude: MASSAPEQUA.longitude + 4.5 / (69.09 * Math.cos((40.7 * Math.PI) / 180)),
    });
    const { body } = await list({ searchQuery: `${tag} corner`, ...MASSAPEQUA, maxDistance: 5 });
    expect(body.houses.map((h: { id: number }) => h.id)).not.toContain(corner.id);
    const wide = await list({ searchQuery: `${tag} corner`, ...MASSAPEQUA, maxDistance: 10 });
    expect(wide.body.houses[0].id).toBe(corner.id);
    expect(wide.body.houses[0].distance).toBeGreaterThan(6.2);
    expect(wide.body.houses[0].distance).toBeLessThan(6.5);
  });

  it("finds every house just inside a radius and none just outside, at every bearing", async ({
    expect,
  }) => {
    const ring = `${tag}ring`;
    const inside: number[] = [];
    for (let bearing = 0; bearing < 360; bearing += 15) {
      for (const miles of [4.99, 5.01]) {
        const point = destination(MASSAPEQUA.latitude, MASSAPEQUA.longitude, bearing, miles);
        const house = await createHouse({ title: `${ring} ${bearing} ${miles}`, ...point });
        if (miles < 5) inside.push(house.id);
      }
    }
    const { body } = await list({ searchQuery: ring, ...MASSAPEQUA, maxDistance: 5, limit: 50 });
    expect(body.houses.map((h: { id: number }) => h.id).sort()).toEqual(inside.sort());
    expect(body.totalCount).toBe(24);
  });

  it("each band's longitude range holds the circle's whole slice of the band", async ({
    expect,
  }) => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 70, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.double({ min: 0.05, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        // Mostly near the edge, where a too-narrow range would lose a house.
        fc.oneof(
          fc.double({ min: 0.98, max: 1, noNaN: true }),
          fc.double({ min: 0, max: 1, noNaN: true }),
        ),
        (lat, lng, miles, bearing, fraction) => {
          const point = destination(lat, lng, bearing, miles * fraction);
          if (greatCircle(lat, lng, point.latitude, point.longitude) > miles) return;
          const { firstBand, ranges } = bandLongitudeRanges(lat, lng, miles);
          const range = ranges[latBand(point.latitude) - firstBand];
          expect(range).toBeDefined();
          expect(point.longitude).toBeGreaterThanOrEqual(range![0]);
          expect(point.longitude).toBeLessThanOrEqual(range![1]);
          checked += 1;
        },
      ),
      { numRuns: 5000 },
    );
    expect(checked).toBeGreaterThan(4000);
  });

  it("reads houses through houses_geo_idx, never a full scan, also with features and rating sort", async ({
    expect,
  }) => {
    const db = createDb(env.DB);
    for (const query of [
      { ...MASSAPEQUA, maxDistance: 5, limit: 10, offset: 0 },
      {
        ...MASSAPEQUA,
        maxDistance: 5,
        features: ["Blow-Ups", "Music-Sync"],
        sortBy: "rating" as const,
        limit: 10,
        offset: 0,
      },
      { ...MASSAPEQUA, maxDistance: 25, sortBy: "pageViews" as const, limit: 10, offset: 0 },
    ]) {
      for (const statement of [houseListSql(query), houseCountSql(query)]) {
        const plan = await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${statement}`);
        const details = plan.map((p) => p.detail);
        // The bands outside, then one index range per band (covering for a bare count).
        const bands = details.findIndex((d) => /^SCAN band VIRTUAL TABLE/.test(d));
        const houses = details.findIndex((d) =>
          /^SEARCH h USING (COVERING )?INDEX houses_geo_idx \(lat_band=\? AND longitude>\? AND longitude<\?\)/.test(
            d,
          ),
        );
        expect(bands).toBeGreaterThanOrEqual(0);
        expect(houses).toBeGreaterThan(bands);
        expect(details.filter((d) => /^SCAN h\b/.test(d))).toEqual([]);
        // Features are bits on the index entry: no probe of house_features per candidate.
        expect(details.join("\n")).not.toMatch(/house_features|\bhf\b/);
      }
    }
  });
});

describe("feature bits", () => {
  it("houses.feature_mask follows house_features for every feature of the catalogue", async ({
    expect,
  }) => {
    const house = await createHouse({ features: [] });
    const mask = async () =>
      (
        await env.DB.prepare("SELECT feature_mask AS m FROM houses WHERE id = ?")
          .bind(house.id)
          .first<{ m: number }>()
      )?.m;
    expect(await mask()).toBe(0);
    let expected = 0;
    for (const feature of FEATURES) {
      await env.DB.prepare("INSERT INTO house_features (feature, house_id) VALUES (?, ?)")
        .bind(feature.id, house.id)
        .run();
      expected |= feature.bit;
      expect(await mask()).toBe(expected);
    }
    expect(expected).toBe(255);
    for (const feature of FEATURES) {
      await env.DB.prepare("DELETE FROM house_features WHERE feature = ? AND house_id = ?")
        .bind(feature.id, house.id)
        .run();
      expected &= ~feature.bit;
      expect(await mask()).toBe(expected);
    }
    await env.DB.prepare("INSERT INTO house_features (feature, house_id) VALUES ('Blow-Ups', ?)")
      .bind(house.id)
      .run();
    await env.DB.prepare("UPDATE house_features SET feature = 'Charity' WHERE house_id = ?")
      .bind(house.id)
      .run();
    expect(await mask()).toBe(64);
  });
});

describe("filters", () => {
  const tag = `feat${Date.now()}`;
  let both: number;
  let blowUpsOnly: number;
  let top: number;
  beforeAll(async () => {
    both = (await createHouse({ title: `${tag} both`, features: ["Blow-Ups", "Music-Sync"] })).id;
    blowUpsOnly = (await createHouse({ title: `${tag} blow`, features: ["Blow-Ups"] })).id;
    top = (await createHouse({ title: `${tag} top`, features: ["Lights Only"], isTopHouse: true }))
      .id;
  });

  it("features are ANDed and come back on each house", async ({ expect }) => {
    const one = await list({ searchQuery: tag, features: "Blow-Ups" });
    expect(one.body.houses.map((h: { id: number }) => h.id).sort()).toEqual(
      [both, blowUpsOnly].sort(),
    );
    const two = await list({ searchQuery: tag, features: "Blow-Ups,Music-Sync" });
    expect(two.body.houses.map((h: { id: number }) => h.id)).toEqual([both]);
    expect(two.body.houses[0].features.sort()).toEqual(["Blow-Ups", "Music-Sync"]);
    expect(two.body.totalCount).toBe(1);
  });

  it('"top-houses" selects houses marked isTopHouse', async ({ expect }) => {
    const { body } = await list({ searchQuery: tag, features: "top-houses" });
    expect(body.houses.map((h: { id: number }) => h.id)).toEqual([top]);
    expect(body.houses[0].isTopHouse).toBe(true);
  });

  it("searchQuery matches title, address and city; LIKE wildcards are literal", async ({
    expect,
  }) => {
    const h = await createHouse({
      title: `${tag} Frosty`,
      address: `77 ${tag}zz Lane`,
      city: "Islip",
    });
    expect((await list({ searchQuery: `${tag}zz` })).body.houses[0].id).toBe(h.id);
    expect((await list({ searchQuery: `${tag} frosty` })).body.houses[0].id).toBe(h.id);
    const byCity = await list({ searchQuery: "islip", limit: 100 });
    expect(byCity.body.houses.map((x: { id: number }) => x.id)).toContain(h.id);
    expect((await list({ searchQuery: "%" })).body.totalCount).toBe(0);
  });

  it("rejects bad input with 400 {message} naming the field", async ({ expect }) => {
    for (const [query, field] of [
      [{ features: "Blow-Ups,Flying-Reindeer" }, "features"],
      [{ sortBy: "price" }, "sortBy"],
      [{ latitude: 40.7 }, "latitude"],
      [{ maxDistance: 5 }, "maxDistance"],
      [{ sortBy: "distance" }, "sortBy"],
      [{ limit: 0 }, "limit"],
      [{ limit: 101 }, "limit"],
      [{ offset: -1 }, "offset"],
      [{ latitude: "north", longitude: -73 }, "latitude"],
    ] as const) {
      const { status, body } = await list(query as Record<string, string | number>);
      expect(status).toBe(400);
      expect(body.message).toContain(field);
    }
  });
});

describe("sorting and paging", () => {
  const tag = `sort${Date.now()}`;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const base = Date.now() - 100_000;
    ids.a = (
      await createHouse({
        title: `${tag} a`,
        avgRating: 4.2,
        reviewCount: 5,
        pageViewCount: 10,
        visitCount: 1,
        createdAt: base,
      })
    ).id;
    ids.b = (
      await createHouse({
        title: `${tag} b`,
        avgRating: 4.9,
        reviewCount: 2,
        pageViewCount: 3,
        visitCount: 7,
        createdAt: base + 1000,
      })
    ).id;
    ids.c = (
      await createHouse({
        title: `${tag} c`,
        avgRating: 3.1,
        reviewCount: 9,
        pageViewCount: 50,
        visitCount: 0,
        createdAt: base + 2000,
        isTopHouse: true,
      })
    ).id;
    ids.d = (
      await createHouse({
        title: `${tag} d`,
        avgRating: 4.9,
        reviewCount: 8,
        pageViewCount: 0,
        visitCount: 3,
        createdAt: base + 3000,
      })
    ).id;
  });

  const order = async (sortBy: string) =>
    (await list({ searchQuery: tag, sortBy })).body.houses.map((h: { id: number }) => h.id);

  it("sorts by rating, recentlyAdded, pageViews, visits and topHouses", async ({ expect }) => {
    expect(await order("rating")).toEqual([ids.d, ids.b, ids.a, ids.c]);
    expect(await order("recentlyAdded")).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect(await order("pageViews")).toEqual([ids.c, ids.a, ids.b, ids.d]);
    expect(await order("visits")).toEqual([ids.b, ids.d, ids.a, ids.c]);
    expect((await order("topHouses"))[0]).toBe(ids.c);
  });

  it("pages with limit and offset and reports the total", async ({ expect }) => {
    const first = await list({ searchQuery: tag, sortBy: "rating", limit: 3, offset: 0 });
    const second = await list({ searchQuery: tag, sortBy: "rating", limit: 3, offset: 3 });
    expect(first.body.totalCount).toBe(4);
    expect(first.body.houses.map((h: { id: number }) => h.id)).toEqual([ids.d, ids.b, ids.a]);
    expect(second.body.houses.map((h: { id: number }) => h.id)).toEqual([ids.c]);
    expect(second.body.totalCount).toBe(4);
  });

  it("signed-out callers get at most 3 houses and only the first page", async ({ expect }) => {
    const anon = await list({ searchQuery: tag, sortBy: "rating", limit: 10 }, null);
    expect(anon.status).toBe(200);
    expect(anon.body.houses).toHaveLength(3);
    expect(anon.body.totalCount).toBe(4);
    const paged = await list({ searchQuery: tag, sortBy: "rating", limit: 2, offset: 3 }, null);
    expect(paged.body.houses.map((h: { id: number }) => h.id)).toEqual([ids.d, ids.b]);
  });
});

describe("top rated", () => {
  it("lists reviewed houses best first; signed out at most 3", async ({ expect }) => {
    const best = await createHouse({ avgRating: 5, reviewCount: 100 });
    await createHouse({ avgRating: 0, reviewCount: 0 });
    const res = await api("/api/houses/top-rated", { token: user.token });
    const houses = await expectJson(res, topRatedResponseSchema);
    expect(res.status).toBe(200);
    expect(houses[0]?.id).toBe(best.id);
    for (const h of houses) expect(h.reviewCount).toBeGreaterThan(0);
    for (let i = 1; i < houses.length; i++) {
      expect(houses[i - 1]!.avgRating).toBeGreaterThanOrEqual(houses[i]!.avgRating);
    }
    for (let i = 0; i < 4; i++) await createHouse({ avgRating: 4, reviewCount: 1 });
    const anon = await expectJson(await api("/api/houses/top-rated"), topRatedResponseSchema);
    expect(anon).toHaveLength(3);
  });
});
