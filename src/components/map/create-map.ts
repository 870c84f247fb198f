/**
 * The one place that loads maplibre-gl. Only the lazily imported map modules (house-map.tsx,
 * pin-picker-map.tsx) import this file, so maplibre and its CSS stay out of every other chunk.
 */
import "maplibre-gl/dist/maplibre-gl.css";
import "./map.css";
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { offlineBaseStyle } from "./base-style";
import type { MapLoaderStatus } from "./map-types";
import { addTownLabels } from "./town-labels";

// Without this maplibre looks for its worker beside the page and only the background draws.
maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };

export interface CreateMapOptions {
  container: HTMLElement;
  /** MAP_STYLE_URL from /api/map-config; null = the offline Long Island layer. */
  styleUrl: string | null;
  center: { lat: number; lng: number };
  zoom: number;
  onStatus(status: MapLoaderStatus): void;
}

/** Map style requests answered 401/403 mean a bad or missing key: the auth-failure status. */
function isAuthError(error: unknown) {
  const status = (error as { status?: number } | undefined)?.status;
  return status === 401 || status === 403;
}

export function createMap(options: CreateMapOptions): maplibregl.Map | null {
  const { container, styleUrl, center, zoom, onStatus } = options;
  let map: maplibregl.Map;
  try {
    map = new maplibregl.Map({
      container,
      style: styleUrl ?? offlineBaseStyle(window.location.origin),
      center: [center.lng, center.lat],
      zoom,
      minZoom: 7,
      maxZoom: 18,
      attributionControl: {
        compact: true,
        customAttribution: styleUrl ? undefined : "County outlines: U.S. Census Bureau",
      },
    });
  } catch (error) {
    // No WebGL, or the browser refused a context.
    console.error("Map could not start", error);
    onStatus("failed");
    return null;
  }
  onStatus("loading");
  let loaded = false;
  map.on("load", () => {
    loaded = true;
    onStatus("loaded");
  });
  map.on("error", (event) => {
    console.error("Map error", event.error);
    if (isAuthError(event.error)) onStatus("auth-failure");
    // After the first load a missing tile is not a failed map; before it, it is.
    else if (!loaded) onStatus("failed");
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
  if (!styleUrl) addTownLabels(map, maplibregl);
  return map;
}
