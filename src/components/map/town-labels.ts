/**
 * Town names of the offline base layer as HTML labels. A MapLibre symbol layer would need a
 * glyphs URL (SDF font tiles), which does not exist offline, so the names are DOM markers in the
 * page's own font, thinned out greedily so that no two overlap and no house or cluster marker
 * covers one, nor a tour's stops and start, nor the pin map's pin (the house, tour and pin maps
 * dispatch MARKERS_CHANGE_EVENT on the container after placing their markers).
 */
import type * as MapLibre from "maplibre-gl";
import { BASE_LAYER_URL } from "./base-style";

interface TownFeature {
  properties: { kind: string; name: string };
  geometry: { type: string; coordinates: [number, number] };
}

export const MARKERS_CHANGE_EVENT = "map-markers-change";
const MIN_LABEL_ZOOM = 8;
const LABEL_HEIGHT = 16;

export function addTownLabels(map: MapLibre.Map, maplibregl: typeof MapLibre) {
  const labels: { marker: MapLibre.Marker; element: HTMLElement; width: number }[] = [];
  let cancelled = false;

  const layout = () => {
    const zoom = map.getZoom();
    const { clientWidth, clientHeight } = map.getContainer();
    const origin = map.getContainer().getBoundingClientRect();
    const placed: { x1: number; y1: number; x2: number; y2: number }[] = [];
    for (const marker of map
      .getContainer()
      .querySelectorAll(
        ".map-cluster-marker, .map-house-marker, .map-my-location, .map-tour-stop, .map-tour-start, .map-pin-picker-pin",
      )) {
      const r = marker.getBoundingClientRect();
      placed.push({
        x1: r.left - origin.left,
        x2: r.right - origin.left,
        y1: r.top - origin.top,
        y2: r.bottom - origin.top,
      });
    }
    for (const label of labels) {
      if (!label.width) label.width = label.element.offsetWidth || 60;
      const point = map.project(label.marker.getLngLat());
      const box = {
        x1: point.x - label.width / 2 - 4,
        x2: point.x + label.width / 2 + 4,
        y1: point.y - LABEL_HEIGHT - 4,
        y2: point.y + 2,
      };
      const visible =
        zoom >= MIN_LABEL_ZOOM &&
        box.x2 > 0 &&
        box.x1 < clientWidth &&
        box.y2 > 0 &&
        box.y1 < clientHeight &&
        !placed.some((p) => box.x1 < p.x2 && box.x2 > p.x1 && box.y1 < p.y2 && box.y2 > p.y1);
      label.element.style.visibility = visible ? "visible" : "hidden";
      if (visible) placed.push(box);
    }
  };

  fetch(BASE_LAYER_URL)
    .then((response) => response.json() as Promise<{ features: TownFeature[] }>)
    .then((collection) => {
      if (cancelled) return;
      for (const feature of collection.features) {
        if (feature.properties.kind !== "town" || feature.geometry.type !== "Point") continue;
        const element = document.createElement("div");
        element.className = "map-town-label";
        element.textContent = feature.properties.name;
        element.setAttribute("aria-hidden", "true");
        const marker = new maplibregl.Marker({ element, anchor: "bottom", offset: [0, -3] })
          .setLngLat(feature.geometry.coordinates)
          .addTo(map);
        labels.push({ marker, element, width: 0 });
      }
      layout();
    })
    .catch((error) => console.error("Town labels could not load", error));

  map.on("moveend", layout);
  map.getContainer().addEventListener(MARKERS_CHANGE_EVENT, layout);
  map.on("resize", layout);
  map.once("remove", () => {
    cancelled = true;
    map.getContainer().removeEventListener(MARKERS_CHANGE_EVENT, layout);
  });
}
