/**
 * Importing and exporting house lists through HTTP (worker/routes/admin/imports.ts, export.ts):
 * every preview status, duplicates, KML/KMZ/CSV/GeoJSON, files that are not lists, the pin fix,
 * the commit in batches and its idempotence, and an export that re-imports with nothing lost.
 */
import { env, exports } from "cloudflare:workers";
import { addressKey } from "@contract/address";
import { adminHouseListSchema } from "@contract/admin";
import { HOMEOWNER_MESSAGES } from "@contract/homeowner-texts";
import { houseDetailSchema } from "@contract/house";
import {
  type ImportPreview,
  importCommitResultSchema,
  importPreviewSchema,
  importRowSchema,
} from "@contract/house-import";
import { DOMParser } from "@xmldom/xmldom";
import { zipSync } from "fflate";
import { beforeAll, describe, it } from "vitest";
import importTemplate from "../seed/import-template.csv?raw";
import {
  CENSUS_BATCH_URL,
  censusBatchForm,
  createCensusBatchGeocoder,
  parseCensusBatchAnswer,
} from "../worker/services/places/census";
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
import censusBatchAnswer from "./fixtures/census/batch-answer.csv?raw";
import myMapsKml from "./fixtures/import/my-maps.kml?raw";
import { previewImport, uploadImport } from "./import-requests";

let admin: TestCaller;

beforeAll(async () => {
  admin = await newAdmin();
});

function upload(fileName: string, content: string | Uint8Array, token = admin.token) {
  return uploadImport(token, fileName, content);
}

function preview(fileName: string, content: string | Uint8Array) {
  return previewImport(admin.token, fileName, content);
}

/** Commits batch after batch until the commit is done; the final totals. */
async function commitAll(id: string, indexes: number[]) {
  for (let call = 0; call < 500; call++) {
    const response = await api(`/api/admin/imports/${id}/commit`, {
      method: "POST",
      token: admin.token,
      body: { indexes },
    });
    const result = await expectJson(response, importCommitResultSchema);
    if (result.status === "done") return result;
  }
  throw new Error("commit never finished");
}

const byTitle = (p: ImportPreview, title: string) => {
  const row = p.rows.find((r) => r.title === title);
  if (!row) throw new Error(`no row ${title}`);
  return row;
};

describe("POST /api/admin/imports: a Google My Maps KML", () => {
  let listed: { id: number };
  let neighbour: { id: number };

  beforeAll(async () => {
    listed = await createHouse({ address: "12 Candy Cane Ln", city: "Massapequa" });
    neighbour = await createHouse({
      address: "16 Mistletoe Ct",
      city: "Levittown",
      latitude: 40.725,
      longitude: -73.514,
    });
  });

  it("answers one row per placemark with its status, before writing any house", async ({
    expect,
  }) => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM houses").first<{ n: number }>();
    const p = await preview("Christmas lights.kml", myMapsKml);
    expect(p.format).toBe("kml");
    expect(p.fileName).toBe("Christmas lights.kml");
    expect(p.rows.map((r) => [r.index, r.status])).toEqual([
      [0, "new"],
      [1, "needs-location"],
      [2, "duplicate"],
      [3, "duplicate"],
      [4, "off-island"],
      [5, "invalid"],
      [6, "invalid"],
    ]);

    const fresh = byTitle(p, "The Sound View Spectacular");
    expect(fresh).toMatchObject({
      address: "36 Sound View Dr",
      city: "Ronkonkoma",
      latitude: 40.8153705,
      longitude: -73.1122547,
      features: ["Walk-Through", "Music-Sync"],
    });
    expect(fresh.problem).toBeUndefined();

    const unplaced = byTitle(p, "Holly Lane Lights");
    expect(unplaced).toMatchObject({ address: "150 Holly Lane", city: "Farmingdale" });
    expect(unplaced.latitude).toBeNull();
    expect(unplaced.problem).toMatch(/put the pin on the house/);

    // Same normalised address ("Lane" is "Ln") as a listed house.
    expect(byTitle(p, "Candy Cane Corner")).toMatchObject({
      duplicateOfHouseId: listed.id,
      problem: "Same address as a listed house.",
    });
    // A different address, but 4 m from a listed house.
    const close = byTitle(p, "Next door to the Grinch");
    expect(close.duplicateOfHouseId).toBe(neighbour.id);
    expect(close.problem).toMatch(/^Within \d+ m of a listed house\.$/);

    expect(byTitle(p, "Cousin's house in Connecticut").problem).toMatch(/Long Island/);
    expect(byTitle(p, "A display somewhere").problem).toBe("No street address.");
    expect(byTitle(p, "Ocean Parkway drive").problem).toMatch(/Only points can be imported/);

    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM houses").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    // The stored preview reads back the same.
    const again = await expectJson(
      await api(`/api/admin/imports/${p.id}`, { token: admin.token }),
      importPreviewSchema,
    );
    expect(again).toEqual(p);
  });

  it("a KMZ (the zip My Maps downloads) reads the same as its KML", async ({ expect }) => {
    const kmz = zipSync({
      "doc.kml": new TextEncoder().encode(myMapsKml),
      "images/icon-1.png": new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
    const p = await preview("Christmas lights.kmz", kmz);
    expect(p.format).toBe("kmz");
    expect(p.rows.map((r) => r.status)).toEqual([
      "new",
      "needs-location",
      "duplicate",
      "duplicate",
      "off-island",
      "invalid",
      "invalid",
    ]);
  });

  it("fixing a pin judges the row again; committing creates the new rows once", async ({
    expect,
  }) => {
    const p = await preview("Christmas lights.kml", myMapsKml);
    const pin = async (index: number, latitude: number, longitude: number) =>
      api(`/api/admin/imports/${p.id}/rows/${index}`, {
        method: "PATCH",
        token: admin.token,
        body: { latitude, longitude },
      });
    // Off the island stays off-island; on a listed house it is a duplicate; else new.
    expect((await expectJson(await pin(1, 41.2, -74.5), importRowSchema)).status).toBe(
      "off-island",
    );
    expect((await expectJson(await pin(1, 40.72501, -73.51401), importRowSchema)).status).toBe(
      "duplicate",
    );
    const fixed = await expectJson(await pin(1, 40.7327, -73.4454), importRowSchema);
    expect(fixed).toMatchObject({ status: "new", latitude: 40.7327, longitude: -73.4454 });
    expect(fixed.problem).toBeUndefined();
    expect((await pin(5, 40.7, -73.4)).status).toBe(409);
    expect((await pin(1, 95, -73.4)).status).toBe(400);

    // Everything ticked: the new rows are created, and so is the neighbour 4 m from a listed
    // house (ticking a near duplicate says it is another house); a listed address, a point off
    // the island and the invalid rows are skipped with a reason.
    const all = p.rows.map((r) => r.index);
    const first = await commitAll(p.id, all);
    expect(first).toMatchObject({ created: 3, skipped: 4, failed: 0, processed: 7, total: 7 });
    expect(first.errors.join("\n")).toMatch(/Row 3 \(Candy Cane Corner\): same address/);
    expect(first.errors.join("\n")).toMatch(/Row 5 .*off long island/);

    const stored = await expectJson(
      await api(`/api/admin/imports/${p.id}`, { token: admin.token }),
      importPreviewSchema,
    );
    const created = stored.rows.filter((r) => r.houseId !== undefined);
    expect(created.map((r) => r.index)).toEqual([0, 1, 3]);

    // The house is complete: slugs, features, the source file, searchable by its text at once.
    const house = await expectJson(
      await api(`/api/houses/${created[0]!.houseId}`, { token: admin.token }),
      houseDetailSchema,
    );
    expect(house).toMatchObject({
      title: "The Sound View Spectacular",
      address: "36 Sound View Dr",
      city: "Ronkonkoma",
      citySlug: "ronkonkoma",
      streetSlug: "36-sound-view-dr",
      description: "Walk-through display\nMusic on 88.7 FM & a Santa visit",
    });
    expect([...house.features].sort()).toEqual(["Music-Sync", "Walk-Through"]);
    const row = await env.DB.prepare(
      "SELECT import_source, feature_mask, submitted_by FROM houses WHERE id = ?",
    )
      .bind(created[0]!.houseId)
      .first<{ import_source: string; feature_mask: number; submitted_by: string | null }>();
    expect(row).toEqual({
      import_source: "Christmas lights.kml",
      feature_mask: 8 | 16,
      submitted_by: null,
    });
    const listed = await expectJson(
      await api("/api/admin/houses?search=Spectacular", { token: admin.token }),
      adminHouseListSchema,
    );
    expect(listed.houses.map((h) => h.importSource)).toEqual(["Christmas lights.kml"]);
    const found = await json(
      await api("/api/houses?searchQuery=Spectacular&limit=10", { token: admin.token }),
    );
    expect(found.houses.map((h: { id: number }) => h.id)).toContain(created[0]!.houseId);

    // A second commit of the same rows creates nothing.
    const second = await commitAll(p.id, all);
    expect(second).toMatchObject({ created: 0, skipped: 7, failed: 0 });
    expect(second.errors.filter((e) => e.endsWith("already imported."))).toHaveLength(3);
    // And a row already imported cannot be moved from here.
    expect((await pin(0, 40.8, -73.1)).status).toBe(409);
  });

  it("commits in batches of 25: a call answers running until the last batch", async ({
    expect,
  }) => {
    const lines = ["Name,Street Address,Town,Lat,Lng"];
    for (let i = 0; i < 30; i++) {
      lines.push(`Batch house ${i},${100 + i} Batch Road,Bethpage,${40.74 + i * 0.001},-73.48`);
    }
    const p = await preview("batch.csv", lines.join("\n"));
    expect(p.rows.every((r) => r.status === "new")).toBe(true);
    const indexes = p.rows.map((r) => r.index);
    const call = () =>
      api(`/api/admin/imports/${p.id}/commit`, {
        method: "POST",
        token: admin.token,
        body: { indexes },
      });
    const first = await expectJson(await call(), importCommitResultSchema);
    expect(first).toMatchObject({ status: "running", created: 25, processed: 25, total: 30 });
    const second = await expectJson(await call(), importCommitResultSchema);
    expect(second).toMatchObject({ status: "done", created: 30, processed: 30, total: 30 });
  });

  it("only the ticked rows are created", async ({ expect }) => {
    const csv = [
      "title,address,city,latitude,longitude",
      "Ticked,1 Ticked Way,Bayport,40.74,-73.05",
      "Unticked,2 Unticked Way,Bayport,40.745,-73.05",
    ].join("\n");
    const p = await preview("ticks.csv", csv);
    const result = await commitAll(p.id, [0]);
    expect(result).toMatchObject({ created: 1, skipped: 0, total: 1 });
    const stored = await expectJson(
      await api(`/api/admin/imports/${p.id}`, { token: admin.token }),
      importPreviewSchema,
    );
    expect(stored.rows.map((r) => r.houseId !== undefined)).toEqual([true, false]);
  });
});

describe("CSV and GeoJSON", () => {
  it("reads odd header names, a full address in one column, and a ZIP for the town", async ({
    expect,
  }) => {
    const csv = [
      "\uFEFF House Name ,STREET ADDRESS,Zip Code,LAT,Long,Display Type,Notes",
      '"Elf Alley",7 Elf Alley,11757,40.6868,-73.3734,"blow ups; Animatronics","Go after 6, <b>bring</b> cocoa"',
      '"The Big One","99 Reindeer Rd, Hauppauge, NY 11788",,40.8257,-73.2026,Lights Only,',
      "Needs a town,5 Nowhere Rd,,,,,",
    ].join("\r\n");
    const p = await preview("spreadsheet.csv", csv);
    expect(p.format).toBe("csv");
    expect(p.rows[0]).toMatchObject({
      title: "Elf Alley",
      address: "7 Elf Alley",
      city: "Lindenhurst",
      status: "new",
      features: ["Blow-Ups", "Animatronics"],
    });
    expect(p.rows[1]).toMatchObject({
      title: "The Big One",
      address: "99 Reindeer Rd",
      city: "Hauppauge",
      status: "new",
      features: ["Lights Only"],
    });
    expect(p.rows[2]).toMatchObject({ status: "invalid" });
    expect(p.rows[2]?.problem).toMatch(/No town/);
  });

  it("repeats of one address inside the file: the later row is a duplicate", async ({ expect }) => {
    const csv = [
      "title,address,town,latitude,longitude",
      "First,3 Twin Oaks Street,Merrick,40.66,-73.55",
      "Second,3 Twin Oaks St.,Merrick,40.6601,-73.5501",
    ].join("\n");
    const p = await preview("twins.csv", csv);
    expect(p.rows.map((r) => r.status)).toEqual(["new", "duplicate"]);
    expect(p.rows[1]?.problem).toBe("Same address as row 1.");
  });

  it("a list of 150 rows is judged and stored whole; a listed and a do-not-list address past row 100 are found (decision 371)", async ({
    expect,
  }) => {
    const street = `Snowglobe ${Date.now().toString(36)} Lane`;
    const listed = await createHouse({
      address: `130 ${street}`,
      city: "Merrick",
      latitude: 40.62,
      longitude: -73.3,
    });
    await env.DB.prepare(
      "INSERT INTO do_not_list_addresses (address_key, created_at) VALUES (?, ?)",
    )
      .bind(addressKey(`141 ${street}`, "Merrick"), Date.now())
      .run();
    // 42 m apart, west to east through Merrick and its neighbours: no row is near another, and
    // each is near its town (decision 419).
    const rows = Array.from(
      { length: 150 },
      (_, i) =>
        `Row ${i + 1},${i + 1} ${street},Merrick,40.6685,${(-73.62 + i * 0.0005).toFixed(4)}`,
    );
    const p = await preview(
      "long-list.csv",
      ["title,address,town,latitude,longitude", ...rows].join("\n"),
    );
    expect(p.rows).toHaveLength(150);
    expect(p.rows.map((r) => r.index)).toEqual(Array.from({ length: 150 }, (_, i) => i));
    expect(p.rows[129]).toMatchObject({
      status: "duplicate",
      duplicateOfHouseId: listed.id,
      problem: "Same address as a listed house.",
    });
    expect(p.rows[140]).toMatchObject({ status: "invalid", problem: HOMEOWNER_MESSAGES.doNotList });
    expect(p.rows.filter((r) => r.status === "new")).toHaveLength(148);
    expect(p.rows[149]).toMatchObject({ title: "Row 150", latitude: 40.6685, longitude: -73.5455 });
  });

  it("a row whose texts hide characters or show nothing is invalid, saying why (decision 335)", async ({
    expect,
  }) => {
    const csv = [
      "title,address,town,latitude,longitude,description",
      '"attacker \u202eRLO\u0001 <script>",8 Hidden Way,Merrick,40.661,-73.551,',
      '"Blank description",9 Hidden Way,Merrick,40.662,-73.552,"\u3164\u200b"',
      '"Family \u{1F468}\u200d\u{1F469}\u200d\u{1F467} glow \u2764\ufe0f",10 Hidden Way,Merrick,40.663,-73.553,"Line one\nLine two"',
    ].join("\r\n");
    const p = await preview("hidden.csv", csv);
    expect(p.rows.map((r) => r.status)).toEqual(["invalid", "invalid", "new"]);
    expect(p.rows[0]?.problem).toBe(
      "Title: Remove control characters and text-direction marks (they are invisible).",
    );
    expect(p.rows[1]?.problem).toBe(
      "Description: Write some visible text (this has only invisible characters).",
    );
  });

  it("reads a GeoJSON FeatureCollection of points", async ({ expect }) => {
    const geojson = JSON.stringify({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [-73.6, 40.65] },
          properties: { name: "Geo house", address: "4 Geo Ct", city: "Baldwin" },
        },
        {
          type: "Feature",
          geometry: { type: "Polygon", coordinates: [] },
          properties: { name: "An area", address: "5 Geo Ct", city: "Baldwin" },
        },
      ],
    });
    const p = await preview("houses.geojson", geojson);
    expect(p.format).toBe("geojson");
    expect(p.rows.map((r) => r.status)).toEqual(["new", "invalid"]);
    expect(p.rows[1]?.problem).toMatch(/Polygon/);
  });
});

describe("the template docs/deploy.md hands to operators (seed/import-template.csv)", () => {
  it("reads whole: one row placed, one that needs its pin, and both import unconfirmed", async ({
    expect,
  }) => {
    const p = await preview("import-template.csv", importTemplate);
    expect(p.format).toBe("csv");
    expect(p.rows).toEqual([
      {
        index: 0,
        title: "Example: Tinsel Test House",
        address: "1 Example Lane",
        city: "Northport",
        latitude: 40.9021,
        longitude: -73.3389,
        status: "new",
        features: ["Music-Sync", "Walk-Through"],
      },
      {
        index: 1,
        title: "Example: Snowflake Sample Home",
        address: "2 Sample Street",
        // No town column: the ZIP names it.
        city: "Ronkonkoma",
        latitude: null,
        longitude: null,
        status: "needs-location",
        problem: "No coordinates, and the address was not found: put the pin on the house.",
        features: ["Blow-Ups"],
      },
    ]);

    const pinned = await api(`/api/admin/imports/${p.id}/rows/1`, {
      method: "PATCH",
      token: admin.token,
      body: { latitude: 40.8101, longitude: -73.1201 },
    });
    expect((await expectJson(pinned, importRowSchema)).status).toBe("new");
    const result = await commitAll(p.id, [0, 1]);
    expect(result).toMatchObject({ created: 2, skipped: 0, failed: 0, errors: [] });

    const stored = await expectJson(
      await api(`/api/admin/imports/${p.id}`, { token: admin.token }),
      importPreviewSchema,
    );
    const house = await expectJson(
      await api(`/api/houses/${stored.rows[0]!.houseId}`, { token: admin.token }),
      houseDetailSchema,
    );
    expect(house).toMatchObject({
      title: "Example: Tinsel Test House",
      state: "New York",
      description: "A made-up house that fills every column. Replace this row with a real one.",
      schedule: {
        litFrom: "16:30",
        litUntil: "23:00",
        seasonStart: "11-28",
        seasonEnd: "01-01",
        showTimes: ["18:00", "19:30"],
        fmFrequency: 88.7,
      },
      // An old list says nothing about this season: the house reads "Not yet confirmed".
      confirmedSeason: null,
    });
  });
});

describe("files that are not lists get a 400 naming the problem", () => {
  const cases: Array<[string, string | Uint8Array, RegExp]> = [
    [
      "photo.png",
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      /not a KML, KMZ, CSV or GeoJSON/,
    ],
    ["list.kml", "<kml><Document><Placemark>", /not well-formed XML/],
    ["page.html", "<html><body>hi</body></html>", /not a KML, KMZ, CSV or GeoJSON/],
    ["list.kmz", "not a zip at all", /not a zip archive/],
    ["broken.kmz", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), /not a readable zip/],
    ["empty.csv", "", /empty/],
    ["words.csv", "just some words\nand more words", /no recognisable header row/],
    ["names.csv", "title,notes\nA house,nice", /no address column/],
    ["bad.geojson", '{"type":"Feature"}', /not a FeatureCollection/],
    ["bad.json", "{nope", /not valid JSON/],
  ];
  for (const [name, content, message] of cases) {
    it(name, async ({ expect }) => {
      const response = await upload(name, content);
      expect(response.status).toBe(400);
      expect((await json(response)).message).toMatch(message);
    });
  }

  it("a KMZ without a KML inside", async ({ expect }) => {
    const response = await upload("icons.kmz", zipSync({ "a.png": new Uint8Array([1]) }));
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/no KML document/);
  });

  it("no file field, and a file over the size limit", async ({ expect }) => {
    const empty = await exports.default.fetch(
      new Request("http://localhost/api/admin/imports", {
        method: "POST",
        headers: { Authorization: `Bearer ${admin.token}` },
        body: new FormData(),
      }),
    );
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toMatch(/^file:/);
    const big = await upload("big.csv", new Uint8Array(10 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect((await json(big)).message).toMatch(/larger than 10 MB/);
  });

  it("users who are not admins cannot import", async ({ expect }) => {
    const user = await signedIn(newCaller());
    expect((await upload("x.csv", "title,address\na,b", user.token)).status).toBe(403);
  });
});

describe("GET /api/admin/export", () => {
  it("streams every house in each format, and each re-imports into an empty directory with nothing lost", async ({
    expect,
  }) => {
    await env.DB.prepare("DELETE FROM houses").run();
    const a = await createHouse({
      title: "=Formula-looking title",
      address: "21 Garland Way",
      city: "East Meadow",
      state: "New York",
      latitude: 40.7139,
      longitude: -73.5594,
      description: 'Line one & "two"\nKids <3 this, ]]> even',
      features: ["Music-Sync", "Blow-Ups"],
    });
    await env.DB.prepare(
      `UPDATE houses SET lit_from_minute = 990, lit_until_minute = 1470, season_start = 1128,
        season_end = 106, show_times = '["18:00","19:30"]', fm_tenths = 887 WHERE id = ?`,
    )
      .bind(a.id)
      .run();
    await createHouse({
      title: "Plain house",
      address: "3 Snowflake Ct",
      city: "Smithtown",
      state: null,
      latitude: 40.8559,
      longitude: -73.2007,
    });

    const read = async (format: string) => {
      const response = await api(`/api/admin/export?format=${format}`, { token: admin.token });
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Disposition")).toMatch(
        new RegExp(`attachment; filename="li-lights-houses-\\d{4}-\\d{2}-\\d{2}\\.${format}"`),
      );
      return response.text();
    };
    const snapshot = async () =>
      (
        await env.DB.prepare(
          `SELECT title, description, address, city, state, latitude, longitude, lit_from_minute,
             lit_until_minute, season_start, season_end, show_times, fm_tenths, feature_mask,
             city_slug, street_slug
           FROM houses ORDER BY address`,
        ).all()
      ).results;

    const original = await snapshot();
    expect(original).toHaveLength(2);
    const csv = await read("csv");
    expect(csv.split("\r\n")[0]).toBe(
      "title,address,city,state,latitude,longitude,description,features,lit_from,lit_until,season_start,season_end,show_times,fm_frequency,source,page_url",
    );
    expect(csv).toContain("'=Formula-looking title");
    expect(csv).toContain("http://localhost/house/east-meadow/21-garland-way");

    for (const format of ["csv", "geojson", "kml"]) {
      const file = format === "csv" ? csv : await read(format);
      await env.DB.prepare("DELETE FROM houses").run();
      const p = await preview(`export.${format}`, file);
      expect(
        p.rows.map((r) => r.status),
        format,
      ).toEqual(["new", "new"]);
      const result = await commitAll(
        p.id,
        p.rows.map((r) => r.index),
      );
      expect(result.created, format).toBe(2);
      expect(await snapshot(), format).toEqual(original);
    }
  });

  it("gives each of 120 houses on one page its own features (decision 371)", async ({ expect }) => {
    const tag = `Paged ${Date.now().toString(36)}`;
    const features = [["Blow-Ups"], ["Music-Sync", "Charity"], []];
    const made: number[] = [];
    for (let i = 0; i < 120; i++) {
      made.push((await createHouse({ title: `${tag} ${i}`, features: features[i % 3] })).id);
    }
    const response = await api("/api/admin/export?format=geojson", { token: admin.token });
    expect(response.status).toBe(200);
    const file = (await response.json()) as {
      features: Array<{ properties: { title: string; features: string[] } }>;
    };
    const exported = new Map(file.features.map((f) => [f.properties.title, f.properties.features]));
    made.forEach((_, i) => {
      expect(exported.get(`${tag} ${i}`), `house ${i}`).toEqual([...features[i % 3]!].sort());
    });
  });

  it("a KML export is well-formed XML whatever old rows hold (decision 335)", async ({
    expect,
  }) => {
    // Written straight into D1, as rows stored before texts others read refused such characters.
    const house = await createHouse({
      title: "Old\u0001 title\u000b",
      address: `${Date.now() % 10_000} Old\u0008 Lane`,
      description: "Kept\u0001 from\u000b before\nwith ]]> and <b>",
    });
    const response = await api("/api/admin/export?format=kml", { token: admin.token });
    expect(response.status).toBe(200);
    const kml = await response.text();
    const problems: string[] = [];
    const document = new DOMParser({
      onError: (level, message) => {
        if (level !== "warning") problems.push(`${level}: ${message}`);
      },
    }).parseFromString(kml, "text/xml");
    expect(problems).toEqual([]);
    // xmldom lets control characters through outside CDATA; XML 1.0 allows none of them.
    expect(kml).not.toMatch(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u);
    const placemark = Array.from(document.getElementsByTagName("Placemark")).find((element) =>
      element.textContent?.includes(`${house.address.split(" ")[0]} Old Lane`),
    );
    expect(placemark?.getElementsByTagName("name")[0]?.textContent).toBe("Old title");
    expect(placemark?.getElementsByTagName("description")[0]?.textContent).toBe(
      "Kept from before<br>with ]]&gt; and &lt;b&gt;",
    );
  });

  it("answers 400 for an unknown format and 403 to users", async ({ expect }) => {
    const bad = await api("/api/admin/export?format=xlsx", { token: admin.token });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toMatch(/format must be one of csv, geojson, kml/);
    const user = await signedIn(newCaller());
    expect((await api("/api/admin/export?format=csv", { token: user.token })).status).toBe(403);
  });
});

describe("US Census batch geocoder adapter", () => {
  it("sends one CSV file of id, street, town, state, ZIP with the current benchmark", async ({
    expect,
  }) => {
    const form = censusBatchForm([
      {
        id: "0",
        street: '36 Sound View Dr, "Rear"',
        city: "Ronkonkoma",
        state: "NY",
        zip: "11779",
      },
      { id: "1", street: "150 Holly Lane", city: "Farmingdale", state: "NY", zip: null },
    ]);
    expect(form.get("benchmark")).toBe("Public_AR_Current");
    const file = form.get("addressFile");
    expect(file).toBeInstanceOf(File);
    expect(await (file as File).text()).toBe(
      "0,36 Sound View Dr Rear,Ronkonkoma,NY,11779\n1,150 Holly Lane,Farmingdale,NY,\n",
    );
  });

  it("reads matches out of a batch answer; no match and ties are left out", async ({ expect }) => {
    const matches = parseCensusBatchAnswer(censusBatchAnswer);
    expect([...matches.keys()]).toEqual(["0", "3"]);
    expect(matches.get("0")).toEqual({
      latitude: 40.81537053243625,
      longitude: -73.11225468937816,
      matchedAddress: "36 SOUND VIEW DR, RONKONKOMA, NY, 11779",
    });
  });

  it("posts to the batch URL, up to 10,000 addresses a call", async ({ expect }) => {
    const calls: Array<{ url: string; lines: number }> = [];
    const geocoder = createCensusBatchGeocoder(async (url, init) => {
      const file = (init.body as FormData).get("addressFile") as File;
      calls.push({ url, lines: (await file.text()).trim().split("\n").length });
      return new Response(censusBatchAnswer, { status: 200 });
    });
    const addresses = Array.from({ length: 10_001 }, (_, i) => ({
      id: String(i),
      street: `${i} Main St`,
      city: "Babylon",
      state: "NY",
      zip: null,
    }));
    const matches = await geocoder.geocodeAll(addresses);
    expect(calls).toEqual([
      { url: CENSUS_BATCH_URL, lines: 10_000 },
      { url: CENSUS_BATCH_URL, lines: 1 },
    ]);
    expect(matches.get("3")?.latitude).toBe(40.86801);
  });
});
