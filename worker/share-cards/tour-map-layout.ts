/**
 * Where a tour card's map (share-cards/render.ts) draws each thing, in the card's pixels: the
 * route through the stops' true spots, from the start when it is a place, and a numbered marker
 * per stop. Markers that would cover one another are moved apart as the tour map and the tour
 * outline move them (contract/spread-markers.ts, decision 329), each with a line back to a dot at
 * its true spot; the start stays on its spot and the markers make room around it. A tour of ten
 * stops or more gets smaller markers. The map is fitted again, smaller, while a moved marker
 * would leave the box (decision 393). Pure, without the WebAssembly of the drawing, so a test can
 * check the layout itself.
 */
import { spreadMarkers } from "@contract/spread-markers";
import type { RoutePoint } from "@contract/tour-route";

export interface MapPoint {
  x: number;
  y: number;
}

export interface TourMapMarker extends MapPoint {
  radius: number;
  /** The stop's number in the tour. */
  label: string;
  fontSize: number;
}

export interface TourMapLayout {
  /** The start's spot, when the tour starts from a place. */
  start: MapPoint | null;
  /** Each stop's true spot, in tour order: the route runs start, then these. */
  spots: MapPoint[];
  /** Each stop's numbered marker, in tour order: on its spot or moved off it. */
  markers: TourMapMarker[];
  /** A line from each moved marker's true spot to the marker. */
  leaders: { spot: MapPoint; marker: MapPoint }[];
}

/** The start's white dot and its blue ring, as far as they reach from its centre. */
export const START_RADIUS = 10;
/** Room kept between two markers moved apart. */
const MARKER_GAP = 4;
/** Room at the box's edge: a marker on the route's edge stays whole inside the rounded box. */
const PADDING = 40;
/** The least span fitted (degrees): stops on one street are not blown up across the box. */
const MIN_SPAN_DEGREES = 0.005;
/** Tries at a smaller scale while a moved marker leaves the box. */
const FIT_TRIES = 12;

/** Marker size by the number of stops: two-digit numbers come with many stops. */
function markerSize(count: number) {
  return count < 10 ? { radius: 16, fontSize: 18 } : { radius: 14, fontSize: 15 };
}

/**
 * Projects the points (equirectangular, longitudes scaled at the middle latitude, north up) into
 * the box with PADDING, shrunk by `shrink` about the box's centre.
 */
function project(points: readonly RoutePoint[], width: number, height: number, shrink: number) {
  const lats = points.map((point) => point.latitude);
  const midLat = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
  const xs = points.map((point) => point.longitude * Math.cos(midLat));
  const west = Math.min(...xs);
  const north = Math.max(...lats);
  const spanX = Math.max(...xs) - west;
  const spanY = north - Math.min(...lats);
  const scale =
    shrink *
    Math.min(
      (width - PADDING * 2) / Math.max(spanX, MIN_SPAN_DEGREES),
      (height - PADDING * 2) / Math.max(spanY, MIN_SPAN_DEGREES),
    );
  // Centred by the points' own extent: a single stop sits in the middle.
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return points.map((point, index) => ({
    x: offsetX + ((xs[index] ?? 0) - west) * scale,
    y: offsetY + (north - point.latitude) * scale,
  }));
}

export function tourMapLayout(
  start: RoutePoint | null,
  stops: readonly RoutePoint[],
  width: number,
  height: number,
): TourMapLayout {
  if (stops.length === 0) return { start: null, spots: [], markers: [], leaders: [] };
  const { radius, fontSize } = markerSize(stops.length);
  const all = start ? [start, ...stops] : [...stops];
  let shrink = 1;
  let spots: MapPoint[] = [];
  let startSpot: MapPoint | null = null;
  let centres: MapPoint[] = [];
  for (let attempt = 0; attempt < FIT_TRIES; attempt++) {
    const projected = project(all, width, height, shrink);
    startSpot = start ? projected[0]! : null;
    spots = start ? projected.slice(1) : projected;
    const boxes = spots.map((spot) => ({ ...spot, width: radius * 2, height: radius * 2 }));
    const withStart = startSpot
      ? [...boxes, { ...startSpot, width: START_RADIUS * 2, height: START_RADIUS * 2, fixed: true }]
      : boxes;
    centres = spreadMarkers(withStart, MARKER_GAP).slice(0, spots.length);
    const left = Math.min(...centres.map((c) => c.x)) - radius;
    const right = Math.max(...centres.map((c) => c.x)) + radius;
    const top = Math.min(...centres.map((c) => c.y)) - radius;
    const bottom = Math.max(...centres.map((c) => c.y)) + radius;
    const inside = left >= 0 && top >= 0 && right <= width && bottom <= height;
    if (inside) break;
    // The spread reaches past the box: fit the route smaller by as much as it overflows.
    const spanX = right - left;
    const spanY = bottom - top;
    shrink *= Math.min(0.95, (width - 2 * PADDING) / spanX, (height - 2 * PADDING) / spanY);
  }
  // Never met with 20 stops (MAX_TOUR_STOPS); a crowd that still overflows stays in the box.
  const markers = centres.map((centre, index) => ({
    x: Math.min(Math.max(centre.x, radius), width - radius),
    y: Math.min(Math.max(centre.y, radius), height - radius),
    radius,
    label: String(index + 1),
    fontSize,
  }));
  const leaders = spots.flatMap((spot, index) => {
    const marker = markers[index]!;
    // Only where the dot would show beside the marker, not under it.
    return Math.hypot(marker.x - spot.x, marker.y - spot.y) > radius
      ? [{ spot, marker: { x: marker.x, y: marker.y } }]
      : [];
  });
  return { start: startSpot, spots, markers, leaders };
}
