/** Demo data: the towns the houses are in, and points on land near a town's centre. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { inPolygons, polygonsOfGeoJsonFile } from "../lib/polygons.ts";
import { mulberry32, rand, root } from "./random.ts";

// ---------------------------------------------------------------------------------------------
// Places: the towns the demo houses are in, from the generated gazetteer
// ---------------------------------------------------------------------------------------------

export type Town = {
  name: string;
  county: "Nassau" | "Suffolk";
  latitude: number;
  longitude: number;
};
export const places = JSON.parse(
  readFileSync(path.join(root, "worker/services/places/long-island-places.json"), "utf8"),
) as { towns: Town[] };

/** Well-known residential towns, both counties well represented (20 Nassau, 24 Suffolk). */
export const DEMO_TOWNS = [
  // Nassau
  "Massapequa",
  "Levittown",
  "East Meadow",
  "Merrick",
  "Wantagh",
  "Bellmore",
  "Seaford",
  "Hicksville",
  "Garden City",
  "Rockville Centre",
  "Valley Stream",
  "Freeport",
  "Baldwin",
  "Oceanside",
  "Syosset",
  "Franklin Square",
  "Plainview",
  "Glen Cove",
  "Mineola",
  "Lynbrook",
  // Suffolk
  "Huntington",
  "Commack",
  "Smithtown",
  "Babylon",
  "West Islip",
  "Lindenhurst",
  "Bay Shore",
  "Sayville",
  "Patchogue",
  "Holbrook",
  "Ronkonkoma",
  "Centereach",
  "Selden",
  "Port Jefferson",
  "Stony Brook",
  "Northport",
  "Kings Park",
  "Riverhead",
  "Mattituck",
  "Southampton",
  "East Northport",
  "Deer Park",
  "Shirley",
  "Hampton Bays",
].map((name) => {
  const town = places.towns.find((t) => t.name === name);
  if (!town) throw new Error(`${name} is not in the places file`);
  return town;
});

/**
 * Land check against the land polygons of the map's own base layer (public/map/long-island.geojson,
 * whatever coastline it holds), so no demo pin sits in a bay on the map people see.
 */
export const landPolygons = polygonsOfGeoJsonFile(
  path.join(root, "public/map/long-island.geojson"),
);
export const onLand = (lat: number, lng: number) => inPolygons([lng, lat], landPolygons);

export const MILES_PER_DEGREE_LAT = 69.05;
export function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLng = (lng2 - lng1) * toRad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(a));
}

/**
 * A point 0.05-0.42 miles from the town centroid, on land; 6 decimals (~10 cm) like a geocoder.
 * It takes exactly two draws from the shared stream, the first try; the tries after a point in
 * the water come from a generator of their own, seeded by that try. So a coastline change moves
 * only the houses it puts in the water and reshuffles none of the rest of the demo data.
 */
export function pointNear(town: Town): { latitude: number; longitude: number } {
  const first = [rand(), rand()] as const;
  const retry = mulberry32(Math.floor(first[0] * 2 ** 32));
  for (let attempt = 0; attempt < 200; attempt++) {
    const [u, v] = attempt === 0 ? first : [retry(), retry()];
    const miles = 0.05 + u * 0.37;
    const angle = v * 2 * Math.PI;
    const latitude = town.latitude + (miles * Math.cos(angle)) / MILES_PER_DEGREE_LAT;
    const longitude =
      town.longitude +
      (miles * Math.sin(angle)) /
        (MILES_PER_DEGREE_LAT * Math.cos((town.latitude * Math.PI) / 180));
    const p = {
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
    };
    const distance = milesBetween(town.latitude, town.longitude, p.latitude, p.longitude);
    if (distance <= 0.5 && onLand(p.latitude, p.longitude)) return p;
  }
  throw new Error(`no land near ${town.name}`);
}
