/**
 * Room for what is drawn over a map's edges (decision 400): MapLibre's controls (the zoom buttons,
 * the attribution), the "Street map unavailable" note and whatever else carries data-map-overlay.
 * A map fitted to points (a tour's stops, a town's houses) leaves that room at the edge each lies
 * against, so no marker of a fitted point is drawn under one.
 */

/**
 * What is drawn over a map: MapLibre's controls (zoom buttons, attribution) and whatever else
 * carries data-map-overlay (the My Location button beside the map's element, the base map's
 * note), looked for in the map's parent. An open popup is kept clear of them too (use-map-popup.ts).
 */
export const MAP_OVERLAY_SELECTOR = ".maplibregl-ctrl, [data-map-overlay]";

/** Dispatched on a map's element when an overlay comes or goes (the base map's note). */
export const MAP_OVERLAYS_CHANGE_EVENT = "li-lights:map-overlays-change";

/** From an overlay to a fitted point: half a marker's 44 px tap area (decision 385) and a gap. */
export const OVERLAY_CLEARANCE_PX = 26;

/** An edge's room is at most this share of the map across it, so a fit always remains. */
const MAX_EDGE_SHARE = 1 / 3;

export interface EdgeRoom {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

type Edge = keyof EdgeRoom;

/**
 * How far the overlays reach into the map from each edge, in pixels. An overlay counts against
 * the edge it lies nearest across the map's height and the one across its width, whichever it
 * reaches into less: the note, wide and short, against the top; the zoom buttons, narrow and
 * tall, against the right.
 */
export function overlayRoom(container: HTMLElement): EdgeRoom {
  const room: EdgeRoom = { top: 0, bottom: 0, left: 0, right: 0 };
  const box = container.getBoundingClientRect();
  if (!box.width || !box.height) return room;
  const overlays = (container.parentElement ?? container).querySelectorAll(MAP_OVERLAY_SELECTOR);
  for (const overlay of overlays) {
    const r = overlay.getBoundingClientRect();
    // The part of it over the map.
    const left = Math.max(r.left, box.left);
    const right = Math.min(r.right, box.right);
    const top = Math.max(r.top, box.top);
    const bottom = Math.min(r.bottom, box.bottom);
    if (right <= left || bottom <= top) continue;
    const across: [Edge, number] =
      top - box.top <= box.bottom - bottom
        ? ["top", bottom - box.top]
        : ["bottom", box.bottom - top];
    const along: [Edge, number] =
      left - box.left <= box.right - right
        ? ["left", right - box.left]
        : ["right", box.right - left];
    const [edge, depth] = across[1] <= along[1] ? across : along;
    room[edge] = Math.max(room[edge], depth);
  }
  return room;
}

/**
 * fitBounds padding for `container`'s map: `padding` at each edge, more where an overlay reaches
 * in, so the fitted points lie OVERLAY_CLEARANCE_PX clear of it (at most a third of the map).
 */
export function paddingClearOfOverlays(container: HTMLElement, padding: number): EdgeRoom {
  const room = overlayRoom(container);
  const { clientWidth: width, clientHeight: height } = container;
  const side = (depth: number, size: number) =>
    depth
      ? Math.max(
          padding,
          Math.min(Math.ceil(depth) + OVERLAY_CLEARANCE_PX, Math.floor(size * MAX_EDGE_SHARE)),
        )
      : padding;
  return {
    top: side(room.top, height),
    bottom: side(room.bottom, height),
    left: side(room.left, width),
    right: side(room.right, width),
  };
}
