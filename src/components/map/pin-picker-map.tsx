/**
 * A small map to place a house by hand when the address is not in the geocoder (lazy chunk,
 * like house-map.tsx). Click anywhere to drop the pin; drag it to adjust. By keyboard (decision
 * 341): the map pans and zooms with its keys, "Put the pin at the map's center" drops the pin
 * under the crosshair, and the pin itself, focused, moves with the arrow keys (maplibre's own
 * keyboard drag of a draggable marker: a pixel a press, ten with Shift). Each new place is said.
 */
import { PlusIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { createMap, maplibregl } from "./create-map";
import { MAP_CENTER, type MapLoaderStatus } from "./map-types";
import { MARKERS_CHANGE_EVENT } from "./town-labels";

export interface PinPickerMapProps {
  value: { lat: number; lng: number } | null;
  /** Where to open when there is no pin yet (the house's town), instead of the whole island. */
  around?: { lat: number; lng: number } | null;
  onChange(point: { lat: number; lng: number }): void;
  styleUrl: string | null;
  onStatusChange(status: MapLoaderStatus): void;
}

export default function PinPickerMap({
  value,
  around,
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
  const openAround = useRef(around);
  /** The last point the map itself reported (a tap or a drag), which needs no recentring. */
  const reported = useRef(value);
  /** What a screen reader is told after the pin moved (a polite live region). */
  const [said, setSaid] = useState("");
  const helpId = useId();

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = initial.current;
    const town = openAround.current;
    const map = createMap({
      container,
      styleUrl,
      view: start
        ? { center: start, zoom: 14 }
        : town
          ? { center: town, zoom: 13 }
          : { center: MAP_CENTER, zoom: 9 },
      onStatus: (status) => statusRef.current(status),
    });
    if (!map) return;
    mapRef.current = map;
    // Its class keeps the offline layer's town names off it (town-labels.ts).
    const marker = new maplibregl.Marker({
      draggable: true,
      color: "#e23b3b",
      className: "map-pin-picker-pin",
    });
    markerRef.current = marker;
    // maplibre names a marker "Map marker" unless it has a name already.
    marker.getElement().setAttribute("aria-label", "House pin");
    marker.getElement().setAttribute("aria-describedby", helpId);
    if (start) marker.setLngLat([start.lng, start.lat]).addTo(map);
    // A drag by the pointer, or a key press on the focused pin (its dragend is the key's release).
    marker.on("dragend", () => {
      const { lat, lng } = marker.getLngLat();
      reported.current = { lat, lng };
      onChangeRef.current({ lat, lng });
      setSaid(placedText(reported.current));
      pinMoved(map);
    });
    map.on("click", (event) => {
      marker.setLngLat(event.lngLat).addTo(map);
      reported.current = { lat: event.lngLat.lat, lng: event.lngLat.lng };
      onChangeRef.current(reported.current);
      setSaid(placedText(reported.current));
      pinMoved(map);
    });
    map.getCanvas().style.cursor = "crosshair";
    return () => {
      mapRef.current = null;
      markerRef.current = null;
      map.remove();
    };
  }, [styleUrl, helpId]);

  const putAtCenter = () => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!map || !marker) return;
    const { lat, lng } = map.getCenter();
    marker.setLngLat([lng, lat]).addTo(map);
    reported.current = { lat, lng };
    onChangeRef.current(reported.current);
    setSaid(placedText(reported.current));
    pinMoved(map);
  };

  // A pin set from outside (another picked address) moves the marker and brings the map to it:
  // a map left on the previous address would have the user tap the house into the wrong town.
  const lat = value?.lat;
  const lng = value?.lng;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || lat === undefined || lng === undefined) return;
    markerRef.current?.setLngLat([lng, lat]).addTo(map);
    pinMoved(map);
    const own = reported.current;
    if (own && own.lat === lat && own.lng === lng) return;
    reported.current = { lat, lng };
    map.jumpTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), 14) });
  }, [lat, lng]);

  return (
    <>
      <div className="relative min-h-0 flex-1">
        <section
          ref={containerRef}
          className="h-full w-full"
          aria-label="Map: click to place the house"
        />
        {/* Where "Put the pin at the map's center" puts it. */}
        <PlusIcon
          className="-translate-1/2 pointer-events-none absolute top-1/2 left-1/2 size-6 text-white drop-shadow"
          aria-hidden="true"
          data-testid="pin-picker-crosshair"
        />
      </div>
      {/* Under the map, not on it: on a phone's narrow map the credit (open at first, and the
          licence's to keep) and the zoom buttons leave no corner the button fits in whole. */}
      <div className="border-t bg-background p-1.5">
        {/* On the narrowest phones its words take two lines rather than run out of the frame. */}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-auto! min-h-8 whitespace-normal! py-1"
          onClick={putAtCenter}
        >
          Put the pin at the map's center
        </Button>
      </div>
      <p id={helpId} className="sr-only">
        Arrow keys move the pin; with Shift, further.
      </p>
      <p role="status" className="sr-only" data-testid="pin-picker-said">
        {said}
      </p>
    </>
  );
}

/** The town names step aside from the pin's new place. */
function pinMoved(map: maplibregl.Map) {
  map.getContainer().dispatchEvent(new Event(MARKERS_CHANGE_EVENT));
}

function placedText({ lat, lng }: { lat: number; lng: number }) {
  return `Pin placed at ${lat.toFixed(5)}, ${lng.toFixed(5)}.`;
}
