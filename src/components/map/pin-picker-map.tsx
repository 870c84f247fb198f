/**
 * A small map to place a house by hand when the address is not in the geocoder (lazy chunk,
 * like house-map.tsx). Click anywhere to drop the pin; drag it to adjust.
 */
import { useEffect, useRef } from "react";
import { createMap, maplibregl } from "./create-map";
import { MAP_CENTER, type MapLoaderStatus } from "./map-types";

export interface PinPickerMapProps {
  value: { lat: number; lng: number } | null;
  onChange(point: { lat: number; lng: number }): void;
  styleUrl: string | null;
  onStatusChange(status: MapLoaderStatus): void;
}

export default function PinPickerMap({
  value,
  onChange,
  styleUrl,
  onStatusChange,
}: PinPickerMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const markerRef = useRef<maplibregl.Marker | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const statusRef = useRef(onStatusChange);
  statusRef.current = onStatusChange;
  const initial = useRef(value);
  /** The last point the map itself reported (a tap or a drag), which needs no recentring. */
  const reported = useRef(value);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = initial.current;
    const map = createMap({
      container,
      styleUrl,
      view: start ? { center: start, zoom: 14 } : { center: MAP_CENTER, zoom: 9 },
      onStatus: (status) => statusRef.current(status),
    });
    if (!map) return;
    mapRef.current = map;
    const marker = new maplibregl.Marker({ draggable: true, color: "#e23b3b" });
    markerRef.current = marker;
    if (start) marker.setLngLat([start.lng, start.lat]).addTo(map);
    marker.on("dragend", () => {
      const { lat, lng } = marker.getLngLat();
      reported.current = { lat, lng };
      onChangeRef.current({ lat, lng });
    });
    map.on("click", (event) => {
      marker.setLngLat(event.lngLat).addTo(map);
      reported.current = { lat: event.lngLat.lat, lng: event.lngLat.lng };
      onChangeRef.current(reported.current);
    });
    map.getCanvas().style.cursor = "crosshair";
    return () => {
      mapRef.current = null;
      markerRef.current = null;
      map.remove();
    };
  }, [styleUrl]);

  // A pin set from outside (another picked address) moves the marker and brings the map to it:
  // a map left on the previous address would have the user tap the house into the wrong town.
  const lat = value?.lat;
  const lng = value?.lng;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || lat === undefined || lng === undefined) return;
    markerRef.current?.setLngLat([lng, lat]).addTo(map);
    const own = reported.current;
    if (own && own.lat === lat && own.lng === lng) return;
    reported.current = { lat, lng };
    map.jumpTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), 14) });
  }, [lat, lng]);

  return (
    <section
      ref={containerRef}
      className="h-full w-full"
      aria-label="Map: click to place the house"
    />
  );
}
