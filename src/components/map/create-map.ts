/**
 * The one place that loads maplibre-gl. Only the lazily imported map modules (house-map.tsx,
 * pin-picker-map.tsx) import this file, so maplibre and its CSS stay out of every other chunk.
 *
 * Base map: the configured online style (OpenFreeMap by default). If that style or its tiles do
 * not load within ONLINE_STYLE_TIMEOUT_MS, or fail before the first tile arrives (offline,
 * blocked, bad key), the map swaps itself to the offline Long Island layer and says so in a
 * small note. The container's data-map-base tells which base is drawn ("online", "offline" or
 * "fallback").
 */
import "maplibre-gl/dist/maplibre-gl.css";
import "./map.css";
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { offlineBaseStyle } from "./base-style";
import type { MapLoaderStatus, MapView } from "./map-types";
import { nearestMarkerTakesTaps } from "./marker-taps";
import { MAP_OVERLAYS_CHANGE_EVENT } from "./overlay-room";
import { addTownLabels } from "./town-labels";

// Without this maplibre looks for its worker beside the page and only the background draws.
maplibregl.setWorkerUrl(workerUrl);
// Offline, the tour map asks for this code only when the service worker kept it (map-code.ts
// reads this note; written in place so the map screen's first files stay as they were).
try {
  localStorage.setItem("li-lights:map-code", import.meta.url);
} catch {
  // No storage: offline, the tour map then waits for a connection.
}

export { maplibregl };

/** How long the online style and its first tiles may take before the offline layer is used. */
export const ONLINE_STYLE_TIMEOUT_MS = 8000;
/** The offline layer has no streets: deeper zooms would show an empty field. */
export const OFFLINE_MAX_ZOOM = 14;
export const FALLBACK_NOTE = "Street map unavailable: showing the offline map.";

export type MapBase = "online" | "offline" | "fallback";

export interface CreateMapOptions {
  container: HTMLElement;
  /** From /api/map-config; null = the offline Long Island layer only. */
  styleUrl: string | null;
  view: MapView;
  onStatus(status: MapLoaderStatus): void;
}

function addFallbackNote(container: HTMLElement) {
  const note = document.createElement("p");
  note.className = "map-base-note";
  // Over the map: an open popup is kept clear of it (use-map-popup.ts), and a map fitted to its
  // points leaves it room (overlay-room.ts, decision 400).
  note.dataset.mapOverlay = "";
  note.setAttribute("role", "status");
  note.textContent = FALLBACK_NOTE;
  container.appendChild(note);
  container.dispatchEvent(new Event(MAP_OVERLAYS_CHANGE_EVENT));
}

export function createMap(options: CreateMapOptions): maplibregl.Map | null {
  const { container, styleUrl, view, onStatus } = options;
  const offlineStyle = () => offlineBaseStyle(window.location.origin);
  let map: maplibregl.Map;
  try {
    map = new maplibregl.Map({
      container,
      style: styleUrl ?? offlineStyle(),
      ...("bounds" in view
        ? { bounds: view.bounds, fitBoundsOptions: { padding: 12 } }
        : { center: [view.center.lng, view.center.lat], zoom: view.zoom }),
      minZoom: 7,
      maxZoom: styleUrl ? 18 : OFFLINE_MAX_ZOOM,
      attributionControl: { compact: true },
    });
  } catch (error) {
    // No WebGL, or the browser refused a context.
    console.error("Map could not start", error);
    onStatus("failed");
    return null;
  }
  let base: MapBase = styleUrl ? "online" : "offline";
  container.dataset.mapBase = base;
  onStatus("loading");

  // Online until proven otherwise: the first tile (or a first idle frame, or a loaded style
  // without tiled sources) confirms it.
  let onlineConfirmed = !styleUrl;
  const switchToOffline = (reason: unknown) => {
    if (onlineConfirmed || base !== "online") return;
    base = "fallback";
    window.clearTimeout(timer);
    console.warn("Street map unavailable, using the offline layer", reason);
    container.dataset.mapBase = base;
    map.setMaxZoom(OFFLINE_MAX_ZOOM);
    map.once("style.load", () => onStatus("loaded"));
    map.setStyle(offlineStyle(), { diff: false });
    addTownLabels(map, maplibregl);
    addFallbackNote(container);
  };
  const timer = styleUrl
    ? window.setTimeout(() => switchToOffline("timed out"), ONLINE_STYLE_TIMEOUT_MS)
    : 0;
  const confirmOnline = () => {
    if (base !== "online" || onlineConfirmed) return;
    onlineConfirmed = true;
    window.clearTimeout(timer);
  };
  // A tile of the style's own tiled sources (the houses' GeoJSON makes tiles too: not those).
  map.on("data", (event) => {
    if (!("tile" in event && event.tile && "sourceId" in event)) return;
    const type = map.getSource(String(event.sourceId))?.type;
    if (type === "vector" || type === "raster" || type === "raster-dem") confirmOnline();
  });
  map.on("idle", confirmOnline);

  map.once("style.load", () => {
    // A style with no tiled sources has nothing more to wait for.
    const sources = Object.values(map.getStyle().sources);
    if (!sources.some((source) => "tiles" in source || "url" in source)) confirmOnline();
  });
  map.on("load", () => {
    if (base !== "fallback") onStatus("loaded");
  });
  map.on("error", (event) => {
    if (base === "online" && !onlineConfirmed) switchToOffline(event.error);
    else console.error("Map error", event.error);
  });
  map.on("remove", () => window.clearTimeout(timer));
  // What the map shows, for tests and debugging: "west,south,east,north".
  const recordView = () => {
    const b = map.getBounds();
    container.dataset.mapBounds = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]
      .map((n) => n.toFixed(4))
      .join(",");
  };
  map.on("load", recordView);
  map.on("moveend", recordView);
  // A tap near a marker opens the nearest one (decision 385).
  nearestMarkerTakesTaps(container);
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
  if (!styleUrl) addTownLabels(map, maplibregl);
  return map;
}
