/**
 * The tour planner's route math (docs/product.md, Tours), shared by the browser (instant
 * ordering and totals) and the worker (the totals a saved tour reports). Zod-free and pure:
 * great-circle miles between points, no road network.
 *
 * The route starts at the start point (when the tour has one) and ends at the last stop; it
 * does not return. Without a start the route begins at whichever stop makes it shortest.
 */
import { greatCircle } from "./great-circle";

/** The estimate: driving at 20 mph plus 5 minutes looking at each stop. */
export const TOUR_DRIVING_MPH = 20;
export const TOUR_MINUTES_PER_STOP = 5;

export interface RoutePoint {
  latitude: number;
  longitude: number;
}

/** A stop as the budget sees it: a place with a rating. */
export interface RatedStop extends RoutePoint {
  avgRating: number;
  reviewCount: number;
}

export interface RouteEstimate {
  miles: number;
  minutes: number;
}

/** Up to this many stops the order is exact (Held-Karp); above, heuristics (see orderStops). */
const EXACT_ORDER_MAX_STOPS = 10;

function miles(a: RoutePoint, b: RoutePoint) {
  return greatCircle(a.latitude, a.longitude, b.latitude, b.longitude);
}

/**
 * Node 0 is the start; nodes 1..n are the stops. Without a start node 0 is a virtual point at
 * distance 0 from every stop, which turns "shortest open path with a free first stop" into
 * "shortest path from node 0".
 */
function distanceMatrix(start: RoutePoint | null, stops: readonly RoutePoint[]) {
  const points: (RoutePoint | null)[] = [start, ...stops];
  return points.map((a, i) =>
    points.map((b, j) => (i === j || a === null || b === null ? 0 : miles(a, b))),
  );
}

function pathCost(d: number[][], path: readonly number[]) {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += d[path[i - 1]!]![path[i]!]!;
  return total;
}

/** Exact shortest open path from node 0 through nodes 1..n (dynamic programming over subsets). */
function exactPath(d: number[][], n: number): number[] {
  const size = 1 << n;
  const cost = new Float64Array(size * n).fill(Number.POSITIVE_INFINITY);
  const parent = new Int8Array(size * n).fill(-1);
  for (let j = 0; j < n; j++) cost[(1 << j) * n + j] = d[0]![j + 1]!;
  for (let mask = 1; mask < size; mask++) {
    for (let j = 0; j < n; j++) {
      const here = cost[mask * n + j]!;
      if (!(mask & (1 << j)) || here === Number.POSITIVE_INFINITY) continue;
      for (let k = 0; k < n; k++) {
        if (mask & (1 << k)) continue;
        const next = mask | (1 << k);
        const candidate = here + d[j + 1]![k + 1]!;
        if (candidate < cost[next * n + k]! - 1e-12) {
          cost[next * n + k] = candidate;
          parent[next * n + k] = j;
        }
      }
    }
  }
  const full = size - 1;
  let last = 0;
  for (let j = 1; j < n; j++) if (cost[full * n + j]! < cost[full * n + last]! - 1e-12) last = j;
  const reversed: number[] = [];
  let mask = full;
  while (last >= 0) {
    reversed.push(last + 1);
    const previous = parent[mask * n + last]!;
    mask &= ~(1 << last);
    last = previous;
  }
  return [0, ...reversed.reverse()];
}

function nearestNeighbourPath(d: number[][], n: number): number[] {
  const path = [0];
  const left = new Set(Array.from({ length: n }, (_, i) => i + 1));
  while (left.size) {
    const here = path[path.length - 1]!;
    let best = -1;
    for (const candidate of left) {
      if (best < 0 || d[here]![candidate]! < d[here]![best]! - 1e-12) best = candidate;
    }
    path.push(best);
    left.delete(best);
  }
  return path;
}

/** The node at position k of `base` with its positions i..j reversed (a 2-opt move). */
function nodeWithRunReversed(base: readonly number[], i: number, j: number, k: number) {
  return base[k < i || k > j ? k : i + j - k]!;
}

/**
 * The node at position k of `base` with its run of `length` nodes from position i taken out
 * and put back (reversed or not) before what was the `target`-th of the remaining nodes (an
 * Or-opt move).
 */
function nodeWithRunMoved(
  base: readonly number[],
  i: number,
  length: number,
  target: number,
  reversed: boolean,
  k: number,
) {
  if (k < target || k >= target + length) {
    const r = k < target ? k : k - length;
    return base[r < i ? r : r + length]!;
  }
  const m = k - target;
  return base[i + (reversed ? length - 1 - m : m)]!;
}

/**
 * Improves an open path (node 0 stays first) until no move helps: 2-opt (reverse a run of
 * stops) and Or-opt (move a run of 1-3 stops elsewhere, either way round), taking each
 * improvement as soon as it is found. A candidate is priced through its index mapping, with
 * the same additions in the same order as pricing it built, and built only when it wins:
 * building each of the thousands of candidates as an array kept a phone busy for tens of
 * milliseconds on a 20-stop tour.
 */
function improvePath(d: number[][], start: number[]): number[] {
  let path = start;
  const n = path.length;
  let best = pathCost(d, path);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        let cost = 0;
        let previous = path[0]!;
        for (let k = 1; k < n; k++) {
          const node = nodeWithRunReversed(path, i, j, k);
          cost += d[previous]![node]!;
          previous = node;
        }
        if (cost < best - 1e-9) {
          const base = path;
          path = Array.from({ length: n }, (_, k) => nodeWithRunReversed(base, i, j, k));
          best = cost;
          improved = true;
        }
      }
    }
    for (let length = 1; length <= 3; length++) {
      for (let i = 1; i + length <= n; i++) {
        // Every move of this run starts from the path as it was when the run was taken, even
        // after one of them improved it.
        const base = path;
        for (let target = 1; target <= n - length; target++) {
          if (target === i) continue;
          for (const reversed of [false, true]) {
            let cost = 0;
            let previous = base[0]!;
            for (let k = 1; k < n; k++) {
              const node = nodeWithRunMoved(base, i, length, target, reversed, k);
              cost += d[previous]![node]!;
              previous = node;
            }
            if (cost < best - 1e-9) {
              path = Array.from({ length: n }, (_, k) =>
                nodeWithRunMoved(base, i, length, target, reversed, k),
              );
              best = cost;
              improved = true;
            }
          }
        }
      }
    }
  }
  return path;
}

/**
 * The stops in a short driving order from `start` (or from the best first stop when there is
 * no start): exact up to 10 stops, else nearest neighbour improved by 2-opt and Or-opt.
 */
export function orderStops<T extends RoutePoint>(
  start: RoutePoint | null,
  stops: readonly T[],
): T[] {
  if (stops.length < 2) return [...stops];
  const d = distanceMatrix(start, stops);
  const path =
    stops.length <= EXACT_ORDER_MAX_STOPS
      ? exactPath(d, stops.length)
      : improvePath(d, nearestNeighbourPath(d, stops.length));
  return path.slice(1).map((node) => stops[node - 1]!);
}

/** Miles along the stops in the given order, from the start when there is one. */
export function routeMiles(start: RoutePoint | null, stops: readonly RoutePoint[]): number {
  const points = start ? [start, ...stops] : stops;
  let total = 0;
  for (let i = 1; i < points.length; i++) total += miles(points[i - 1]!, points[i]!);
  return total;
}

/** Miles (one decimal) and minutes (whole): 20 mph plus 5 minutes a stop. */
export function routeEstimate(
  start: RoutePoint | null,
  stops: readonly RoutePoint[],
): RouteEstimate {
  const total = routeMiles(start, stops);
  return {
    miles: Math.round(total * 10) / 10,
    minutes: Math.round((total / TOUR_DRIVING_MPH) * 60 + TOUR_MINUTES_PER_STOP * stops.length),
  };
}

/**
 * The stops that fit in `budgetMinutes`, best rated first: each stop in order of rating (then
 * number of reviews, then its place in the list) is kept when the route through the kept stops,
 * in the tour's own order, still fits. Kept and dropped both stay in the tour's order.
 * A null budget keeps everything.
 */
export function fitToBudget<T extends RatedStop>(
  start: RoutePoint | null,
  stops: readonly T[],
  budgetMinutes: number | null,
): { kept: T[]; dropped: T[] } {
  if (budgetMinutes === null) return { kept: [...stops], dropped: [] };
  const byRating = stops
    .map((stop, index) => ({ stop, index }))
    .sort(
      (a, b) =>
        b.stop.avgRating - a.stop.avgRating ||
        b.stop.reviewCount - a.stop.reviewCount ||
        a.index - b.index,
    );
  const keep = new Set<number>();
  for (const { index } of byRating) {
    keep.add(index);
    const route = stops.filter((_, i) => keep.has(i));
    if (routeEstimate(start, route).minutes > budgetMinutes) keep.delete(index);
  }
  return {
    kept: stops.filter((_, i) => keep.has(i)),
    dropped: stops.filter((_, i) => !keep.has(i)),
  };
}
