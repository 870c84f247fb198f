/**
 * Builds the offline base layer of the map (public/map/long-island.geojson): the Nassau and
 * Suffolk shorelines and county line from the Census Bureau's 1:500,000 cartographic boundary
 * file (scripts/map-sources/, credited in docs/map-data.md), and one labelled point per town of
 * the gazetteer. MapLibre draws it with no tile server and no street data; an online style
 * replaces it when it loads.
 *
 * Run after scripts/generate-places.ts: node_modules/.bin/node scripts/generate-map-layers.ts
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LONG_ISLAND_BOUNDS } from "../contract/address.ts";

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

function roundGeometry(g: Geometry): Geometry {
  return g.type === "Polygon"
    ? { type: "Polygon", coordinates: g.coordinates.map(roundRing) }
    : { type: "MultiPolygon", coordinates: g.coordinates.map((p) => p.map(roundRing)) };
}

const counties = Object.entries(COUNTIES).map(([fips, name]) => {
  const source = JSON.parse(
    readFileSync(path.join(root, `scripts/map-sources/census-county-${fips}.geojson`), "utf8"),
  ) as { geometry: Geometry };
  return {
    type: "Feature",
    properties: { kind: "county", name },
    geometry: roundGeometry(source.geometry),
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
