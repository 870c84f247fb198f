/**
 * Point-in-polygon for the map data scripts and their checks (GeoJSON order: [lng, lat]).
 */
import { readFileSync } from "node:fs";

export type Ring = [number, number][];
/** A polygon: its outer ring, then its holes. */
export type Polygon = Ring[];

/** Even-odd ray casting; fine for coastline and county rings, which are simple polygons. */
export function inRing([x, y]: [number, number], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside some polygon's outer ring and none of its holes. */
export function inPolygons(point: [number, number], polygons: Polygon[]): boolean {
  return polygons.some(
    ([outer, ...holes]) => inRing(point, outer!) && !holes.some((h) => inRing(point, h)),
  );
}

type Feature = { geometry: { type: string; coordinates: unknown } };

/** The polygons of a GeoJSON file's Polygon and MultiPolygon features (others are skipped). */
export function polygonsOfGeoJsonFile(file: string): Polygon[] {
  const geojson: { features: Feature[] } = JSON.parse(readFileSync(file, "utf8"));
  return geojson.features.flatMap((f) =>
    f.geometry.type === "Polygon"
      ? [f.geometry.coordinates as Polygon]
      : f.geometry.type === "MultiPolygon"
        ? (f.geometry.coordinates as Polygon[])
        : [],
  );
}
