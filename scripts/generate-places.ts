/**
 * Builds the embedded Long Island gazetteer (worker/services/places/long-island-places.json):
 * every ZIP code of Nassau and Suffolk counties with its centroid, the towns (post office
 * names) made from them, and the Census places (hamlets and villages, decision 418) that are not
 * already such a town. The worker answers geocoding and autocomplete from this file when no
 * Google Places key is configured, and reads its town names and centres whatever the provider.
 *
 * Run: node_modules/.bin/node scripts/generate-places.ts
 *
 * The `zipcodes` package has no county field, so membership is decided by point-in-polygon of
 * each ZIP centroid against the Census county outlines in us-atlas (counties-10m.json).
 *
 * Census places: scripts/map-sources/census-places-ny-long-island-box.csv holds every New York
 * place (census designated place, incorporated village or city) of the U.S. Census Bureau's 2025
 * Gazetteer Files, national places file (2025_Gaz_place_national.txt), whose internal point lies
 * in Long Island's box (lat 40.5 to 41.3, lon -73.8 to -71.8): its name without the legal
 * description ("Dix Hills CDP" is "Dix Hills", "St. James CDP" is "St. James") and its internal
 * point (INTPTLAT, INTPTLONG) to 5 decimals. A work of the US government: public domain
 * (docs/map-data.md). A place is kept when its point is inside the Census outline of Nassau or
 * Suffolk (scripts/map-sources/census-county-*.geojson, 1:500,000, which includes the bays), so
 * Westchester's villages in the box, Queens and Connecticut are left out.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { slugify, townKey } from "../contract/address.ts";
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

// ---------------------------------------------------------------------------------------------
// Census places (decision 418): the hamlets and villages people name, many with no post office.
// ---------------------------------------------------------------------------------------------

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;
const sources = path.join(import.meta.dirname, "map-sources");
/** A county file is one GeoJSON Feature with a (Multi)Polygon. */
function countyPolygons(fips: string): Polygon[] {
  const { geometry } = JSON.parse(
    readFileSync(path.join(sources, `census-county-${fips}.geojson`), "utf8"),
  ) as { geometry: { type: string; coordinates: unknown } };
  return geometry.type === "Polygon"
    ? [geometry.coordinates as Polygon]
    : (geometry.coordinates as Polygon[]);
}
const countyOutlines: { county: County; polygons: Polygon[] }[] = Object.entries(LONG_ISLAND).map(
  ([fips, county]) => ({ county, polygons: countyPolygons(fips) }),
);

const townKeys = new Set(towns.map((t) => townKey(t.name)));
const [header, ...lines] = readFileSync(
  path.join(sources, "census-places-ny-long-island-box.csv"),
  "utf8",
)
  .trim()
  .split("\n");
if (header !== "name,latitude,longitude") throw new Error(`unexpected header: ${header}`);
const outside: string[] = [];
const sameAsTown: string[] = [];
const places: { name: string; county: County; latitude: number; longitude: number }[] = [];
for (const line of lines) {
  const [name, lat, lng] = line.split(",");
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!name || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    throw new Error(`bad line: ${line}`);
  }
  const county = countyOutlines.find((o) => inPolygons([longitude, latitude], o.polygons))?.county;
  if (!county) outside.push(name);
  // A post office town of the same name keeps its ZIP centre: its links and houses stay as they are.
  else if (townKeys.has(townKey(name))) sameAsTown.push(name);
  else places.push({ name, county, latitude: round4(latitude), longitude: round4(longitude) });
}
places.sort((a, b) => a.name.localeCompare(b.name));
for (const p of places) {
  if (slugs.has(slugify(p.name))) throw new Error(`${p.name} shares a slug with a town`);
  slugs.add(slugify(p.name));
}

const out = path.join(import.meta.dirname, "../worker/services/places/long-island-places.json");
writeFileSync(out, `${JSON.stringify({ zips, towns, places })}\n`);

const count = (list: { county: County }[], county: County) =>
  list.filter((x) => x.county === county).length;
console.log(
  `wrote ${path.relative(process.cwd(), out)}: ${zips.length} ZIPs ` +
    `(Nassau ${count(zips, "Nassau")}, Suffolk ${count(zips, "Suffolk")}), ${towns.length} towns ` +
    `(Nassau ${count(towns, "Nassau")}, Suffolk ${count(towns, "Suffolk")}); ` +
    `${movedZips} ZIPs without a real location placed at their town centroid; ` +
    `${places.length} Census places (Nassau ${count(places, "Nassau")}, Suffolk ` +
    `${count(places, "Suffolk")}), ${sameAsTown.length} more named as a town, ` +
    `${outside.length} outside the two counties: ${outside.join(", ")}`,
);
