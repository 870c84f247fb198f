/**
 * The offline base map: a MapLibre style with no tile server. Nassau and Suffolk shorelines come
 * from public/map/long-island.geojson (Census 1:500,000 county shapes with the bays cut out along
 * NOAA's shoreline, built by scripts/generate-map-layers.ts; see docs/map-data.md). Town names are NOT a symbol layer: MapLibre text needs a
 * glyphs URL (SDF font tiles) and offline there is none, so the map draws them as HTML labels
 * (see town-labels.ts). This module imports only maplibre's types, never its code.
 */
import type { StyleSpecification } from "maplibre-gl";

export const BASE_LAYER_URL = "/map/long-island.geojson";

export const MAP_COLORS = {
  water: "#0b1d3a",
  land: "#1c3157",
  landOutline: "#5b7bb0",
  house: "#f5c542",
  houseHalo: "#e23b3b",
  cluster: "#e23b3b",
} as const;

export function offlineBaseStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    name: "Long Island (offline)",
    sources: {
      "long-island": {
        type: "geojson",
        data: new URL(BASE_LAYER_URL, origin).href,
        attribution: "Shorelines: U.S. Census Bureau, NOAA",
      },
    },
    layers: [
      { id: "water", type: "background", paint: { "background-color": MAP_COLORS.water } },
      {
        id: "land",
        type: "fill",
        source: "long-island",
        filter: ["==", ["get", "kind"], "county"],
        paint: { "fill-color": MAP_COLORS.land },
      },
      {
        id: "county-outline",
        type: "line",
        source: "long-island",
        filter: ["==", ["get", "kind"], "county"],
        paint: { "line-color": MAP_COLORS.landOutline, "line-width": 1.5 },
      },
      {
        id: "town-dots",
        type: "circle",
        source: "long-island",
        filter: ["==", ["get", "kind"], "town"],
        minzoom: 9,
        paint: { "circle-radius": 2, "circle-color": MAP_COLORS.landOutline },
      },
    ],
  };
}
