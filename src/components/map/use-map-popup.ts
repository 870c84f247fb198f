import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { maplibregl } from "./create-map";

export interface MapPopupOptions {
  offset: number;
  maxWidth: string;
}

/**
 * One MapLibre popup that follows `at`: opened there when `at` is set, moved when it changes,
 * removed when it is unset. Its content is the returned `element`, which the caller fills with
 * a React portal (so links inside keep the router context). `onClose` runs when the user closes
 * it with its close button or a map click; `remove` is for the map's own teardown.
 */
export function useMapPopup(
  mapRef: RefObject<maplibregl.Map | null>,
  at: { longitude: number; latitude: number } | undefined,
  options: MapPopupOptions,
  onClose: () => void,
) {
  const popupRef = useRef<maplibregl.Popup | null>(null);
  const [element] = useState(() => document.createElement("div"));
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const remove = useCallback(() => {
    popupRef.current?.remove();
    popupRef.current = null;
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !at) {
      remove();
      return;
    }
    if (!popupRef.current) {
      const popup = new maplibregl.Popup({ ...optionsRef.current, closeButton: true });
      popup.on("close", () => {
        if (popupRef.current === popup) popupRef.current = null;
        onCloseRef.current();
      });
      popupRef.current = popup;
    }
    popupRef.current.setLngLat([at.longitude, at.latitude]).setDOMContent(element).addTo(map);
  }, [mapRef, at, element, remove]);

  return { element, remove };
}
