/**
 * The demo data (seed/demo.sql) looks like a real directory and agrees with itself: every house
 * on land (the map's own coastline, public/map/long-island.geojson, whatever it holds) and near
 * its town, counters equal to their log rows, reviewers with full names, one illustration each.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seasonUnderWay } from "../../contract/season.ts";
import { inPolygons, polygonsOfGeoJsonFile } from "../lib/polygons.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const sql = readFileSync(path.join(ROOT, "seed/demo.sql"), "utf8");

type Value = string | number | null;

/** Width and height from a JPEG's first start-of-frame marker (SOF0-SOF15 but DHT/JPG/DAC). */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** Rows of every `INSERT OR IGNORE INTO <table> (...) VALUES` statement of that table. */
function rows(table: string): Record<string, Value>[] {
  const out: Record<string, Value>[] = [];
  const statement = new RegExp(
    `INSERT OR IGNORE INTO ${table} \\(([^)]*)\\) VALUES\\n([\\s\\S]*?);\\n`,
    "g",
  );
  for (const [, columnList, body] of sql.matchAll(statement)) {
    const columns = columnList!.split(", ");
    for (const line of body!.split("\n")) {
      const values = [...line.matchAll(/'((?:[^']|'')*)'|(-?[\d.]+)|NULL/g)].map((m) =>
        m[1] !== undefined ? m[1].replaceAll("''", "'") : m[2] !== undefined ? Number(m[2]) : null,
      );
      out.push(Object.fromEntries(columns.map((c, i) => [c, values[i] ?? null])));
    }
  }
  return out;
}

const land = polygonsOfGeoJsonFile(path.join(ROOT, "public/map/long-island.geojson"));
const onLand = (lng: number, lat: number) => inPolygons([lng, lat], land);

function miles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(a));
}

/** Town centres: the gazetteer the worker answers from. */
const towns: { name: string; latitude: number; longitude: number }[] = JSON.parse(
  readFileSync(path.join(ROOT, "worker/services/places/long-island-places.json"), "utf8"),
).towns;

const houses = rows("houses");
const count = (table: string) => {
  const byHouse = new Map<Value, number>();
  for (const r of rows(table)) byHouse.set(r.house_id!, (byHouse.get(r.house_id!) ?? 0) + 1);
  return byHouse;
};

describe("demo data", () => {
  it("parses the seed", () => {
    expect(houses.length).toBeGreaterThanOrEqual(60);
    expect(land.length).toBeGreaterThan(0);
  });

  it("puts every house on land", () => {
    const wet = houses.filter((h) => !onLand(h.longitude as number, h.latitude as number));
    expect(wet.map((h) => `${h.id} ${h.title} (${h.latitude}, ${h.longitude})`)).toEqual([]);
  });

  it("puts every house within a mile of its town's centre", () => {
    const far = houses.filter((h) => {
      const town = towns.find((t) => t.name === h.city);
      return (
        !town ||
        miles(town.latitude, town.longitude, h.latitude as number, h.longitude as number) > 1
      );
    });
    expect(far.map((h) => `${h.id} ${h.city}`)).toEqual([]);
  });

  it("keeps each counter equal to its log rows", () => {
    const views = count("page_views");
    const visits = count("visits");
    const proximity = count("proximity_visits");
    const reviews = count("reviews");
    for (const h of houses) {
      expect(h.page_view_count, `house ${h.id} page views`).toBe(views.get(h.id!) ?? 0);
      expect(h.visit_count, `house ${h.id} visits`).toBe(visits.get(h.id!) ?? 0);
      expect(h.proximity_visit_count, `house ${h.id} proximity visits`).toBe(
        proximity.get(h.id!) ?? 0,
      );
      expect(h.review_count, `house ${h.id} reviews`).toBe(reviews.get(h.id!) ?? 0);
    }
    expect([...views.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(houses.length);
  });

  it("gives every reviewer a first and a last name", () => {
    const users = new Map(rows("users").map((u) => [u.id, u]));
    const reviewerIds = new Set(rows("reviews").map((r) => r.user_id));
    expect(reviewerIds.size).toBeGreaterThanOrEqual(20);
    for (const id of reviewerIds) {
      const user = users.get(id)!;
      expect(String(user.first_name ?? "")).toMatch(/^[A-Z][a-z]+/);
      expect(String(user.last_name ?? "")).toMatch(/^[A-Z][A-Za-z']+/);
    }
  });

  it("gives a good share of houses light schedules the API would accept", () => {
    const scheduled = houses.filter((h) => h.lit_from_minute !== null);
    expect(scheduled.length).toBeGreaterThan(houses.length / 2);
    for (const h of scheduled) {
      const from = h.lit_from_minute as number;
      const until = h.lit_until_minute as number;
      // Night minutes: from noon to noon the next day, off after on.
      expect(from, `house ${h.id}`).toBeGreaterThanOrEqual(12 * 60);
      expect(until, `house ${h.id}`).toBeGreaterThan(from);
      expect(until, `house ${h.id}`).toBeLessThanOrEqual(36 * 60);
      expect(h.season_start === null, `house ${h.id} season`).toBe(h.season_end === null);
      if (h.fm_tenths !== null) {
        expect(h.fm_tenths as number).toBeGreaterThanOrEqual(875);
        expect(h.fm_tenths as number).toBeLessThanOrEqual(1080);
      }
    }
    expect(
      scheduled.filter((h) => (h.lit_until_minute as number) > 24 * 60).length,
    ).toBeGreaterThan(0);
    expect(scheduled.filter((h) => h.fm_tenths !== null).length).toBeGreaterThan(3);
  });

  it("has a season history: confirmed in 2026, only in 2025, never; each inside its season", () => {
    const bySeason = (season: number | null) => houses.filter((h) => h.confirmed_season === season);
    expect(bySeason(2026).length).toBeGreaterThan(houses.length / 4);
    expect(bySeason(2025).length).toBeGreaterThan(5);
    expect(bySeason(null).length).toBeGreaterThan(0);
    for (const h of houses) {
      if (h.confirmed_season === null) {
        expect(h.last_confirmed_at, `house ${h.id}`).toBeNull();
        continue;
      }
      const at = seasonUnderWay(new Date(h.last_confirmed_at as number));
      expect(at, `house ${h.id} confirmed at ${h.last_confirmed_at}`).toBe(h.confirmed_season);
    }
  });

  it("has one house Reported dark: three members' open No longer decorates reports this season", () => {
    const dark = houses.filter((h) => h.reported_dark_at !== null);
    expect(dark).toHaveLength(1);
    const reports = rows("house_reports").filter((r) => r.house_id === dark[0]!.id);
    expect(
      reports.filter(
        (r) => r.status === "open" && r.reason === "no-longer-decorates" && r.season === 2026,
      ),
    ).toHaveLength(3);
    expect(new Set(reports.map((r) => r.user_id)).size).toBe(3);
    for (const report of reports) {
      expect(seasonUnderWay(new Date(report.created_at as number))).toBe(2026);
      expect(report.created_at as number).toBeGreaterThan(dark[0]!.last_confirmed_at as number);
    }
  });

  it("gives every house its own illustration", () => {
    const images = houses.map((h) => h.main_image_url);
    expect(new Set(images).size).toBe(houses.length);
  });

  it("shows every demo photo as a JPEG of 800x600 in public/demo, as people upload them", () => {
    const urls = new Set([
      ...houses.map((h) => h.main_image_url as string),
      ...rows("photos").map((p) => p.image_url as string),
    ]);
    for (const url of urls) {
      expect(url, url).toMatch(/^\/demo\/[a-z0-9-]+\.jpg$/);
      const file = path.join(ROOT, "public", url);
      expect(existsSync(file), url).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.length, url).toBeLessThan(80 * 1024);
      expect([bytes[0], bytes[1]], url).toEqual([0xff, 0xd8]);
      expect(jpegSize(bytes), url).toEqual({ width: 800, height: 600 });
    }
  });
});
