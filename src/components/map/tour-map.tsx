/**
 * A tour on the map (lazy chunk, like house-map.tsx): a numbered button per stop in tour order,
 * the start marked apart, a line joining them in order, the view fitted to the tour. Markers are
 * HTML buttons added in tour order, so keyboard and screen-reader users meet them in the order
 * of the list beside the map. Pressing a stop opens a popup with that stop (rendered by React
 * through a portal, so its link keeps the router context).
 */
import { housePath } from "@contract/house-path";
import { streetLine } from "@contract/place-line";
import type { RoutePoint } from "@contract/tour-route";
import type { Feature, LineString } from "geojson";
import { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { MAP_COLORS } from "./base-style";
import { createMap, maplibregl } from "./create-map";
import type { LngLatBounds, MapLoaderStatus } from "./map-types";
import { holdPressUntilDrag } from "./marker-press";
import { MARKERS_CHANGE_EVENT } from "./town-labels";
import { useMapPopup } from "./use-map-popup";

const TOUR_POPUP_OPTIONS = { offset: 18, maxWidth: "280px" };

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
  // The popup of the stop last pressed.
  const openIndex = stops.findIndex((s) => s.id === openId);
  const open = openIndex >= 0 ? stops[openIndex] : undefined;
  const popup = useMapPopup(
    mapRef,
    open,
    TOUR_POPUP_OPTIONS,
    () => setOpenId(null),
    () =>
      containerRef.current?.querySelector<HTMLElement>(
        `[data-testid=tour-map-stop][data-house-id="${openId}"]`,
      ),
  );
  const removePopup = popup.remove;

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
      markers.push(
        new maplibregl.Marker({ element }).setLngLat([point.longitude, point.latitude]).addTo(map),
      );
    };
    if (start) {
      const element = document.createElement("div");
      element.className = "map-tour-start";
      element.setAttribute("role", "img");
      element.setAttribute("aria-label", `Start: ${start.label}`);
      element.title = `Start: ${start.label}`;
      element.dataset.testid = "tour-map-start";
      addMarker(element, start);
    }
    stops.forEach((stop, index) => {
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
      addMarker(button, stop);
    });
    map.getContainer().dispatchEvent(new Event(MARKERS_CHANGE_EVENT));
    const line = map.getSource<maplibregl.GeoJSONSource>(LINE_SOURCE_ID);
    if (line) line.setData(lineFeature(points));
    else if (map.isStyleLoaded()) addRouteLine(map, points);
    // What the line joins, in order, for tests and debugging: "lng,lat;lng,lat;...".
    container.dataset.tourLine = points.map((p) => p.map((n) => n.toFixed(5)).join(",")).join(";");
    if (points.length) {
      map.fitBounds(boundsOf(points), {
        padding: FIT_PADDING_PX,
        maxZoom: FIT_MAX_ZOOM,
        duration: 0,
      });
    }
    return () => {
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
