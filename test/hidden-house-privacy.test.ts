/**
 * A house whose owner asked for its removal shows its town and a rounded position only
 * (docs/homeowners.md, decisions 212 and 306). These tests check the ways around that answer: a
 * distance, an order or a radius measured from the true spot, the town's average position, the
 * report and duplicate-check answers, a search for the exact street, the street-slug link, and
 * the proximity rule (refused outright, since accepted against "too far" would lead to it).
 */
import { env, exports } from "cloudflare:workers";
import { greatCircle } from "@contract/great-circle";
import {
  ADDRESS_HIDDEN_TEXT,
  hiddenHouseProximityRefusal,
  homeownerRequestCreatedSchema,
  homeownerStatusSchema,
} from "@contract/homeowners";
import { houseDetailSchema, houseListResponseSchema } from "@contract/house";
import { housePath } from "@contract/house-path";
import { myReportSchema } from "@contract/house-reports";
import { duplicateCheckResponseSchema } from "@contract/house-submission";
import { townDetailSchema, townListSchema } from "@contract/towns";
import fc from "fast-check";
import { describe, it } from "vitest";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  type HouseSeed,
  newAdmin,
  newCaller,
  signedIn,
  uniqueTownName,
} from "./factories";

/** Rounded the way the answers round a hidden house's coordinates (two decimals). */
const shown = (value: number) => Math.round(value * 100) / 100;

/** A house whose removal a signed-in user requested through the API (so it is hidden). */
async function hiddenHouse(seed: HouseSeed) {
  const house = await createHouse(seed);
  const requester = await signedIn(newCaller());
  const created = await expectJson(
    await api(`/api/houses/${house.id}/removal-request`, {
      method: "POST",
      token: requester.token,
      body: { note: "Please take my house off the map." },
    }),
    homeownerRequestCreatedSchema,
  );
  return { ...house, requestId: created.id, requester };
}

async function list(query: Record<string, string | number>, token?: string) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return expectJson(await api(`/api/houses?${qs}`, { token }), houseListResponseSchema);
}

describe("distances of a hidden house", () => {
  it("are measured from the rounded position it shows, never from its true spot", async ({
    expect,
  }) => {
    const reader = await signedIn(newCaller());
    const title = `Distance ${Date.now().toString(36)}`;
    const house = await hiddenHouse({ title, latitude: 40.7234, longitude: -73.3561 });
    const pin = { latitude: shown(house.latitude), longitude: shown(house.longitude) };
    expect(pin).toEqual({ latitude: 40.72, longitude: -73.36 });

    const from = { latitude: 40.7, longitude: -73.3 };
    const { houses } = await list({ ...from, sortBy: "distance", searchQuery: title });
    const item = houses.find((h) => h.id === house.id);
    expect(item).toMatchObject({ ...pin, addressHidden: true });
    // The distance is the shown pin's: three of them trilaterate the pin, not the house.
    const toPin = greatCircle(from.latitude, from.longitude, pin.latitude, pin.longitude);
    const toHouse = greatCircle(from.latitude, from.longitude, house.latitude, house.longitude);
    expect(Math.abs(toPin - toHouse)).toBeGreaterThan(0.01);
    expect(item?.distance).toBeCloseTo(toPin, 9);

    // A tiny radius around the true spot finds nothing; one around the shown pin finds it.
    const aroundHouse = await list(
      { latitude: house.latitude, longitude: house.longitude, maxDistance: 0.01, limit: 100 },
      reader.token,
    );
    expect(aroundHouse.houses.map((h) => h.id)).not.toContain(house.id);
    const aroundPin = await list({ ...pin, maxDistance: 0.01, limit: 100 }, reader.token);
    const found = aroundPin.houses.find((h) => h.id === house.id);
    expect(found?.distance).toBeCloseTo(0, 9);
  });

  it("sort it by the shown position too", async ({ expect }) => {
    const tag = `Nearest ${Date.now().toString(36)}`;
    const hidden = await hiddenHouse({
      title: `${tag} hidden`,
      latitude: 40.7634,
      longitude: -73.2561,
    });
    // A visible house 0.07 miles north of the hidden one's true spot, which is 0.3 miles from
    // its shown pin (40.76, -73.26): seen from the true spot, the visible house is nearer.
    const visible = await createHouse({
      title: `${tag} visible`,
      latitude: 40.7644,
      longitude: -73.2561,
    });
    const { houses } = await list({
      latitude: hidden.latitude,
      longitude: hidden.longitude,
      maxDistance: 1,
      sortBy: "distance",
      searchQuery: tag,
    });
    expect(houses.map((h) => h.id)).toEqual([visible.id, hidden.id]);
    const [near, far] = houses;
    expect(near!.distance).toBeLessThan(0.1);
    expect(far!.distance).toBeGreaterThan(0.25);
  });

  it("a radius search keeps exactly the houses whose shown position is inside the circle", async ({
    expect,
  }) => {
    // Hidden houses straight in D1 (one person may have only 5 requests waiting), scattered
    // within about two miles, with visible ones among them.
    const reader = await signedIn(newCaller());
    const tag = `Circle ${Date.now().toString(36)}`;
    const centre = { latitude: 40.8123, longitude: -73.0987 };
    const seeds = fc.sample(
      fc.record({
        dLat: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
        dLng: fc.double({ min: -0.04, max: 0.04, noNaN: true }),
        hidden: fc.boolean(),
      }),
      { numRuns: 40, seed: 306 },
    );
    const houses: { id: number; latitude: number; longitude: number }[] = [];
    for (const [index, seed] of seeds.entries()) {
      const house = await createHouse({
        title: `${tag} ${index}`,
        latitude: centre.latitude + seed.dLat,
        longitude: centre.longitude + seed.dLng,
      });
      if (seed.hidden) {
        await env.DB.prepare("UPDATE houses SET removal_requested_at = ? WHERE id = ?")
          .bind(Date.now(), house.id)
          .run();
      }
      const position = seed.hidden
        ? { latitude: shown(house.latitude), longitude: shown(house.longitude) }
        : house;
      houses.push({ id: house.id, latitude: position.latitude, longitude: position.longitude });
    }

    let checked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: -0.01, max: 0.01, noNaN: true }),
        fc.double({ min: -0.01, max: 0.01, noNaN: true }),
        fc.double({ min: 0.05, max: 2, noNaN: true }),
        async (dLat, dLng, radius) => {
          const latitude = centre.latitude + dLat;
          const longitude = centre.longitude + dLng;
          const miles = houses.map((h) =>
            greatCircle(latitude, longitude, h.latitude, h.longitude),
          );
          // A house a hair from the edge may fall either way in floating point.
          if (miles.some((m) => Math.abs(m - radius) < 1e-6)) return;
          const expected = houses.filter((_, i) => miles[i]! <= radius).map((h) => h.id);
          const answer = await list(
            { latitude, longitude, maxDistance: radius, searchQuery: tag, limit: 100 },
            reader.token,
          );
          expect(answer.houses.map((h) => h.id).sort((a, b) => a - b)).toEqual(
            expected.sort((a, b) => a - b),
          );
          expect(answer.totalCount).toBe(expected.length);
          checked += 1;
        },
      ),
      { numRuns: 25, seed: 306 },
    );
    expect(checked).toBeGreaterThan(20);
  });
});

describe("the town of a hidden house", () => {
  it("averages the shown positions of its houses", async ({ expect }) => {
    const city = uniqueTownName("Hiddenvale");
    const house = await hiddenHouse({ city, latitude: 40.6543, longitude: -73.5678 });
    const slug = house.citySlug!;
    const detail = await expectJson(await api(`/api/towns/${slug}`), townDetailSchema);
    expect(detail.town.latitude).toBeCloseTo(40.65, 9);
    expect(detail.town.longitude).toBeCloseTo(-73.57, 9);
    const towns = await expectJson(await api("/api/towns"), townListSchema);
    expect(towns.find((t) => t.citySlug === slug)).toMatchObject({
      latitude: detail.town.latitude,
      longitude: detail.town.longitude,
    });

    // A visible neighbour counts where it is.
    await createHouse({ city, latitude: 40.6601, longitude: -73.5702 });
    const both = await expectJson(await api(`/api/towns/${slug}`), townDetailSchema);
    expect(both.town.latitude).toBeCloseTo((40.65 + 40.6601) / 2, 9);
    expect(both.town.longitude).toBeCloseTo((-73.57 + -73.5702) / 2, 9);
  });
});

describe("answers that name a hidden house", () => {
  it("a new report's answer hides the street, as My Reports does", async ({ expect }) => {
    const house = await hiddenHouse({ city: uniqueTownName("Hiddenvale") });
    const reporter = await signedIn(newCaller());
    const report = await expectJson(
      await api(`/api/houses/${house.id}/reports`, {
        method: "POST",
        token: reporter.token,
        body: { reason: "wrong-location" },
      }),
      myReportSchema,
    );
    expect(report.house).toEqual({
      id: house.id,
      title: expect.any(String),
      address: ADDRESS_HIDDEN_TEXT,
      city: house.city,
      citySlug: house.citySlug,
      streetSlug: null,
    });
    expect(JSON.stringify(report)).not.toContain(house.streetSlug!);
  });

  it("the duplicate check answers as for an address nobody listed (decision 334)", async ({
    expect,
  }) => {
    const house = await hiddenHouse({ city: uniqueTownName("Hiddenvale") });
    const user = await signedIn(newCaller());
    const query = new URLSearchParams({ address: house.address, city: house.city });
    const answer = await expectJson(
      await api(`/api/houses/check-duplicate?${query}`, { token: user.token }),
      duplicateCheckResponseSchema,
    );
    // "exists" for the right number only would give the street away to anyone trying numbers.
    expect(answer).toEqual({ exists: false, house: null });
  });
});

describe("finding a hidden house by its street", () => {
  it("a search for its exact address finds nothing; its title and town still match", async ({
    expect,
  }) => {
    const unique = Date.now().toString(36);
    const city = uniqueTownName("Hiddenvale");
    const address = `77 Guessable ${unique} Lane`;
    const house = await createHouse({ title: `Candy Cane ${unique}`, address, city });
    const ids = async (searchQuery: string) =>
      (await list({ searchQuery, limit: 2 })).houses.map((h) => h.id);
    // Before the request the address finds it, so what follows is the hiding, not the search.
    expect(await ids(address)).toEqual([house.id]);

    const requester = await signedIn(newCaller());
    expect(
      (
        await api(`/api/houses/${house.id}/removal-request`, {
          method: "POST",
          token: requester.token,
          body: { note: "Please take my house off the map." },
        })
      ).status,
    ).toBe(201);
    expect(await ids(address)).toEqual([]);
    expect(await ids(`Guessable ${unique}`)).toEqual([]);
    expect(await ids(`Candy Cane ${unique}`)).toEqual([house.id]);
    expect(await ids(city)).toEqual([house.id]);
    // A signed-in search (with its count) hides it the same way.
    const signedInAnswer = await list({ searchQuery: address }, requester.token);
    expect(signedInAnswer).toMatchObject({ houses: [], totalCount: 0 });
  });

  it("its street-slug link opens nothing; its id link does, and admins keep their slug links", async ({
    expect,
  }) => {
    const house = await hiddenHouse({ city: uniqueTownName("Hiddenvale") });
    const bySlug = `/api/houses/${house.citySlug}/${house.streetSlug}`;
    const stranger = await signedIn(newCaller());
    for (const token of [undefined, stranger.token, house.requester.token]) {
      const answer = await api(bySlug, { token });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: "House not found" });
    }
    const page = await exports.default.fetch(
      `http://localhost/house/${house.citySlug}/${house.streetSlug}`,
    );
    expect(page.status).toBe(404);
    await page.body?.cancel();

    // The house's own answer links it by id, and that link works.
    const byId = await expectJson(await api(`/api/houses/${house.id}`), houseDetailSchema);
    expect(housePath(byId)).toBe(`/house/${house.id}`);
    const idPage = await exports.default.fetch(`http://localhost/house/${house.id}`);
    expect(idPage.status).toBe(200);
    await idPage.body?.cancel();

    // Admin screens show the real address and link by the slugs: those keep opening it.
    const admin = await newAdmin();
    const asAdmin = await expectJson(await api(bySlug, { token: admin.token }), houseDetailSchema);
    expect(asAdmin.id).toBe(house.id);

    // Once the request is declined, the address and its slug link are back.
    const declined = await api(`/api/admin/homeowner-requests/${house.requestId}/decline`, {
      method: "POST",
      token: admin.token,
    });
    expect(declined.status).toBe(200);
    const back = await expectJson(await api(bySlug), houseDetailSchema);
    expect(back).toMatchObject({ id: house.id, address: house.address, addressHidden: false });
  });
});

describe("doing something at a hidden house", () => {
  /** Every action the proximity rule guards, with the words that end its refusal. */
  const atTheHouse = [
    { path: "proximity-visit", extra: {}, action: "count a visit" },
    { path: "lights-report", extra: { status: "on" }, action: "report its lights" },
    { path: "confirm-lit", extra: {}, action: "confirm its lights" },
    {
      path: "claim",
      extra: { note: "I live here and put the lights up every year." },
      action: "ask to manage it",
    },
  ] as const;

  it("is refused with one 409 wherever the caller says they stand, so no answer points to it", async ({
    expect,
  }) => {
    const house = await hiddenHouse({
      city: uniqueTownName("Hiddenvale"),
      latitude: 40.7345,
      longitude: -73.4123,
    });
    const visitor = await signedIn(newCaller());
    const positions = [
      // The true spot (accepted before, so bisection found it), the shown pin, a mile away,
      // and a vague fix: one answer for all of them.
      { latitude: house.latitude, longitude: house.longitude, accuracy: 5 },
      { latitude: shown(house.latitude), longitude: shown(house.longitude), accuracy: 5 },
      { latitude: house.latitude + 0.0145, longitude: house.longitude, accuracy: 5 },
      { latitude: house.latitude, longitude: house.longitude, accuracy: 500 },
    ];
    for (const { path, extra, action } of atTheHouse) {
      for (const position of positions) {
        const answer = await api(`/api/houses/${house.id}/${path}`, {
          method: "POST",
          token: visitor.token,
          body: { ...extra, ...position },
        });
        expect(answer.status, `${path} at ${JSON.stringify(position)}`).toBe(409);
        expect(await answer.json()).toEqual({ message: hiddenHouseProximityRefusal(action) });
      }
    }

    // Nothing was recorded.
    const detail = await expectJson(
      await api(`/api/houses/${house.id}`, { token: visitor.token }),
      houseDetailSchema,
    );
    expect(detail).toMatchObject({
      proximityVisitCount: 0,
      userLastProximityVisit: null,
      lightsReports: { on: 0, off: 0, mine: null },
      confirmedSeason: null,
    });
    const status = await expectJson(
      await api(`/api/houses/${house.id}/homeowner-status`, { token: visitor.token }),
      homeownerStatusSchema,
    );
    expect(status.claim).toBeNull();

    // Once the request is declined, someone at the house counts again.
    const admin = await newAdmin();
    const declined = await api(`/api/admin/homeowner-requests/${house.requestId}/decline`, {
      method: "POST",
      token: admin.token,
    });
    expect(declined.status).toBe(200);
    const visit = await api(`/api/houses/${house.id}/proximity-visit`, {
      method: "POST",
      token: visitor.token,
      body: positions[0],
    });
    expect(visit.status).toBe(200);
  });
});
