/**
 * A tour drawn without a map library: the stops' positions projected into a fixed box, for the
 * outline a shared tour shows before (or instead of) the interactive map. The worker writes it
 * into the page's first paint and the app draws the same shape (src/components/map/
 * tour-outline.tsx), so nothing moves when the app takes over.
 */
import { type MarkerBox, spreadMarkers } from "./spread-markers";
import type { RoutePoint } from "./tour-route";

/** The outline's own units; the picture scales to its box, keeping this shape. */
export const TOUR_OUTLINE_WIDTH = 400;
export const TOUR_OUTLINE_HEIGHT = 256;
/** The map's tour marker colours (src/components/map/map.css), for both drawings of the outline. */
export const TOUR_OUTLINE_COLORS = {
  line: "#f5c542",
  stop: "#c81e1e",
  stopRing: "#fff7d6",
  start: "#2f7cf6",
} as const;

/** A stop's numbered circle (radius 12 and its ring) and the start's ring, for spreadMarkers. */
const STOP_SIZE = 28;
const START_SIZE = 18;
/** Room kept between two circles moved apart. */
const STOP_GAP = 2;
/** A stop's circle and the dot at its true spot, in the outline's units. */
export const TOUR_OUTLINE_STOP_RADIUS = 12;
export const TOUR_OUTLINE_SPOT_RADIUS = 4;

/** Room for a numbered circle at the edge. */
const PADDING = 28;
/** The least span drawn (degrees): a few stops on one street stay apart but not absurdly so. */
const MIN_SPAN_DEGREES = 0.01;

export interface OutlinePoint {
  x: number;
  y: number;
}

export interface TourOutline {
  /** The start, when the viewer knows it. */
  start: OutlinePoint | null;
  /**
   * Where the stops' numbered circles are drawn, in tour order (stop N is index N-1): at their
   * spots, or moved apart where they would cover one another (decision 329).
   */
  stops: OutlinePoint[];
  /** A line from the true spot of each stop moved off it to its circle, drawn with a dot there. */
  leaders: { spot: OutlinePoint; circle: OutlinePoint }[];
  /** The route's line through the true spots: start (if any), then each stop, as SVG points. */
  line: string;
}

/**
 * Projects the route (equirectangular, longitudes scaled at the middle latitude) into the box,
 * centred and fitted with the same scale on both axes, north up.
 */
export function tourOutline(start: RoutePoint | null, stops: readonly RoutePoint[]): TourOutline {
  const all = start ? [start, ...stops] : [...stops];
  if (all.length === 0) return { start: null, stops: [], leaders: [], line: "" };
  const lats = all.map((p) => p.latitude);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const xScale = Math.cos((midLat * Math.PI) / 180);
  const xs = all.map((p) => p.longitude * xScale);
  const west = Math.min(...xs);
  const south = Math.min(...lats);
  const spanX = Math.max(Math.max(...xs) - west, MIN_SPAN_DEGREES);
  const spanY = Math.max(Math.max(...lats) - south, MIN_SPAN_DEGREES);
  const scale = Math.min(
    (TOUR_OUTLINE_WIDTH - 2 * PADDING) / spanX,
    (TOUR_OUTLINE_HEIGHT - 2 * PADDING) / spanY,
  );
  const offsetX = (TOUR_OUTLINE_WIDTH - (Math.max(...xs) - west) * scale) / 2;
  const offsetY = (TOUR_OUTLINE_HEIGHT - (Math.max(...lats) - south) * scale) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  const project = (p: RoutePoint): OutlinePoint => ({
    x: round(offsetX + (p.longitude * xScale - west) * scale),
    y: round(TOUR_OUTLINE_HEIGHT - offsetY - (p.latitude - south) * scale),
  });
  const projected = all.map(project);
  const spots = start ? projected.slice(1) : projected;
  const boxes: MarkerBox[] = spots.map((p) => ({ ...p, width: STOP_SIZE, height: STOP_SIZE }));
  if (start) boxes.push({ ...projected[0]!, width: START_SIZE, height: START_SIZE, fixed: true });
  const circles = spreadMarkers(boxes, STOP_GAP)
    .slice(0, spots.length)
    .map((c) => ({ x: round(c.x), y: round(c.y) }));
  const leaders = spots.flatMap((spot, index) => {
    const circle = circles[index]!;
    // Only where the dot would show beside the circle, not under it.
    const away = Math.hypot(circle.x - spot.x, circle.y - spot.y);
    return away > TOUR_OUTLINE_STOP_RADIUS ? [{ spot, circle }] : [];
  });
  return {
    start: start ? projected[0]! : null,
    stops: circles,
    leaders,
    line: projected.map((p) => `${p.x},${p.y}`).join(" "),
  };
}

/** The outline's name for screen readers (the list beside it reads the stops themselves). */
export function tourOutlineLabel(stopCount: number): string {
  return `Outline of the tour's route: ${stopCount === 1 ? "1 stop" : `${stopCount} numbered stops`} in order`;
}
