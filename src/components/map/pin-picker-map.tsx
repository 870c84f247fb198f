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
      onChangeRef.current({ lat, lng });
    });
    map.on("click", (event) => {
      marker.setLngLat(event.lngLat).addTo(map);
      onChangeRef.current({ lat: event.lngLat.lat, lng: event.lngLat.lng });
    });
    map.getCanvas().style.cursor = "crosshair";
    return () => {
      mapRef.current = null;
      markerRef.current = null;
      map.remove();
    };
  }, [styleUrl]);

  // A pin set from outside (e.g. a picked suggestion) moves the marker.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !value) return;
    markerRef.current?.setLngLat([value.lng, value.lat]).addTo(map);
  }, [value]);

  return (
    <section
      ref={containerRef}
      className="h-full w-full"
      aria-label="Map: click to place the house"
    />
  );
}
