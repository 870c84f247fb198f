/**
 * Where a house may be (decision 419), through HTTP: a submission, an admin's edit, a reported
 * pin's move and an import refuse a pin off the Nassau and Suffolk outline, a state other than New
 * York, a town the app does not know and a town far from the pin, and store nothing; a house on
 * the shore the outline cuts off, on Shelter Island and on Fishers Island is accepted.
 */
import { env } from "cloudflare:workers";
import { houseSubmissionResponseSchema, SUBMISSION_MESSAGES } from "@contract/house-submission";
import { errorSchema } from "@contract/user";
import { describe, it } from "vitest";
import DEMO_SQL from "../seed/demo.sql?raw";
import { houseLocationProblem } from "../worker/lib/house-location";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  knownTown,
  newAdmin,
  newCaller,
  PNG_DATA_URL,
  signedIn,
  uniqueTownName,
} from "./factories";
import { previewImport } from "./import-requests";

const OFF_ISLAND = `latitude: ${SUBMISSION_MESSAGES.notOnLongIsland}`;

/** A street no other test uses: "12 Holly qhzkwbmaxy Street". */
function uniqueAddress() {
  return `12 ${uniqueTownName("Holly")} Street`;
}

function submission(overrides: Record<string, unknown>) {
  return {
    title: "Where Is This House",
    address: uniqueAddress(),
    mainImageUrl: PNG_DATA_URL,
    features: ["Lights Only"],
    ...knownTown("Massapequa"),
    state: "NY",
    ...overrides,
  };
}

async function stored(address: string) {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM houses WHERE address = ?")
    .bind(address)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("POST /api/houses", () => {
  it.for([
    [
      "Massapequa with a pin in Bridgeport, CT",
      { city: "Massapequa", latitude: 41.179, longitude: -73.189 },
      OFF_ISLAND,
    ],
    [
      "Huntington with a pin in New Haven",
      { city: "Huntington", latitude: 41.3, longitude: -72.93 },
      OFF_ISLAND,
    ],
    [
      "a pin in Long Island Sound",
      { city: "Huntington", latitude: 41.0, longitude: -73.3 },
      OFF_ISLAND,
    ],
    [
      "a pin in Queens just over the Nassau line",
      { city: "Floral Park", latitude: 40.73, longitude: -73.72 },
      OFF_ISLAND,
    ],
    [
      "a pin in Manhattan",
      { city: "Massapequa", latitude: 40.758, longitude: -73.9855 },
      OFF_ISLAND,
    ],
    ["the state NJ", { state: "NJ" }, "state: Long Island is in New York: the state must be NY"],
    [
      "the town Paris",
      { city: "Paris" },
      "city: We don't know Paris as a town on Long Island: the pin is near Massapequa. Enter the town the house is in",
    ],
    [
      "Hampton Bays with a pin at Montauk",
      { city: "Hampton Bays", latitude: 41.0359, longitude: -71.9545 },
      "city: {address} is not near Hampton Bays: the pin is 32 mi from the center of Hampton Bays, near Montauk. Put the pin on the house, or enter the town it is in",
    ],
  ] as [string, Record<string, unknown>, string][])(
    "refuses %s with 400 and stores nothing",
    async ([_name, overrides, message], { expect }) => {
      const caller = await signedIn(newCaller());
      const body = submission(overrides);
      const res = await api("/api/houses", { method: "POST", token: caller.token, body });
      expect(res.status).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toBe(
        message.replace("{address}", body.address),
      );
      expect(await stored(body.address)).toBe(0);
    },
  );

  it.for([
    ["a house on the north shore the county outline cuts off", "East Marion", 41.1132, -72.3052],
    ["a house on Port Jefferson's shore", "Port Jefferson", 40.9746, -73.0734],
    ["a house on Shelter Island", "Shelter Island", 41.068, -72.339],
    ["a house on Fishers Island", "Fishers Island", 41.27, -71.98],
    ["a house in Montauk", "Montauk", 41.0359, -71.9545],
  ] as [string, string, number, number][])(
    "accepts %s",
    async ([_name, city, latitude, longitude], { expect }) => {
      const caller = await signedIn(newCaller());
      const body = submission({ city, latitude, longitude });
      const res = await api("/api/houses", { method: "POST", token: caller.token, body });
      expect(res.status, await res.clone().text()).toBe(201);
      await expectJson(res, houseSubmissionResponseSchema);
      expect(await stored(body.address)).toBe(1);
    },
  );

  it("accepts the state as NY or New York in any case, and none", async ({ expect }) => {
    const caller = await signedIn(newCaller());
    for (const state of ["NY", "ny", "New York", "NEW YORK", "N.Y.", undefined]) {
      const body = submission({ state });
      const res = await api("/api/houses", { method: "POST", token: caller.token, body });
      expect(res.status, String(state)).toBe(201);
    }
  });
});

describe("an admin's edit", () => {
  it("refuses a pin off the island, a town it does not know or far from the pin, and a state", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    const house = await createHouse({ ...knownTown("Massapequa") });
    const edit = (body: Record<string, unknown>) =>
      api(`/api/admin/houses/${house.id}`, { method: "PUT", token: admin.token, body });
    for (const [body, message] of [
      [{ latitude: 41.179, longitude: -73.189 }, OFF_ISLAND],
      [
        { address: house.address, city: "Paris" },
        "city: We don't know Paris as a town on Long Island: the pin is near Massapequa. Enter the town the house is in",
      ],
      [
        { address: house.address, city: "Montauk" },
        `city: ${house.address} is not near Montauk: the pin is 84 mi from the center of Montauk, near Massapequa. Put the pin on the house, or enter the town it is in`,
      ],
      [{ state: "Connecticut" }, "state: Long Island is in New York: the state must be NY"],
    ] as [Record<string, unknown>, string][]) {
      const res = await edit(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toBe(message);
    }
    const row = await env.DB.prepare("SELECT city, latitude, state FROM houses WHERE id = ?")
      .bind(house.id)
      .first();
    expect(row).toEqual({ city: "Massapequa", latitude: house.latitude, state: "NY" });
    // The town and its pin moved together are fine.
    const moved = await edit({ address: house.address, ...knownTown("Montauk") });
    expect(moved.status).toBe(200);
  });

  it("moves a reported house's pin only onto the island and near its town", async ({ expect }) => {
    const admin = await newAdmin();
    const house = await createHouse({ ...knownTown("Massapequa") });
    const move = (latitude: number, longitude: number) =>
      api(`/api/admin/reports/houses/${house.id}/move`, {
        method: "POST",
        token: admin.token,
        body: { latitude, longitude },
      });
    const offIsland = await move(41.179, -73.189);
    expect(offIsland.status).toBe(400);
    expect((await expectJson(offIsland, errorSchema)).message).toBe(
      "The pin must be on Long Island",
    );
    const farFromTown = await move(41.0359, -71.9545);
    expect(farFromTown.status).toBe(400);
    expect((await expectJson(farFromTown, errorSchema)).message).toMatch(
      /is not near Massapequa: the pin is \d+ mi from the center of Massapequa, near Montauk\./,
    );
    const row = await env.DB.prepare("SELECT latitude FROM houses WHERE id = ?")
      .bind(house.id)
      .first<{ latitude: number }>();
    expect(row?.latitude).toBe(house.latitude);
  });
});

describe("an import", () => {
  it("judges each row's place as a submission's", async ({ expect }) => {
    const admin = await newAdmin();
    const street = uniqueTownName("Import").replace(" ", "");
    const csv = [
      "title,address,town,state,latitude,longitude",
      `Bridgeport,1 ${street} Rd,Massapequa,NY,41.179,-73.189`,
      `Paris,2 ${street} Rd,Paris,NY,40.6807,-73.4743`,
      `Far,3 ${street} Rd,Hampton Bays,NY,41.0359,-71.9545`,
      `Jersey,4 ${street} Rd,Massapequa,NJ,40.6807,-73.4743`,
      `Good,5 ${street} Rd,Shelter Island,NY,41.075,-72.33`,
    ].join("\n");
    const preview = await previewImport(admin.token, "places.csv", csv);
    expect(preview.rows.map((row) => [row.status, row.problem])).toEqual([
      ["off-island", SUBMISSION_MESSAGES.notOnLongIsland],
      [
        "invalid",
        "We don't know Paris as a town on Long Island: the pin is near Seaford. Enter the town the house is in",
      ],
      [
        "needs-location",
        `3 ${street} Rd is not near Hampton Bays: the pin is 32 mi from the center of Hampton Bays, near Montauk. Put the pin on the house, or enter the town it is in`,
      ],
      ["invalid", "Long Island is in New York: the state must be NY"],
      ["new", undefined],
    ]);
  });
});

describe("the demo data", () => {
  it("has every house where a house may be: on the island, in New York, near its town", ({
    expect,
  }) => {
    // The houses' rows of seed/demo.sql: (id, title, description, address, city, state, lat, lng, ...
    const row =
      /^\s+\((\d+), '(?:[^']|'')*', (?:'(?:[^']|'')*'|NULL), '((?:[^']|'')*)', '((?:[^']|'')*)', (?:'((?:[^']|'')*)'|NULL), (-?[\d.]+), (-?[\d.]+),/gm;
    const houses = DEMO_SQL.split("INSERT OR IGNORE INTO houses (")
      .slice(1)
      .flatMap((statement) => [...statement.split(";\n")[0]!.matchAll(row)]);
    expect(houses.length).toBeGreaterThanOrEqual(60);
    const refused = houses.flatMap(([, id, address, city, state, latitude, longitude]) => {
      const problem = houseLocationProblem({
        address: address!.replaceAll("''", "'"),
        city: city!.replaceAll("''", "'"),
        state: state ?? null,
        latitude: Number(latitude),
        longitude: Number(longitude),
      });
      return problem ? [`${id} ${city}: ${problem.message}`] : [];
    });
    expect(refused).toEqual([]);
  });
});
