/**
 * Moves markers that would cover one another apart, on screen, just far enough that none
 * overlaps another (docs/decisions/329-tour-stops-that-would-overlap-spread-apart.md). The tour
 * map (src/components/map/tour-map.tsx) lays its stop buttons out with it at every zoom, and the
 * tour outline (tour-outline.ts) its numbered circles; each draws a thin line from a moved marker
 * back to its true spot, and the route keeps to the true spots.
 *
 * Pairs that overlap are pushed apart along the line between them, so a stop north-east of
 * another stays north-east of it, in rounds until no pair overlaps. Markers at the very same spot
 * part sideways, the earlier one (in tour order) on the left, so they read in order: "3 4".
 */

export interface MarkerBox {
  /** The marker's true centre, in pixels (or any unit shared by every box). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** A marker that stays where it is (the tour's start); the others make room around it. */
  fixed?: boolean;
}

export interface MarkerCentre {
  x: number;
  y: number;
}

/** Rounds of pushing before giving up on a crowd that keeps shifting (never met in practice). */
const MAX_ROUNDS = 200;
/** Pushed this much past touching, so a pair just parted does not count as overlapping again. */
const SLACK = 0.01;

/**
 * The centres the markers are drawn at, in the order given: each box's own centre unless it
 * would overlap another (with `gap` between any two), then moved as little as this allows.
 */
export function spreadMarkers(boxes: readonly MarkerBox[], gap: number): MarkerCentre[] {
  const centres = boxes.map((box) => ({ x: box.x, y: box.y }));
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        if (pushApart(boxes, centres, i, j, gap)) moved = true;
      }
    }
    if (!moved) break;
  }
  return centres;
}

/** Parts boxes i and j (i before j) if they overlap; whether anything moved. */
function pushApart(
  boxes: readonly MarkerBox[],
  centres: MarkerCentre[],
  i: number,
  j: number,
  gap: number,
): boolean {
  const a = boxes[i]!;
  const b = boxes[j]!;
  if (a.fixed && b.fixed) return false;
  const needX = (a.width + b.width) / 2 + gap;
  const needY = (a.height + b.height) / 2 + gap;
  let dx = centres[j]!.x - centres[i]!.x;
  let dy = centres[j]!.y - centres[i]!.y;
  if (Math.abs(dx) >= needX || Math.abs(dy) >= needY) return false;
  if (dx === 0 && dy === 0) {
    // Already on top of each other: part them the way their true spots lie, else sideways.
    dx = b.x - a.x;
    dy = b.y - a.y;
    if (dx === 0 && dy === 0) dx = 1;
  }
  // Stretch the line between them until the boxes clear each other on one axis.
  const stretch = Math.min(
    dx === 0 ? Number.POSITIVE_INFINITY : (needX + SLACK) / Math.abs(dx),
    dy === 0 ? Number.POSITIVE_INFINITY : (needY + SLACK) / Math.abs(dy),
  );
  const extraX = dx * stretch - (centres[j]!.x - centres[i]!.x);
  const extraY = dy * stretch - (centres[j]!.y - centres[i]!.y);
  // A fixed box stays; otherwise each gives half the way.
  const shareOfI = a.fixed ? 0 : b.fixed ? 1 : 0.5;
  centres[i]!.x -= extraX * shareOfI;
  centres[i]!.y -= extraY * shareOfI;
  centres[j]!.x += extraX * (1 - shareOfI);
  centres[j]!.y += extraY * (1 - shareOfI);
  return true;
}
