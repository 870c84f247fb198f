/**
 * Room for what is drawn over a map's edges (decision 400): MapLibre's controls (the zoom buttons,
 * the attribution), the "Street map unavailable" note and whatever else carries data-map-overlay.
 * A map fitted to points (a tour's stops, a town's houses) leaves that room at the edge each lies
 * against, so no marker of a fitted point is drawn under one, and fits again when that room
 * changes (fitClearOfOverlays: the tour map, and the house map on a town's houses, a search or the
 * houses it frames on a phone, decision 408).
 */
import type { Map as MapLibreMap } from "maplibre-gl";

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

/**
 * Passed as the eventData of a fit's moves (fitClearOfOverlays): its moveend tells where the fit
 * left the map.
 */
export const FIT_MOVE = { clearOfOverlaysFit: true } as const;

/** Within this of where a fit left it, the map still shows that fit (a resize keeps its centre). */
const SAME_CENTRE_DEGREES = 1e-7;
const SAME_ZOOM = 1e-4;

/**
 * Fits `map` to its points, clear of the overlays, and keeps it so (decisions 400 and 408): `fitTo`
 * moves the map (fitBounds, with FIT_MOVE as its eventData) given `padding` at each edge, more
 * where an overlay reaches in (paddingClearOfOverlays). It is called again, without animation,
 * when the room the overlays take or the map's size changes (the base map's note appears, the
 * attribution fills in, the map's box grows) while the map still shows that fit. Once anything
 * else has moved it (the user's pan or zoom, a cluster opened, a popup brought into view, My
 * Location), the view is left as it is. The answer stops it (a new fit, the map removed).
 */
export function fitClearOfOverlays(
  map: MapLibreMap,
  padding: number,
  fitTo: (padding: EdgeRoom, eventData: typeof FIT_MOVE, animate: boolean) => void,
  { animate = false } = {},
): () => void {
  const container = map.getContainer();
  /** The room and size the last fit was made for. */
  let fittedFor = "";
  /** Where the last fit left the map; null while it moves, or once the map was moved since. */
  let fittedAt: { lng: number; lat: number; zoom: number } | null = null;
  let released = false;
  const now = () => {
    const room = paddingClearOfOverlays(container, padding);
    return {
      room,
      key: `${JSON.stringify(room)} ${container.clientWidth}x${container.clientHeight}`,
    };
  };
  const fitNow = (animated: boolean) => {
    const { room, key } = now();
    fittedFor = key;
    fittedAt = null;
    fitTo(room, FIT_MOVE, animated);
  };
  // Where the fit ends (at once without animation): its moveend carries FIT_MOVE.
  const ended = (event: object) => {
    if (!("clearOfOverlaysFit" in event)) return;
    const { lng, lat } = map.getCenter();
    fittedAt = { lng, lat, zoom: map.getZoom() };
  };
  const check = () => {
    if (released || !fittedAt || map.isMoving()) return;
    const { lng, lat } = map.getCenter();
    if (
      Math.abs(lng - fittedAt.lng) > SAME_CENTRE_DEGREES ||
      Math.abs(lat - fittedAt.lat) > SAME_CENTRE_DEGREES ||
      Math.abs(map.getZoom() - fittedAt.zoom) > SAME_ZOOM
    ) {
      // Moved by someone else: the view is theirs.
      released = true;
      return;
    }
    if (now().key !== fittedFor) fitNow(false);
  };
  map.on("moveend", ended);
  // The attribution fills in, and the map's box settles, by an idle frame.
  map.on("idle", check);
  container.addEventListener(MAP_OVERLAYS_CHANGE_EVENT, check);
  fitNow(animate);
  return () => {
    released = true;
    map.off("moveend", ended);
    map.off("idle", check);
    container.removeEventListener(MAP_OVERLAYS_CHANGE_EVENT, check);
  };
}
