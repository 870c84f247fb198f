/**
 * A tour on the map (lazy chunk, like house-map.tsx): a numbered button per stop in tour order,
 * the start marked apart, a line joining them in order, the view fitted to the tour. Markers are
 * HTML buttons added in tour order, so keyboard and screen-reader users meet them in the order
 * of the list beside the map. Pressing a stop opens a popup with that stop (rendered by React
 * through a portal, so its link keeps the router context). A stop takes a tap within 44 x 44 px of
 * its centre, the nearest stop winning where two such areas overlap (marker-taps.ts, decision 385).
 *
 * Stops whose markers would cover one another at the current zoom are moved apart on screen, each
 * with a thin line back to a dot at its true spot (contract/spread-markers.ts, decision 329), and
 * laid out again whenever the view changes; the route line keeps to the true spots.
 *
 * The fit leaves room for what is drawn over the map's edges (the zoom buttons, the attribution,
 * the "Street map unavailable" note), and is made again when that changes (the note appears, the
 * attribution fills in) while the map still shows that fit (overlay-room.ts, decisions 400 and
 * 408).
 */
import { housePath } from "@contract/house-path";
import { streetLine } from "@contract/place-line";
import { type MarkerBox, spreadMarkers } from "@contract/spread-markers";
import type { RoutePoint } from "@contract/tour-route";
import type { Feature, LineString } from "geojson";
import { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { MAP_COLORS } from "./base-style";
import { createMap, maplibregl } from "./create-map";
import type { LngLatBounds, MapLoaderStatus } from "./map-types";
import { holdPressUntilDrag } from "./marker-press";
import { fitClearOfOverlays } from "./overlay-room";
import { MARKERS_CHANGE_EVENT } from "./town-labels";
import { useMapPopup } from "./use-map-popup";

/** The popup's distance from its stop's marker, in pixels. */
const POPUP_GAP_PX = 18;
const POPUP_MAX_WIDTH = "280px";
/** Room kept between two stop markers moved apart, in pixels. */
const MARKER_GAP_PX = 4;
/** The start's ring with its halo (map.css), which stop markers make room around. */
const START_SIZE_PX = 30;
/** A stop marker's size (map.css) while the page has not laid it out (a hidden map). */
const STOP_SIZE_PX = 30;

type Displacement = readonly [number, number];

/**
 * Where an open popup sits from the stop's true spot: POPUP_GAP_PX off the stop's marker, on
 * whichever side MapLibre opens it, wherever the marker was moved to (so its tip points at the
 * number pressed, not at the neighbour's). MapLibre's own offsets for a plain distance, moved.
 */
function popupOffset([dx, dy]: Displacement): maplibregl.Offset {
  const gap = POPUP_GAP_PX;
  const corner = Math.round(Math.sqrt((gap * gap) / 2));
  const at = (x: number, y: number): [number, number] => [x + dx, y + dy];
  return {
    center: at(0, 0),
    top: at(0, gap),
    "top-left": at(corner, corner),
    "top-right": at(-corner, corner),
    bottom: at(0, -gap),
    "bottom-left": at(corner, -corner),
    "bottom-right": at(-corner, -corner),
    left: at(gap, 0),
    right: at(-gap, 0),
  };
}

export interface TourMapStop extends RoutePoint {
  id: number;
  title: string;
  address: string;
  city: string;
  citySlug: string | null;
  streetSlug: string | null;
}

export interface TourMapProps {
  /** The stops on the route, in tour order (numbered from 1). */
  stops: TourMapStop[];
  /** Where the route begins, when it is known to this viewer. */
  start: (RoutePoint & { label: string }) | null;
  styleUrl: string | null;
  onStatusChange(status: MapLoaderStatus): void;
}

const LINE_SOURCE_ID = "tour-route";
const FIT_PADDING_PX = 48;
/** A lone stop (or stops a few yards apart) shows its street, not the whole island. */
const FIT_MAX_ZOOM = 14;

function routePoints(props: Pick<TourMapProps, "stops" | "start">): [number, number][] {
  const points: RoutePoint[] = props.start ? [props.start, ...props.stops] : props.stops;
  return points.map((p) => [p.longitude, p.latitude]);
}

function boundsOf(points: [number, number][]): LngLatBounds {
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

function lineFeature(points: [number, number][]): Feature<LineString> {
  return { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: points } };
}

/** Adds the route line under the markers (again after a swap to the offline layer). */
function addRouteLine(map: maplibregl.Map, points: [number, number][]) {
  if (map.getSource(LINE_SOURCE_ID)) return;
  map.addSource(LINE_SOURCE_ID, { type: "geojson", data: lineFeature(points) });
  map.addLayer({
    id: "tour-route-glow",
    type: "line",
    source: LINE_SOURCE_ID,
    layout: { "line-join": "round", "line-cap": "round" },
    paint: { "line-color": MAP_COLORS.houseHalo, "line-width": 8, "line-opacity": 0.35 },
  });
  map.addLayer({
    id: "tour-route-line",
    type: "line",
    source: LINE_SOURCE_ID,
    layout: { "line-join": "round", "line-cap": "round" },
    paint: { "line-color": MAP_COLORS.house, "line-width": 3 },
  });
}

export default function TourMap({ stops, start, styleUrl, onStatusChange }: TourMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const statusRef = useRef(onStatusChange);
  statusRef.current = onStatusChange;
  const points = useMemo(() => routePoints({ stops, start }), [stops, start]);
  const pointsRef = useRef(points);
  pointsRef.current = points;
  /** How far each stop's marker is drawn from its true spot now, by house id (see spreadMarkers). */
  const displacementsRef = useRef(new Map<number, Displacement>());
  // The popup of the stop last pressed.
  const openIndex = stops.findIndex((s) => s.id === openId);
  const open = openIndex >= 0 ? stops[openIndex] : undefined;
  const openIdRef = useRef(openId);
  openIdRef.current = openId;
  const popup = useMapPopup(
    mapRef,
    open,
    {
      offset: popupOffset(displacementsRef.current.get(openId ?? -1) ?? [0, 0]),
      maxWidth: POPUP_MAX_WIDTH,
    },
    () => setOpenId(null),
    () =>
      containerRef.current?.querySelector<HTMLElement>(
        `[data-testid=tour-map-stop][data-house-id="${openId}"]`,
      ),
  );
  const removePopup = popup.remove;
  const setPopupOffset = popup.setOffset;

  // The map, once per style.
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !pointsRef.current.length) return;
    const map = createMap({
      container,
      styleUrl,
      view: { bounds: boundsOf(pointsRef.current) },
      onStatus: (status) => statusRef.current(status),
    });
    if (!map) return;
    mapRef.current = map;
    map.on("style.load", () => addRouteLine(map, pointsRef.current));
    return () => {
      removePopup();
      mapRef.current = null;
      map.remove();
    };
  }, [styleUrl, removePopup]);

  // Markers, line and view follow the tour (a move, a removal, Optimize).
  const routeKey = JSON.stringify([points, stops.map((s) => s.id), start?.label ?? null]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: routeKey stands for the route's value.
  useEffect(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    if (!map || !container) return;
    const markers: maplibregl.Marker[] = [];
    const addMarker = (element: HTMLElement, point: RoutePoint) => {
      const marker = new maplibregl.Marker({ element })
        .setLngLat([point.longitude, point.latitude])
        .addTo(map);
      markers.push(marker);
      return marker;
    };
    // The lines back to the true spots first, so every number lies over every line.
    const leaders = stops.map((stop) => {
      const leader = document.createElement("div");
      leader.className = "map-tour-leader";
      leader.setAttribute("aria-hidden", "true");
      leader.hidden = true;
      leader.dataset.testid = "tour-map-leader";
      leader.dataset.houseId = String(stop.id);
      const line = document.createElement("div");
      line.className = "map-tour-leader-line";
      leader.append(line);
      addMarker(leader, stop);
      return { leader, line };
    });
    if (start) {
      const element = document.createElement("div");
      element.className = "map-tour-start";
      element.setAttribute("role", "img");
      element.setAttribute("aria-label", `Start: ${start.label}`);
      element.title = `Start: ${start.label}`;
      element.dataset.testid = "tour-map-start";
      addMarker(element, start);
    }
    const stopMarkers = stops.map((stop, index) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "map-tour-stop";
      button.textContent = String(index + 1);
      button.setAttribute("aria-label", `Stop ${index + 1}: ${stop.title}`);
      button.dataset.testid = "tour-map-stop";
      button.dataset.houseId = String(stop.id);
      // A tap opens the stop without a map redraw in its frame; a drag from it still pans.
      holdPressUntilDrag(button);
      button.addEventListener("click", (event) => {
        event.stopPropagation();
        setOpenId(stop.id);
      });
      return { stop, button, marker: addMarker(button, stop) };
    });
    // Measured once: a number's width is set by its digits.
    const sizes = stopMarkers.map(({ button }) => ({
      width: button.offsetWidth || STOP_SIZE_PX,
      height: button.offsetHeight || STOP_SIZE_PX,
    }));
    const displacements = displacementsRef.current;
    displacements.clear();
    // Where the view puts the stops, their markers moved apart where they would overlap. Answers
    // how far the moved markers reach past the outermost true spots on each side.
    const layOut = () => {
      const boxes: MarkerBox[] = stopMarkers.map(({ stop }, index) => ({
        ...map.project([stop.longitude, stop.latitude]),
        ...sizes[index]!,
      }));
      if (start) {
        const { x, y } = map.project([start.longitude, start.latitude]);
        boxes.push({ x, y, width: START_SIZE_PX, height: START_SIZE_PX, fixed: true });
      }
      const centres = spreadMarkers(boxes, MARKER_GAP_PX);
      stopMarkers.forEach(({ stop, marker }, index) => {
        const box = boxes[index]!;
        const dx = Math.round(centres[index]!.x - box.x);
        const dy = Math.round(centres[index]!.y - box.y);
        const before = displacements.get(stop.id);
        if (before && before[0] === dx && before[1] === dy) return;
        displacements.set(stop.id, [dx, dy]);
        marker.setOffset([dx, dy]);
        if (stop.id === openIdRef.current) setPopupOffset(popupOffset([dx, dy]));
        // The line and dot show once the true spot is out from under the number.
        const { leader, line } = leaders[index]!;
        leader.hidden = Math.abs(dx) <= box.width / 2 && Math.abs(dy) <= box.height / 2;
        line.style.width = `${Math.hypot(dx, dy)}px`;
        line.style.transform = `rotate(${Math.atan2(dy, dx)}rad)`;
      });
      const xs = boxes.map((box) => box.x);
      const ys = boxes.map((box) => box.y);
      const reach = { top: 0, bottom: 0, left: 0, right: 0 };
      for (const centre of centres) {
        reach.left = Math.max(reach.left, Math.min(...xs) - centre.x);
        reach.right = Math.max(reach.right, centre.x - Math.max(...xs));
        reach.top = Math.max(reach.top, Math.min(...ys) - centre.y);
        reach.bottom = Math.max(reach.bottom, centre.y - Math.max(...ys));
      }
      return reach;
    };
    map.on("move", layOut);
    map.getContainer().dispatchEvent(new Event(MARKERS_CHANGE_EVENT));
    const line = map.getSource<maplibregl.GeoJSONSource>(LINE_SOURCE_ID);
    if (line) line.setData(lineFeature(points));
    else if (map.isStyleLoaded()) addRouteLine(map, points);
    // What the line joins, in order, for tests and debugging: "lng,lat;lng,lat;...".
    container.dataset.tourLine = points.map((p) => p.map((n) => n.toFixed(5)).join(",")).join(";");
    // Fitted to the route, clear of the overlays; again when those change, until the map is
    // moved otherwise (decisions 400 and 408).
    const stopFitting = points.length
      ? fitClearOfOverlays(map, FIT_PADDING_PX, (plain, eventData) => {
          const fitRoute = (padding: maplibregl.PaddingOptions) =>
            map.fitBounds(
              boundsOf(points),
              { padding, maxZoom: FIT_MAX_ZOOM, duration: 0 },
              eventData,
            );
          fitRoute(plain);
          // Stops moved apart at the edge of the route would stick out of the view: fitted again
          // with room for them (at most a quarter of the map a side more, and under half the map
          // in all, so a fit always remains).
          const reach = layOut();
          const { clientWidth, clientHeight } = map.getContainer();
          const room = (edge: number, side: number, size: number) =>
            Math.min(edge + Math.min(Math.ceil(side), size / 4), Math.max(edge, size * 0.45));
          if (reach.top || reach.bottom || reach.left || reach.right) {
            fitRoute({
              top: room(plain.top, reach.top, clientHeight),
              bottom: room(plain.bottom, reach.bottom, clientHeight),
              left: room(plain.left, reach.left, clientWidth),
              right: room(plain.right, reach.right, clientWidth),
            });
          }
        })
      : () => {};
    layOut();
    return () => {
      map.off("move", layOut);
      stopFitting();
      for (const marker of markers) marker.remove();
    };
  }, [routeKey]);

  return (
    <div className="relative h-full w-full">
      <section
        ref={containerRef}
        className="h-full w-full"
        aria-label="Map of the tour"
        data-testid="tour-map"
      />
      {open &&
        createPortal(
          <div className="space-y-1 p-3 pr-10 text-sm" data-testid="tour-map-popup">
            <p className="font-semibold text-primary text-xs uppercase tracking-wide">
              Stop {openIndex + 1}
            </p>
            <p className="font-semibold text-base">
              <Link to={housePath(open)} className="hover:underline">
                {open.title}
              </Link>
            </p>
            <p className="text-muted-foreground">
              {streetLine(open.address)}
              {open.city ? `, ${open.city}` : ""}
            </p>
          </div>,
          popup.element,
        )}
    </div>
  );
}
