import { greatCircle } from "@contract/great-circle";
import {
  fitToBudget,
  orderStops,
  type RoutePoint,
  routeEstimate,
  routeMiles,
} from "@contract/tour-route";
import { describe, it } from "vitest";

type Stop = RoutePoint & { id: number; avgRating: number; reviewCount: number };

const LAT = 40.75;
/** A stop `milesEast` miles east of (LAT, -73.5) along the parallel. */
function east(id: number, milesEast: number, avgRating = 0, reviewCount = 0): Stop {
  const milesPerDegree = greatCircle(LAT, 0, LAT, 0.001) * 1000;
  return {
    id,
    latitude: LAT,
    longitude: -73.5 + milesEast / milesPerDegree,
    avgRating,
    reviewCount,
  };
}

/** Deterministic pseudo-random points across Long Island (a fixed seed, so failures repeat). */
function randomStops(count: number, seed: number): Stop[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, (_, id) => ({
    id,
    latitude: 40.6 + next() * 0.4,
    longitude: -73.6 + next() * 1.2,
    avgRating: Math.round(next() * 50) / 10,
    reviewCount: Math.floor(next() * 20),
  }));
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

function bruteForceMiles(start: RoutePoint | null, stops: Stop[]) {
  return Math.min(...permutations(stops).map((order) => routeMiles(start, order)));
}

const ids = (stops: Stop[]) => stops.map((s) => s.id);

describe("orderStops", () => {
  it("drives along a street in order from a start at one end", ({ expect }) => {
    const start = east(0, 0);
    const stops = [east(3, 3), east(1, 1), east(4, 4), east(2, 2)];
    expect(ids(orderStops(start, stops))).toEqual([1, 2, 3, 4]);
  });

  it("from a start in the middle, does the short side first", ({ expect }) => {
    const start = east(0, 5);
    const stops = [east(1, 4), east(2, 3), east(3, 9), east(4, 2)];
    // West 3 miles (to 2) then east 7 (to 9) beats east 4 then west 7.
    expect(ids(orderStops(start, stops))).toEqual([1, 2, 4, 3]);
  });

  it("without a start, begins at an end of the street", ({ expect }) => {
    const stops = [east(3, 3), east(1, 1), east(4, 4), east(2, 2)];
    const order = ids(orderStops(null, stops));
    expect([order, [...order].reverse()]).toContainEqual([1, 2, 3, 4]);
  });

  it("matches the brute-force optimum on random tours of 2 to 8 stops", ({ expect }) => {
    for (let count = 2; count <= 8; count++) {
      for (const seed of [1, 7, 42]) {
        const [start, ...stops] = randomStops(count + 1, seed * 100 + count);
        for (const from of [start!, null]) {
          const best = bruteForceMiles(from, stops);
          expect(routeMiles(from, orderStops(from, stops))).toBeCloseTo(best, 9);
        }
      }
    }
  });

  it("keeps every stop exactly once, for 0 to 20 stops", ({ expect }) => {
    for (let count = 0; count <= 20; count++) {
      const [start, ...stops] = randomStops(count + 1, count + 3);
      expect(ids(orderStops(start!, stops)).sort((a, b) => a - b)).toEqual(
        ids(stops).sort((a, b) => a - b),
      );
    }
  });

  it("finds the optimum of 20 stops around a circle (heuristic range), from a point on it", ({
    expect,
  }) => {
    const ring = Array.from({ length: 21 }, (_, i) => ({
      id: i,
      latitude: LAT + 0.05 * Math.sin((2 * Math.PI * i) / 21),
      longitude: -73.3 + 0.066 * Math.cos((2 * Math.PI * i) / 21),
      avgRating: 0,
      reviewCount: 0,
    }));
    const [start, ...stops] = ring;
    const shuffled = [...stops].sort((a, b) => ((a.id * 7) % 20) - ((b.id * 7) % 20));
    const order = ids(orderStops(start!, shuffled));
    const around = ids(stops);
    expect([around, [...around].reverse()]).toContainEqual(order);
  });

  // Its speed is a benchmark's job (a timed assertion fails on a busy machine); this is its quality.
  it("orders 20 stops never worse than nearest neighbour", ({ expect }) => {
    for (const seed of [11, 12, 13, 14, 15]) {
      const [start, ...stops] = randomStops(21, seed);
      const order = orderStops(start!, stops);
      // Nearest neighbour by hand: the improved order must be at least as short.
      const left = [...stops];
      const greedy: Stop[] = [];
      let here: RoutePoint = start!;
      while (left.length) {
        left.sort(
          (a, b) =>
            greatCircle(here.latitude, here.longitude, a.latitude, a.longitude) -
            greatCircle(here.latitude, here.longitude, b.latitude, b.longitude),
        );
        here = left.shift()!;
        greedy.push(here as Stop);
      }
      expect(routeMiles(start!, order)).toBeLessThanOrEqual(routeMiles(start!, greedy) + 1e-9);
    }
  });
});

describe("routeEstimate", () => {
  it("is 20 mph plus 5 minutes a stop, miles to one decimal", ({ expect }) => {
    const start = east(0, 0);
    expect(routeEstimate(start, [east(1, 10)])).toEqual({ miles: 10, minutes: 35 });
    expect(routeEstimate(start, [east(1, 10), east(2, 5), east(3, 15)])).toEqual({
      miles: 25,
      minutes: 90,
    });
    expect(routeEstimate(null, [east(1, 10), east(2, 15)])).toEqual({ miles: 5, minutes: 25 });
    expect(routeEstimate(start, [])).toEqual({ miles: 0, minutes: 0 });
  });
});

describe("fitToBudget", () => {
  it("keeps everything without a budget", ({ expect }) => {
    const stops = [east(1, 10), east(2, 20)];
    expect(fitToBudget(east(0, 0), stops, null)).toEqual({ kept: stops, dropped: [] });
  });

  it("keeps the best-rated stops that fit, in the tour's order", ({ expect }) => {
    const start = east(0, 0);
    // Each stop 5 miles further east: reaching stop k costs 15k minutes of driving + 5 a stop.
    const stops = [east(1, 5, 3), east(2, 10, 5), east(3, 15, 4, 9), east(4, 20, 4, 2)];
    // 60 minutes: stop 2 alone (30 + 5); adding stop 3 (45 + 10 = 55) fits; stop 4 (60 + 15) not;
    // stop 1 on the way (45 + 15 = 60) fits.
    const { kept, dropped } = fitToBudget(start, stops, 60);
    expect(ids(kept)).toEqual([1, 2, 3]);
    expect(ids(dropped)).toEqual([4]);
  });

  it("drops a best-rated stop that cannot fit on its own and keeps nearer ones", ({ expect }) => {
    const start = east(0, 0);
    const stops = [east(1, 40, 5), east(2, 2, 1), east(3, 3, 2)];
    const { kept, dropped } = fitToBudget(start, stops, 45);
    expect(ids(kept)).toEqual([2, 3]);
    expect(ids(dropped)).toEqual([1]);
  });
});
