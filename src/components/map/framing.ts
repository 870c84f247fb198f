import { LONG_ISLAND_BOUNDS } from "@contract/long-island-bounds";
import type { LngLatBounds } from "./map-types";

/** Share of houses left out at each edge (docs/decisions/187-the-map-frames-its-houses.md). */
const TRIM = 0.05;
/** About a mile each way: a town's few houses still show their streets, not one driveway. */
const MIN_SPAN_DEGREES = 0.03;

interface Point {
  latitude: number;
  longitude: number;
}

function quantile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(share * (sorted.length - 1))))]!;
}

function widen([low, high]: [number, number]): [number, number] {
  const missing = MIN_SPAN_DEGREES - (high - low);
  return missing > 0 ? [low - missing / 2, high + missing / 2] : [low, high];
}

/**
 * The box a map taller than wide opens on when nothing was searched: its houses rather than the
 * whole island. Long Island is six times wider than tall, so fitted whole on a portrait phone it
 * is a thin strip in empty space; the few houses farthest out (Montauk, the North Fork) are left
 * for the user to pan to, and the rest fill the screen. Null with fewer than two houses.
 */
export function framingBounds(points: Point[]): LngLatBounds | null {
  const placed = points.filter(
    (point) => Number.isFinite(point.latitude) && Number.isFinite(point.longitude),
  );
  if (placed.length < 2) return null;
  const trim = placed.length >= 20 ? TRIM : 0;
  const lngs = placed.map((point) => point.longitude).sort((a, b) => a - b);
  const lats = placed.map((point) => point.latitude).sort((a, b) => a - b);
  const [west, east] = widen([quantile(lngs, trim), quantile(lngs, 1 - trim)]);
  const [south, north] = widen([quantile(lats, trim), quantile(lats, 1 - trim)]);
  return [
    [Math.max(west, LONG_ISLAND_BOUNDS.minLng), Math.max(south, LONG_ISLAND_BOUNDS.minLat)],
    [Math.min(east, LONG_ISLAND_BOUNDS.maxLng), Math.min(north, LONG_ISLAND_BOUNDS.maxLat)],
  ];
}
