/**
 * Draws the landing page's map teaser (public/map/teaser.svg): the offline layer's Long Island
 * shoreline with a glowing dot for each demo house. A static picture, so the landing shows a real
 * map without loading maplibre.
 *
 * Run after generate-map-layers.ts and the demo data: node_modules/.bin/node scripts/generate-map-teaser.ts
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ringArea, simplifyRing } from "./lib/polygons.ts";

type Position = [number, number];
type Geometry =
  | { type: "Polygon"; coordinates: Position[][] }
  | { type: "MultiPolygon"; coordinates: Position[][][] };

const root = path.join(import.meta.dirname, "..");
const WIDTH = 1050;
const HEIGHT = 450;
const VIEW = { west: -73.8, east: -71.8, south: 40.53, north: 41.32 };
const COS_LAT = Math.cos((((VIEW.north + VIEW.south) / 2) * Math.PI) / 180);
const scale = Math.min(
  WIDTH / ((VIEW.east - VIEW.west) * COS_LAT),
  HEIGHT / (VIEW.north - VIEW.south),
);
const offsetX = (WIDTH - (VIEW.east - VIEW.west) * COS_LAT * scale) / 2;
const offsetY = (HEIGHT - (VIEW.north - VIEW.south) * scale) / 2;

function project([lng, lat]: Position): Position {
  return [
    Math.round((offsetX + (lng - VIEW.west) * COS_LAT * scale) * 10) / 10,
    Math.round((offsetY + (VIEW.north - lat) * scale) * 10) / 10,
  ];
}

/**
 * The shoreline is drawn simplified to half a pixel (and without islets and ponds under 4 px²):
 * the bays' NOAA outline has far more vertices than 1050 px show (61 KB unsimplified, 26 KB so).
 */
const MIN_AREA_PX = 4;

const layer = JSON.parse(
  readFileSync(path.join(root, "public/map/long-island.geojson"), "utf8"),
) as { features: { properties: { kind: string }; geometry: Geometry }[] };

const paths = layer.features
  .filter((f) => f.properties.kind === "county")
  .map((f) => {
    const polygons =
      f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates;
    return polygons
      .flat()
      .map((ring) => simplifyRing(ring.map(project), 0.5))
      .filter((ring) => ring.length >= 4 && ringArea(ring) >= MIN_AREA_PX)
      .map((ring) => `M${ring.map((p) => p.join(" ")).join("L")}Z`)
      .join("");
  });

// Demo houses: "..., 'New York', 40.867108, -73.084559, ..." in the seed's house rows.
const seed = readFileSync(path.join(root, "seed/demo.sql"), "utf8");
const houses = [...seed.matchAll(/'New York', (4\d\.\d+), (-7[123]\.\d+), /g)].map((m) =>
  project([Number(m[2]), Number(m[1])]),
);

const dots = houses
  .map(
    ([x, y], i) =>
      `<circle cx="${x}" cy="${y}" r="5" fill="${i % 3 === 1 ? "#e23b3b" : "#f5c542"}"/>`,
  )
  .join("");

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="Map of Long Island with the listed light displays">
<defs><filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="#0b1d3a"/>
${paths.map((d) => `<path d="${d}" fill="#1c3157" stroke="#5b7bb0" stroke-width="1.2" stroke-linejoin="round"/>`).join("\n")}
<g filter="url(#glow)">${dots}</g>
</svg>
`;

const out = path.join(root, "public/map/teaser.svg");
writeFileSync(out, svg);
console.log(
  `wrote ${path.relative(process.cwd(), out)}: ${houses.length} houses, ${(statSync(out).size / 1024).toFixed(1)} KB`,
);
