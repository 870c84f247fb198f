/**
 * The interactive house map (lazy chunk: only /map and the home page's map view load it).
 * Houses are a clustered GeoJSON source; clusters and houses are drawn as HTML buttons on top
 * of a glow layer, so they are reachable by keyboard and carry their names for screen readers
 * (and cluster counts need no glyph server). Selecting a house opens a MapLibre popup whose
 * content is rendered by React through a portal, so links keep the router context. Every marker
 * takes a tap within 44 x 44 px of its centre, the nearest winning (marker-taps.ts, decision 385).
 *
 * Every house can be reached (docs/decisions/310-every-house-on-the-map-can-be-reached.md):
 * clustering stops one zoom short of the map's deepest, and houses whose markers would still
 * overlap there share one "spot" marker that lists them, since no zoom can part them.
 */
import {
  currentSeason,
  isConfirmedFor,
  notConfirmedText,
  REPORTED_DARK_TEXT,
} from "@contract/season";
import type { FeatureCollection, Point } from "geojson";
import { LocateFixedIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Button } from "@/components/ui/button";
import { focusWhenRemoved } from "@/components/ui/focus-when-removed";
import { afterNextPaint } from "@/lib/after-next-paint";
import { toast } from "@/lib/use-toast";
import { MAP_COLORS } from "./base-style";
import { createMap, maplibregl } from "./create-map";
import { framingBounds } from "./framing";
import { HousePopupCard } from "./house-popup-card";
import { HouseSpotList } from "./house-spot-list";
import {
  type LngLatBounds,
  LONG_ISLAND_VIEW,
  MAP_MY_LOCATION_ZOOM,
  type MapHouse,
  type MapLoaderStatus,
  type MapView,
} from "./map-types";
import { holdPressUntilDrag } from "./marker-press";
import { fitClearOfOverlays } from "./overlay-room";
import { MARKERS_CHANGE_EVENT } from "./town-labels";
import { useMapPopup } from "./use-map-popup";

const HOUSE_POPUP_OPTIONS = { offset: 14, maxWidth: "300px" };
/** At each edge of a view's box (a search, a town's houses), more where an overlay reaches in. */
const VIEW_PADDING_PX = 12;
/** At each edge of the houses a phone's map frames (decision 187), likewise. */
const FRAMING_PADDING_PX = 24;
/** The marker of the house whose popup is open (or opening). */
const SELECTED_CLASS = "map-house-marker-selected";

export interface HouseMapProps {
  houses: MapHouse[];
  styleUrl: string | null;
  isAuthenticated: boolean;
  onStatusChange(status: MapLoaderStatus): void;
  /** What to show: the searched place and radius; absent = all of Long Island. */
  view?: MapView | undefined;
}

const SOURCE_ID = "houses";
/** Cluster size classes by count (sizes in map.css); the cluster radius keeps them apart. */
const CLUSTER_TIERS = [
  { max: 9, className: "map-cluster-small" },
  { max: 49, className: "map-cluster-medium" },
  { max: Number.POSITIVE_INFINITY, className: "map-cluster-large" },
] as const;
const CLUSTER_RADIUS_PX = 64;
/** Houses closer than this at the map's deepest zoom would hide one another: they share a spot. */
const SPOT_RADIUS_PX = 20;
/** MapLibre's world is 512 px wide at zoom 0. */
const WORLD_PX_AT_ZOOM_0 = 512;

function clusterClass(count: number) {
  return (CLUSTER_TIERS.find((tier) => count <= tier.max) ?? CLUSTER_TIERS[2]).className;
}

/** Where a point lies on the Web Mercator world at `zoom`, in pixels. */
function worldPixel(longitude: number, latitude: number, zoom: number): [number, number] {
  const size = WORLD_PX_AT_ZOOM_0 * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return [
    ((longitude + 180) / 360) * size,
    (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  ];
}

/**
 * The houses grouped by spot: a house within SPOT_RADIUS_PX of a spot's first house at `maxZoom`
 * joins that spot (drawn where its first house is), any other starts a spot of its own.
 */
function spotsOf(houses: MapHouse[], maxZoom: number): MapHouse[][] {
  const spots: { x: number; y: number; houses: MapHouse[] }[] = [];
  // Spots by grid cell of SPOT_RADIUS_PX: a house looks only in its own cell and the 8 around it.
  const cells = new Map<string, typeof spots>();
  for (const house of houses) {
    if (!Number.isFinite(house.latitude) || !Number.isFinite(house.longitude)) continue;
    const [x, y] = worldPixel(house.longitude, house.latitude, maxZoom);
    const column = Math.floor(x / SPOT_RADIUS_PX);
    const row = Math.floor(y / SPOT_RADIUS_PX);
    let spot: (typeof spots)[number] | undefined;
    for (let dx = -1; dx <= 1 && !spot; dx++) {
      for (let dy = -1; dy <= 1 && !spot; dy++) {
        spot = cells
          .get(`${column + dx},${row + dy}`)
          ?.find((s) => Math.hypot(s.x - x, s.y - y) < SPOT_RADIUS_PX);
      }
    }
    if (!spot) {
      spot = { x, y, houses: [] };
      spots.push(spot);
      const key = `${column},${row}`;
      cells.set(key, [...(cells.get(key) ?? []), spot]);
    }
    spot.houses.push(house);
  }
  return spots.map((spot) => spot.houses);
}

/**
 * One feature per spot (see spotsOf). `houses` counts the houses it stands for (summed by the
 * clusters too); a spot of several lists their ids in `spot`.
 */
function toFeatureCollection(houses: MapHouse[], maxZoom: number): FeatureCollection {
  const season = currentSeason(new Date());
  return {
    type: "FeatureCollection",
    features: spotsOf(houses, maxZoom).map((spot) => {
      const [h] = spot as [MapHouse, ...MapHouse[]];
      return {
        type: "Feature",
        id: h.id,
        properties:
          spot.length > 1
            ? { houses: spot.length, spot: spot.map((house) => house.id).join(",") }
            : {
                houses: 1,
                id: h.id,
                title: h.title,
                // Not confirmed lit this season, or reported dark: drawn muted.
                muted:
                  Boolean(h.reportedDark) || !isConfirmedFor(h.confirmedSeason ?? null, season),
                reportedDark: Boolean(h.reportedDark),
              },
        geometry: { type: "Point", coordinates: [h.longitude, h.latitude] },
      };
    }),
  };
}

/**
 * Adds the clustered houses source and its glow layer (called again after a style swap, which
 * may lower the map's max zoom). Clusters stop one zoom short of the map's deepest, where every
 * spot stands alone.
 */
function addHouseLayers(map: maplibregl.Map, houses: MapHouse[]) {
  if (map.getSource(SOURCE_ID)) return;
  map.addSource(SOURCE_ID, {
    type: "geojson",
    data: toFeatureCollection(houses, map.getMaxZoom()),
    cluster: true,
    clusterRadius: CLUSTER_RADIUS_PX,
    clusterMaxZoom: map.getMaxZoom() - 1,
    clusterProperties: { houses: ["+", ["get", "houses"]] },
  });
  // Several houses (a cluster or a spot) glow like a cluster, by how many they are.
  const several: maplibregl.ExpressionSpecification = [">", ["get", "houses"], 1];
  map.addLayer({
    id: "house-glow",
    type: "circle",
    source: SOURCE_ID,
    paint: {
      "circle-color": ["case", several, MAP_COLORS.cluster, MAP_COLORS.house],
      "circle-radius": ["case", several, ["step", ["get", "houses"], 22, 10, 28, 50, 34], 14],
      "circle-opacity": 0.35,
      "circle-blur": 0.6,
    },
  });
}

/** The house, spot or cluster marker nearest the map's centre. */
function nearestMarker(map: maplibregl.Map) {
  const box = map.getContainer().getBoundingClientRect();
  const distance = (marker: HTMLElement) => {
    const r = marker.getBoundingClientRect();
    return Math.hypot(
      r.left + r.width / 2 - (box.left + box.width / 2),
      r.top + r.height / 2 - (box.top + box.height / 2),
    );
  };
  let nearest: HTMLElement | undefined;
  for (const marker of map
    .getContainer()
    .querySelectorAll<HTMLElement>("button.maplibregl-marker")) {
    if (!nearest || distance(marker) < distance(nearest)) nearest = marker;
  }
  return nearest;
}

/** Geolocation failures (docs/product.md, Places and maps). */
function geolocationMessage(error: GeolocationPositionError | null) {
  if (!window.isSecureContext) return "Location needs a secure (HTTPS) connection.";
  if (!error) return "Your browser does not support location. Please enter a location manually.";
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return "Location permission was denied. Please allow location access and try again.";
    case error.POSITION_UNAVAILABLE:
      return "Your location is unavailable. Please check your device's location services.";
    case error.TIMEOUT:
      return "Getting your location timed out. Please try again.";
    default:
      return "An unknown error occurred while getting your location. Please try manually.";
  }
}

export default function HouseMap({
  houses,
  styleUrl,
  isAuthenticated,
  onStatusChange,
  view,
}: HouseMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const youAreHereRef = useRef<maplibregl.Marker | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selectedIdRef = useRef(selectedId);
  selectedIdRef.current = selectedId;
  /** The houses of the spot whose list is open (see spotsOf). */
  const [spotIds, setSpotIds] = useState<number[] | null>(null);
  const [locating, setLocating] = useState(false);
  const housesById = useMemo(() => new Map(houses.map((h) => [h.id, h])), [houses]);
  const housesRef = useRef(houses);
  housesRef.current = houses;
  const statusRef = useRef(onStatusChange);
  statusRef.current = onStatusChange;
  const viewRef = useRef(view ?? LONG_ISLAND_VIEW);
  viewRef.current = view ?? LONG_ISLAND_VIEW;
  const viewPropRef = useRef(view);
  viewPropRef.current = view;
  /** Set once the user pans or zooms: new houses no longer frame the map (frameMap). */
  const userMovedRef = useRef(false);
  // The popup: the selected house's card, or the open spot's list (at its first house).
  const selected = selectedId === null ? undefined : housesById.get(selectedId);
  const spotHouses = useMemo(
    () => (spotIds ?? []).flatMap((id) => housesById.get(id) ?? []),
    [spotIds, housesById],
  );
  const popup = useMapPopup(mapRef, selected ?? spotHouses[0], HOUSE_POPUP_OPTIONS, () => {
    setSelectedId(null);
    setSpotIds(null);
  });
  const removePopup = popup.remove;

  /** Stops the current fit's fitting again (fitClearOfOverlays), if any. */
  const stopFittingRef = useRef<(() => void) | null>(null);
  /**
   * Frames the map: the view's box (a search's place and radius, a town's houses), or with no
   * view, on a map taller than wide, the houses it shows (decision 187), while the user has not
   * moved it; both clear of the overlays, fitted again when those change (decision 408). Else the
   * whole island, as given (decision 032). `why`: the map was just made (on its first view), the
   * view changed, or the houses did (which move only a framing).
   */
  const frameMap = useCallback((map: maplibregl.Map, why: "made" | "view" | "houses") => {
    const view = viewPropRef.current;
    const container = map.getContainer();
    const framing =
      !view && !userMovedRef.current && container.clientHeight > container.clientWidth
        ? framingBounds(housesRef.current)
        : null;
    const fitTo = (bounds: LngLatBounds, padding: number, animate: boolean) => {
      stopFittingRef.current?.();
      stopFittingRef.current = fitClearOfOverlays(
        map,
        padding,
        (room, eventData, animated) =>
          map.fitBounds(bounds, { padding: room, ...(animated ? {} : { duration: 0 }) }, eventData),
        { animate },
      );
    };
    if (view && "bounds" in view) {
      if (why !== "houses") fitTo(view.bounds, VIEW_PADDING_PX, why === "view" && map.loaded());
    } else if (framing) {
      fitTo(framing, FRAMING_PADDING_PX, false);
    } else if (why === "view") {
      stopFittingRef.current?.();
      stopFittingRef.current = null;
      const next = view ?? LONG_ISLAND_VIEW;
      if ("bounds" in next) map.fitBounds(next.bounds, { padding: VIEW_PADDING_PX });
      else map.easeTo({ center: [next.center.lng, next.center.lat], zoom: next.zoom });
    }
  }, []);

  // Create the map once per style.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createMap({
      container,
      styleUrl,
      view: viewRef.current,
      onStatus: (status) => statusRef.current(status),
    });
    if (!map) return;
    mapRef.current = map;
    userMovedRef.current = false;
    // Once the user pans or zooms, new houses no longer move the map under their finger.
    map.on("movestart", (event) => {
      if ("originalEvent" in event && event.originalEvent) userMovedRef.current = true;
    });
    const markers = new Map<string, maplibregl.Marker>();

    const syncMarkers = () => {
      if (!map.getSource(SOURCE_ID)) return;
      const seen = new Set<string>();
      for (const feature of map.querySourceFeatures(SOURCE_ID)) {
        const props = feature.properties as Record<string, unknown>;
        const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
        const isCluster = Boolean(props.cluster);
        const count = Number(props.houses);
        const key = isCluster
          ? `c${props.cluster_id}`
          : count > 1
            ? `s${props.spot}`
            : `h${props.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (markers.has(key)) continue;
        const button = document.createElement("button");
        button.type = "button";
        if (isCluster) {
          // Its houses lie at more than one spot, and every spot stands alone at the max zoom.
          button.className = `map-cluster-marker ${clusterClass(count)}`;
          button.textContent = String(count);
          button.setAttribute("aria-label", `${count} houses here, zoom in`);
          button.dataset.testid = "map-cluster";
          button.addEventListener("click", async (event) => {
            event.stopPropagation();
            const source = map.getSource<maplibregl.GeoJSONSource>(SOURCE_ID);
            const zoom = await source?.getClusterExpansionZoom(Number(props.cluster_id));
            map.easeTo({ center: [lng, lat], zoom: zoom ?? map.getZoom() + 2 });
            // The cluster's marker goes once the map has zoomed in: the focus goes to the marker
            // nearest its place (the map's centre now), else to the map (decision 340).
            focusWhenRemoved(button, () => nearestMarker(map) ?? map.getCanvas());
          });
        } else if (count > 1) {
          // No zoom parts these houses: the marker lists them.
          const ids = String(props.spot).split(",").map(Number);
          button.className = `map-cluster-marker ${clusterClass(count)}`;
          button.textContent = String(count);
          button.setAttribute("aria-label", `${count} houses at this spot, list them`);
          button.dataset.testid = "map-spot";
          holdPressUntilDrag(button);
          button.addEventListener("click", (event) => {
            event.stopPropagation();
            setSelectedId(null);
            setSpotIds(ids);
          });
        } else {
          button.className = props.muted
            ? "map-house-marker map-house-marker-muted"
            : "map-house-marker";
          button.setAttribute(
            "aria-label",
            props.reportedDark
              ? `${String(props.title)}, ${REPORTED_DARK_TEXT.toLowerCase()}`
              : props.muted
                ? `${String(props.title)}, ${notConfirmedText(currentSeason(new Date())).toLowerCase()}`
                : String(props.title),
          );
          button.dataset.testid = "map-house-marker";
          button.dataset.houseId = String(props.id);
          if (Number(props.id) === selectedIdRef.current) button.classList.add(SELECTED_CLASS);
          // A tap on a house leaves the map alone (no redraw in its frame); a drag still pans.
          holdPressUntilDrag(button);
          button.addEventListener("click", (event) => {
            event.stopPropagation();
            // The tap is answered in the next frame by the marker's selected ring; the popup
            // (rendering its card and measuring where it fits) follows right after that frame.
            button.classList.add(SELECTED_CLASS);
            const id = Number(props.id);
            void afterNextPaint().then(() => {
              setSpotIds(null);
              setSelectedId(id);
            });
          });
        }
        markers.set(
          key,
          new maplibregl.Marker({ element: button }).setLngLat([lng, lat]).addTo(map),
        );
      }
      for (const [key, marker] of markers) {
        if (!seen.has(key)) {
          marker.remove();
          markers.delete(key);
        }
      }
      // Town labels step aside for the markers.
      map.getContainer().dispatchEvent(new Event(MARKERS_CHANGE_EVENT));
    };

    // Its first view, clear of the overlays where it is fitted to houses or a search.
    frameMap(map, "made");

    // Again after a swap to the offline layer, which drops every source.
    map.on("style.load", () => addHouseLayers(map, housesRef.current));
    // Once the map has settled: its tiles are in and the tiles it drew from in the meantime (the
    // shallower zoom's, with the cluster just expanded) are gone. On moveend or a tile's
    // sourcedata, querySourceFeatures still answers from those, and their cluster stayed.
    map.on("idle", syncMarkers);

    return () => {
      stopFittingRef.current?.();
      stopFittingRef.current = null;
      removePopup();
      mapRef.current = null;
      map.remove();
    };
  }, [styleUrl, removePopup, frameMap]);

  // The selected house's marker carries the ring, and only it.
  useEffect(() => {
    for (const marker of containerRef.current?.querySelectorAll<HTMLElement>(
      `.${SELECTED_CLASS}`,
    ) ?? []) {
      if (marker.dataset.houseId !== String(selectedId)) marker.classList.remove(SELECTED_CLASS);
    }
    if (selectedId === null) return;
    containerRef.current
      ?.querySelector(`[data-testid=map-house-marker][data-house-id="${selectedId}"]`)
      ?.classList.add(SELECTED_CLASS);
  }, [selectedId]);

  // A new search (place and radius) or town moves the map there; clearing it shows the whole
  // island, or on a phone the houses it shows (frameMap).
  const viewKey = JSON.stringify(view ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: viewKey stands for the view's value.
  useEffect(() => {
    const map = mapRef.current;
    if (map) frameMap(map, "view");
  }, [viewKey, frameMap]);

  // New houses frame a phone's map with no search again, until the user has moved it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the houses are read from housesRef.
  useEffect(() => {
    const map = mapRef.current;
    if (map) frameMap(map, "houses");
  }, [houses, frameMap]);

  // New houses (another page, other filters): replace the source's features.
  useEffect(() => {
    const map = mapRef.current;
    const source = map?.getSource<maplibregl.GeoJSONSource>(SOURCE_ID);
    if (map && source) source.setData(toFeatureCollection(houses, map.getMaxZoom()));
  }, [houses]);

  const locate = useCallback(() => {
    if (!navigator.geolocation || !window.isSecureContext) {
      toast({
        title: "Location unavailable",
        description: geolocationMessage(null),
        variant: "destructive",
      });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const map = mapRef.current;
        if (!map) return;
        const lngLat: [number, number] = [position.coords.longitude, position.coords.latitude];
        youAreHereRef.current?.remove();
        const element = document.createElement("div");
        element.className = "map-my-location";
        element.setAttribute("role", "img");
        element.setAttribute("aria-label", "You are here");
        element.dataset.testid = "map-you-are-here";
        element.title = "You are here";
        youAreHereRef.current = new maplibregl.Marker({ element }).setLngLat(lngLat).addTo(map);
        map.flyTo({ center: lngLat, zoom: MAP_MY_LOCATION_ZOOM });
      },
      (error) => {
        setLocating(false);
        toast({
          title: "Location unavailable",
          description: geolocationMessage(error),
          variant: "destructive",
        });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  }, []);

  return (
    <div className="relative h-full w-full">
      <section
        ref={containerRef}
        className="h-full w-full"
        aria-label="Map of Christmas light displays"
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="absolute bottom-8 left-3 shadow-md"
        // Over the map: an open popup is kept clear of it (use-map-popup.ts).
        data-map-overlay
        onClick={locate}
        busy={locating}
      >
        <LocateFixedIcon aria-hidden="true" />
        {locating ? "Locating..." : "My Location"}
      </Button>
      {selected
        ? createPortal(
            <HousePopupCard house={selected} isAuthenticated={isAuthenticated} />,
            popup.element,
          )
        : spotHouses.length > 0 &&
          createPortal(
            <HouseSpotList houses={spotHouses} isAuthenticated={isAuthenticated} />,
            popup.element,
          )}
    </div>
  );
}
