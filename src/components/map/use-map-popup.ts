import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { maplibregl } from "./create-map";

export interface MapPopupOptions {
  /** From the point it opens at: a distance, or a point per side it may open on. */
  offset: maplibregl.Offset;
  maxWidth: string;
}

/**
 * One MapLibre popup that follows `at`: opened there when `at` is set, opened anew where it
 * moves, removed when it is unset. Its content is the returned `element`, which the caller fills with
 * a React portal (so links inside keep the router context). `onClose` runs when the user closes
 * it with its close button, a map click or Escape (which, like a dialog's, gives the focus back to
 * what opened it: a stop's marker); `remove` is for the map's own teardown; `setOffset` moves the
 * open popup's offset (a tour stop's marker moved aside at a new zoom).
 */
export function useMapPopup(
  mapRef: RefObject<maplibregl.Map | null>,
  at: { longitude: number; latitude: number } | undefined,
  options: MapPopupOptions,
  onClose: () => void,
  /** Where Escape puts the focus (the opened stop's marker); else what had it when it opened. */
  focusAfterEscape?: () => HTMLElement | null | undefined,
) {
  const popupRef = useRef<maplibregl.Popup | null>(null);
  const [element] = useState(() => document.createElement("div"));
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const focusAfterEscapeRef = useRef(focusAfterEscape);
  focusAfterEscapeRef.current = focusAfterEscape;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const remove = useCallback(() => {
    popupRef.current?.remove();
    popupRef.current = null;
  }, []);

  // A new popup for each place (and its focus moves in, as on the first): moving an open one
  // means adding it again, and MapLibre first removes it, firing its "close", which closed it.
  const longitude = at?.longitude;
  const latitude = at?.latitude;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || longitude === undefined || latitude === undefined) {
      remove();
      return;
    }
    const popup = new maplibregl.Popup({ ...optionsRef.current, closeButton: true });
    popup.on("close", () => {
      // Not when the next popup replaced this one.
      if (popupRef.current !== popup) return;
      popupRef.current = null;
      onCloseRef.current();
    });
    const previous = popupRef.current;
    popupRef.current = popup;
    previous?.remove();
    popup.setLngLat([longitude, latitude]).setDOMContent(element).addTo(map);
  }, [mapRef, longitude, latitude, element, remove]);

  const isOpen = Boolean(at);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !isOpen) return;
    const opener = document.activeElement;
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !popupRef.current) return;
      event.stopPropagation();
      const target = focusAfterEscapeRef.current?.() ?? opener;
      popupRef.current.remove();
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
    container.addEventListener("keydown", onKeyDown);
    return () => container.removeEventListener("keydown", onKeyDown);
  }, [mapRef, isOpen]);

  const setOffset = useCallback((offset: maplibregl.Offset) => {
    popupRef.current?.setOffset(offset);
  }, []);

  return { element, remove, setOffset };
}
