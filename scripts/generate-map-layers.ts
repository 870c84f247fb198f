/**
 * Builds the offline base layer of the map (public/map/long-island.geojson): the Nassau and
 * Suffolk land, and one labelled point per town of the gazetteer. Each county is the Census
 * Bureau's 1:500,000 cartographic boundary polygon with the bays cut out along NOAA's GNOME
 * shoreline (both in scripts/map-sources/, credited in docs/map-data.md): the Census polygons
 * include inland water, so without the cut Great South Bay and the rest would draw as land.
 * MapLibre draws it with no tile server and no street data; an online style replaces it when it
 * loads.
 *
 * It also writes the outline the worker checks a house's pin against
 * (worker/lib/long-island-outline.json, decision 419): the two Census county outlines as they are,
 * bays included, simplified, and the land of Queens beside Nassau, where the outline's shore
 * allowance stops.
 *
 * Run after scripts/generate-places.ts: node_modules/.bin/node scripts/generate-map-layers.ts
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import polygonClipping, { type MultiPolygon, type Polygon } from "polygon-clipping";
import { LONG_ISLAND_BOUNDS } from "../contract/address.ts";
import { ringArea, simplifyRing } from "./lib/polygons.ts";

type Position = [number, number];
type Ring = Position[];
type Geometry =
  | { type: "Polygon"; coordinates: Ring[] }
  | { type: "MultiPolygon"; coordinates: Ring[][] };

const COUNTIES: Record<string, string> = { "36059": "Nassau", "36103": "Suffolk" };
const root = path.join(import.meta.dirname, "..");

/** 4 decimals is ~11 m, below what a 1:500,000 outline resolves, and keeps the file small. */
const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

/** Rounds a ring and drops points that rounding made identical to their predecessor. */
function roundRing(ring: Ring): Ring {
  const out: Ring = [];
  for (const [x, y] of ring) {
    const p: Position = [round4(x), round4(y)];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}

/**
 * NOAA's outline has a vertex every ~115 m, stair-stepped in places; dropping the vertices within
 * 0.0003° (~33 m, ~4 px at the offline map's deepest zoom, 14) of the line kept through their
 * neighbours takes the layer from 172 KB to 114 KB with no visible change.
 */
const SIMPLIFY_DEGREES = 0.0003;
/** Longitude scaled by this so the tolerance is the same distance both ways. */
const COS_LAT = Math.cos((40.8 * Math.PI) / 180);
const simplify = (ring: Ring) => simplifyRing(ring, SIMPLIFY_DEGREES, COS_LAT);

/** Every NOAA land polygon that touches the counties, as one MultiPolygon. */
const noaaLand = JSON.parse(
  readFileSync(path.join(root, "scripts/map-sources/noaa-gnome-land.geojson"), "utf8"),
) as { features: { geometry: { type: "MultiPolygon"; coordinates: MultiPolygon } }[] };
const land = polygonClipping.union([], ...noaaLand.features.map((f) => f.geometry.coordinates));

/**
 * NOAA's file stops at lon -72.0 (it has no land further east, so everything there would look
 * like water): only west of that line is water cut out; Montauk's tip and the east of Fishers
 * Island keep the Census outline.
 */
const NOAA_EAST_EDGE = -72.0;
const noaaCoverage: Polygon = [
  [
    [-75, 40],
    [NOAA_EAST_EDGE, 40],
    [NOAA_EAST_EDGE, 42],
    [-75, 42],
    [-75, 40],
  ],
];

/** Area in km² of a ring (equirectangular at Long Island's latitude; enough to rank slivers). */
function areaKm2(ring: Ring): number {
  return ringArea(ring) * 111.32 * COS_LAT * 110.57;
}

/**
 * Islets and holes under 0.05 km² (a 220 m square) are dropped: a handful of specks, marsh islets
 * and triangles left where the Census and NOAA outlines cross, that would draw as stray dots.
 * (They weigh under 1 KB; size is not the reason.)
 */
const MIN_AREA_KM2 = 0.05;

/** The county polygon minus its water, rounded, with slivers dropped. */
function countyLand(county: MultiPolygon): Geometry {
  const water = polygonClipping.difference(
    polygonClipping.intersection(county, noaaCoverage),
    land,
  );
  const polygons: Ring[][] = [];
  for (const [outer, ...holes] of polygonClipping.difference(county, water)) {
    const rounded = roundRing(simplify(outer as Ring));
    // A dropped outer ring drops its polygon; a dropped hole fills in.
    if (rounded.length < 4 || areaKm2(rounded) < MIN_AREA_KM2) continue;
    polygons.push([
      rounded,
      ...holes
        .map((hole) => roundRing(simplify(hole as Ring)))
        .filter((hole) => hole.length >= 4 && areaKm2(hole) >= MIN_AREA_KM2),
    ]);
  }
  return { type: "MultiPolygon", coordinates: polygons };
}

const counties = Object.entries(COUNTIES).map(([fips, name]) => {
  const source = JSON.parse(
    readFileSync(path.join(root, `scripts/map-sources/census-county-${fips}.geojson`), "utf8"),
  ) as { geometry: Geometry };
  const polygons =
    source.geometry.type === "Polygon"
      ? [source.geometry.coordinates]
      : source.geometry.coordinates;
  return {
    type: "Feature",
    properties: { kind: "county", name },
    geometry: countyLand(polygons),
  };
});

// LONG_ISLAND_BOUNDS in contract/address.ts was derived from these outlines; fail loudly if
// newer source files ever move them outside it.
for (const county of counties) {
  const polygons: Ring[][] =
    county.geometry.type === "Polygon"
      ? [county.geometry.coordinates]
      : county.geometry.coordinates;
  for (const [lng, lat] of polygons.flat(2)) {
    const b = LONG_ISLAND_BOUNDS;
    if (lat < b.minLat || lat > b.maxLat || lng < b.minLng || lng > b.maxLng) {
      throw new Error(
        `${county.properties.name} reaches ${lat},${lng}, outside LONG_ISLAND_BOUNDS`,
      );
    }
  }
}

const places = JSON.parse(
  readFileSync(path.join(root, "worker/services/places/long-island-places.json"), "utf8"),
) as { towns: { name: string; latitude: number; longitude: number }[] };

const towns = places.towns.map((t) => ({
  type: "Feature",
  properties: { kind: "town", name: t.name },
  geometry: { type: "Point", coordinates: [round4(t.longitude), round4(t.latitude)] },
}));

// ---- The outline a house's pin must be in (decision 419) ------------------------------------

/**
 * The Census outlines with their bays, not the land drawn above: a house on a bay is on Long
 * Island. 0.0002° (~20 m) keeps the file small (the worker carries it) and moves the line far less
 * than the shore allowance the worker adds (worker/lib/house-location.ts).
 */
const OUTLINE_SIMPLIFY_DEGREES = 0.0002;
const outlineRing = (ring: Ring) =>
  roundRing(simplifyRing(ring, OUTLINE_SIMPLIFY_DEGREES, COS_LAT));
const outlinePolygons = (polygons: MultiPolygon) =>
  polygons.map((polygon) => polygon.map((ring) => outlineRing(ring as Ring)));
const censusOutline = polygonClipping.union(
  [],
  ...Object.keys(COUNTIES).map((fips) => {
    const source = JSON.parse(
      readFileSync(path.join(root, `scripts/map-sources/census-county-${fips}.geojson`), "utf8"),
    ) as { geometry: Geometry };
    return (
      source.geometry.type === "Polygon"
        ? [source.geometry.coordinates]
        : source.geometry.coordinates
    ) as MultiPolygon;
  }),
);
/**
 * Queens: NOAA's land outside the two counties that lies wholly west of Nassau's line with it
 * (lon −73.70) and is more than a sliver (1 km²). Elsewhere NOAA land outside the Census outline
 * is the shore the 1:500,000 outline cuts off (up to ~430 m on the north shore), which the
 * allowance is for; beside Queens the allowance would take in Queens houses.
 */
const QUEENS_EAST_EDGE = -73.7;
const queens = polygonClipping.difference(land, censusOutline).filter(([outer]) => {
  const ring = outer as Ring;
  return Math.max(...ring.map(([lng]) => lng)) <= QUEENS_EAST_EDGE && areaKm2(ring) >= 1;
});
const outlineOut = path.join(root, "worker/lib/long-island-outline.json");
writeFileSync(
  outlineOut,
  `${JSON.stringify({
    source:
      "scripts/generate-map-layers.ts: Census 1:500,000 outlines of Nassau and Suffolk (bays included); NOAA GNOME land of Queens beside Nassau",
    counties: outlinePolygons(censusOutline),
    queens: outlinePolygons(queens),
  })}\n`,
);
console.log(
  `wrote ${path.relative(process.cwd(), outlineOut)}: ${censusOutline.length} outline polygons, ` +
    `${queens.length} of Queens, ${(statSync(outlineOut).size / 1024).toFixed(1)} KB`,
);

const out = path.join(root, "public/map/long-island.geojson");
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ type: "FeatureCollection", features: [...counties, ...towns] })}\n`,
);
console.log(
  `wrote ${path.relative(process.cwd(), out)}: ${counties.length} counties, ${towns.length} towns, ` +
    `${(statSync(out).size / 1024).toFixed(1)} KB`,
);
