/**
 * One-off import of the NOAA shoreline that cuts Long Island's bays out of the offline map:
 * reads GNOME's nyharbor.bna (NOAA Office of Response and Restoration, public domain; where to get
 * it is in docs/map-data.md) and writes scripts/map-sources/noaa-gnome-land.geojson, the NOAA
 * land polygons that touch Nassau or Suffolk, clipped to the two counties' box, 5 decimals.
 * scripts/generate-map-layers.ts reads that file; the .bna itself is not kept in the repository.
 *
 * node_modules/.bin/node scripts/import-noaa-shoreline.ts path/to/nyharbor.bna
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import polygonClipping, { type MultiPolygon, type Polygon, type Ring } from "polygon-clipping";

const root = path.join(import.meta.dirname, "..");
const bnaFile = process.argv[2];
if (!bnaFile) throw new Error("usage: import-noaa-shoreline.ts path/to/nyharbor.bna");

/** BNA: a `"name","type",n` header line, then n `lon,lat` lines; every polygon here is type 1 (land). */
function parseBna(text: string): { name: string; type: string; ring: Ring }[] {
  const lines = text.split(/\r?\n|\r/).filter((l) => l.trim());
  const out: { name: string; type: string; ring: Ring }[] = [];
  for (let i = 0; i < lines.length; ) {
    const header = lines[i]!.split(",").map((s) => s.trim().replaceAll('"', ""));
    const n = Math.abs(Number(header[2]));
    const ring = lines
      .slice(i + 1, i + 1 + n)
      .map((l) => l.split(",").map(Number) as [number, number]);
    const [first, last] = [ring[0]!, ring[ring.length - 1]!];
    if (first[0] !== last[0] || first[1] !== last[1]) ring.push(first);
    out.push({ name: header[0]!, type: header[1]!, ring });
    i += 1 + n;
  }
  return out;
}

const counties: MultiPolygon = ["36059", "36103"].flatMap((fips) => {
  const { geometry } = JSON.parse(
    readFileSync(path.join(root, `scripts/map-sources/census-county-${fips}.geojson`), "utf8"),
  ) as {
    geometry:
      | { type: "Polygon"; coordinates: Polygon }
      | { type: "MultiPolygon"; coordinates: MultiPolygon };
  };
  return geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
});

// The counties' box with ~1 km to spare: the NOAA mainland polygon also covers Brooklyn and Queens.
const points = counties.flat(2);
const MARGIN = 0.01;
const [west, east] = [
  Math.min(...points.map((p) => p[0])) - MARGIN,
  Math.max(...points.map((p) => p[0])) + MARGIN,
];
const [south, north] = [
  Math.min(...points.map((p) => p[1])) - MARGIN,
  Math.max(...points.map((p) => p[1])) + MARGIN,
];
const box: Polygon = [
  [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ],
];

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

const features = parseBna(readFileSync(bnaFile, "utf8"))
  .filter((p) => p.type === "1" && polygonClipping.intersection([p.ring], counties).length > 0)
  .map((p) => ({
    type: "Feature",
    properties: { bna_id: p.name },
    geometry: {
      type: "MultiPolygon",
      coordinates: polygonClipping
        .intersection([p.ring], box)
        .map((polygon) => polygon.map((ring) => ring.map(([x, y]) => [round5(x), round5(y)]))),
    },
  }));

const out = path.join(root, "scripts/map-sources/noaa-gnome-land.geojson");
writeFileSync(
  out,
  `${JSON.stringify({
    type: "FeatureCollection",
    source:
      "NOAA Office of Response and Restoration, GNOME: NOAA-ORR-ERD/PyGnome py_gnome/scripts/testing_scripts/script_ny_roms/nyharbor.bna (public domain)",
    features,
  })}\n`,
);
console.log(
  `wrote ${path.relative(process.cwd(), out)}: ${features.length} land polygons, ` +
    `${(statSync(out).size / 1024).toFixed(1)} KB`,
);
