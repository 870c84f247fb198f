/**
 * Point-in-polygon and ring simplification for the map data scripts and their checks (GeoJSON
 * order: [lng, lat]).
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

/** The area a ring encloses (shoelace formula), in the square of its coordinates' unit. */
export function ringArea(ring: Ring): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    twice += ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
  }
  return Math.abs(twice) / 2;
}

/**
 * Douglas-Peucker on a closed ring (first point = last point): drops the vertices within
 * `tolerance` of the line kept through their neighbours. x is multiplied by `xScale` first (for
 * lon/lat, cos of the latitude), so the tolerance is the same distance both ways.
 */
export function simplifyRing(ring: Ring, tolerance: number, xScale = 1): Ring {
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[ring.length - 1] = 1;
  const stack: [number, number][] = [[0, ring.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = [ring[first]![0] * xScale, ring[first]![1]];
    const [bx, by] = [ring[last]![0] * xScale, ring[last]![1]];
    const [dx, dy] = [bx - ax, by - ay];
    const length = Math.hypot(dx, dy);
    let farthest = -1;
    let max = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = [ring[i]![0] * xScale, ring[i]![1]];
      // Distance to the chord, or to its start when the chord is the closed ring's zero length.
      const d =
        length === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs(dx * (ay - py) - dy * (ax - px)) / length;
      if (d > max) [max, farthest] = [d, i];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return ring.filter((_, i) => keep[i]);
}
