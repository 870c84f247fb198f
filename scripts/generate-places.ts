/**
 * Builds the embedded Long Island gazetteer (worker/services/places/long-island-places.json):
 * every ZIP code of Nassau and Suffolk counties with its centroid, and the towns (post office
 * names) made from them. The worker answers geocoding and autocomplete from this file when no
 * Google Places key is configured.
 *
 * Run: node_modules/.bin/node scripts/generate-places.ts
 *
 * The `zipcodes` package has no county field, so membership is decided by point-in-polygon of
 * each ZIP centroid against the Census county outlines in us-atlas (counties-10m.json).
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { slugify } from "../contract/address.ts";
import { inPolygons, type Polygon } from "./lib/polygons.ts";

const require = createRequire(import.meta.url);
const topojson = require("topojson-client");
const zipcodes = require("zipcodes");
const atlas = require("us-atlas/counties-10m.json");

type County = "Nassau" | "Suffolk";

type ZipRecord = { zip: string; city: string; state: string; latitude: number; longitude: number };

/** FIPS codes of the counties we keep, and of the New York City boroughs next to them. */
const LONG_ISLAND: Record<string, County> = { "36059": "Nassau", "36103": "Suffolk" };
const NEW_YORK_CITY = new Set(["36081", "36047", "36061", "36005", "36085"]);

/**
 * Unique ZIPs of large mailers, which the package names after the firm, and one misspelling.
 * Mapped to the post office (USPS default city) that serves them, so they join a real town.
 */
const CITY_FIXES: Record<string, string> = {
  "11025": "Great Neck", // American Express
  "11043": "New Hyde Park", // Independent Elect Of Amer
  "11044": "New Hyde Park", // Eastern States Bkcard Assoc
  "11099": "New Hyde Park", // Eastern States Bkcard Assoc
  "11536": "Garden City", // Select And Save
  "11592": "Rockville Centre", // spelled "Rockville Center" in the package
  "11594": "Westbury", // 115 Firms
  "11595": "Westbury", // Cheeselovers
  "11597": "Westbury", // 115 Crm Firms
  "11750": "Huntington Station", // Abmps
};

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

// County outlines of Long Island and the neighbouring boroughs, as lists of polygons.
const outlines: { fips: string; polygons: Polygon[] }[] = topojson
  .feature(atlas, atlas.objects.counties)
  .features.filter((f: { id: string }) => f.id in LONG_ISLAND || NEW_YORK_CITY.has(f.id))
  .map((f: { id: string; geometry: { type: string; coordinates: unknown } }) => ({
    fips: f.id,
    polygons:
      f.geometry.type === "Polygon"
        ? [f.geometry.coordinates as Polygon]
        : (f.geometry.coordinates as Polygon[]),
  }));

// Candidates: New York ZIPs (Fishers Island, 06390, is in Suffolk despite its Connecticut-style
// ZIP, and the IRS ZIPs 00501/00544 are in Holtsville).
const candidates = (Object.values(zipcodes.codes) as ZipRecord[]).filter((z) => z.state === "NY");

type Located = ZipRecord & { fips: string };
const located: Located[] = [];
for (const z of candidates) {
  const hit = outlines.find((o) => inPolygons([z.longitude, z.latitude], o.polygons));
  if (hit) located.push({ ...z, city: CITY_FIXES[z.zip] ?? z.city, fips: hit.fips });
  // Coastline simplification could leave a shore ZIP of a Long Island prefix (110, 115, 117-119)
  // in the water: say so rather than drop it silently.
  else if (/^11[05789]/.test(z.zip)) console.warn(`warning: ${z.zip} ${z.city} is in no county`);
}

// A few post office boxes of New York City (e.g. 11690 Far Rockaway) have their centroid just
// across the Nassau line. A place name whose ZIPs lie mostly in the boroughs is New York City.
const nycVotes = new Map<string, number>();
for (const z of located) {
  nycVotes.set(z.city, (nycVotes.get(z.city) ?? 0) + (NEW_YORK_CITY.has(z.fips) ? 1 : -1));
}
const zips = located
  .filter((z) => z.fips in LONG_ISLAND && (nycVotes.get(z.city) ?? 0) < 0)
  .map((z) => ({
    zip: z.zip,
    city: z.city,
    county: LONG_ISLAND[z.fips]!,
    latitude: round5(z.latitude),
    longitude: round5(z.longitude),
  }))
  .sort((a, b) => a.zip.localeCompare(b.zip));

// Some ZIPs have no real location in the package. PO-box ZIPs may share a stand-in coordinate
// (40.7548,-73.6018 serves PO boxes of Great Neck, Port Washington, Uniondale and Hicksville),
// and the firm ZIPs of CITY_FIXES sit on a 0.01 degree grid, often in the next town (11592
// Rockville Centre is placed in Westbury). Those ZIPs are left out of their town's centroid and
// then take that centroid as their own, so geocoding 11051 lands in Port Washington.
const citiesAt = new Map<string, Set<string>>();
const at = (z: { latitude: number; longitude: number }) => `${z.latitude},${z.longitude}`;
for (const z of zips) citiesAt.set(at(z), (citiesAt.get(at(z)) ?? new Set()).add(z.city));
const isStandIn = (z: (typeof zips)[number]) =>
  citiesAt.get(at(z))!.size > 1 || z.zip in CITY_FIXES;

// Towns: one per post office name. County = the county of most of its ZIPs (Farmingdale's
// 11735 centroid is in Suffolk, its other three ZIPs in Nassau); centroid = mean of its ZIPs
// that have a real location.
const byCity = new Map<string, typeof zips>();
for (const z of zips) byCity.set(z.city, [...(byCity.get(z.city) ?? []), z]);
let movedZips = 0;
const towns = [...byCity.entries()]
  .map(([name, list]) => {
    const nassau = list.filter((z) => z.county === "Nassau").length;
    const located = list.some((z) => !isStandIn(z)) ? list.filter((z) => !isStandIn(z)) : list;
    const latitude = round5(located.reduce((s, z) => s + z.latitude, 0) / located.length);
    const longitude = round5(located.reduce((s, z) => s + z.longitude, 0) / located.length);
    for (const z of list) {
      if (located.includes(z)) continue;
      Object.assign(z, { latitude, longitude });
      movedZips++;
    }
    return {
      name,
      slug: slugify(name),
      county: (nassau * 2 >= list.length ? "Nassau" : "Suffolk") as County,
      latitude,
      longitude,
      zips: list.map((z) => z.zip),
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

const slugs = new Set(towns.map((t) => t.slug));
if (slugs.size !== towns.length) throw new Error("two towns share a slug");

const out = path.join(import.meta.dirname, "../worker/services/places/long-island-places.json");
writeFileSync(out, `${JSON.stringify({ zips, towns })}\n`);

const count = (list: { county: County }[], county: County) =>
  list.filter((x) => x.county === county).length;
console.log(
  `wrote ${path.relative(process.cwd(), out)}: ${zips.length} ZIPs ` +
    `(Nassau ${count(zips, "Nassau")}, Suffolk ${count(zips, "Suffolk")}), ${towns.length} towns ` +
    `(Nassau ${count(towns, "Nassau")}, Suffolk ${count(towns, "Suffolk")}); ` +
    `${movedZips} ZIPs without a real location placed at their town centroid`,
);
