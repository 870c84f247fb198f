import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { maplibregl } from "./create-map";
import { MAP_OVERLAY_SELECTOR } from "./overlay-room";

/** Room kept between an open popup and the map's edges or what is drawn over the map, in pixels. */
const POPUP_MARGIN_PX = 8;
/** MapLibre's tip, between the popup and its point (maplibre-gl.css). */
const POPUP_TIP_PX = 10;
/** How long the map takes to pan a popup into view (none when the user prefers less motion). */
const POPUP_PAN_MS = 300;
/** How often the map may pan for one size of the popup: where it ends up, it may open on another side. */
const POPUP_PANS = 2;

/** How far the span [start, end] must move to lie within [min, max]; its start shows if it cannot fit. */
function shiftInto(start: number, end: number, min: number, max: number) {
  if (start < min || end - start > max - min) return min - start;
  if (end > max) return max - end;
  return 0;
}

/**
 * The pan (MapLibre's panBy offset) that brings the whole popup into the map, POPUP_MARGIN_PX
 * inside its edges, clear of the overlays above and below the popup when it fits between them
 * (else only inside the map); null when it is in view already.
 */
function panToShow(map: maplibregl.Map, popup: maplibregl.Popup): [number, number] | null {
  const container = map.getContainer();
  const box = container.getBoundingClientRect();
  const rect = popup.getElement().getBoundingClientRect();
  const margin = POPUP_MARGIN_PX;
  const dx = shiftInto(rect.left, rect.right, box.left + margin, box.right - margin);
  const left = rect.left + dx;
  const right = rect.right + dx;
  // The overlays in the popup's columns (once moved across) narrow the room above and below.
  let top = box.top + margin;
  let bottom = box.bottom - margin;
  const overlays = (container.parentElement ?? container).querySelectorAll(MAP_OVERLAY_SELECTOR);
  for (const overlay of overlays) {
    const r = overlay.getBoundingClientRect();
    if (!r.width || !r.height || r.right <= left - margin || r.left >= right + margin) continue;
    if (r.bottom <= box.top || r.top >= box.bottom) continue;
    if (r.top + r.bottom < box.top + box.bottom) top = Math.max(top, r.bottom + margin);
    else bottom = Math.min(bottom, r.top - margin);
  }
  if (rect.height > bottom - top) {
    top = box.top + margin;
    bottom = box.bottom - margin;
  }
  const dy = shiftInto(rect.top, rect.bottom, top, bottom);
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return null;
  return [-Math.round(dx), -Math.round(dy)];
}

/**
 * Whether the page's last click came from a pointer (a tap, a mouse), not from a key or a screen
 * reader (a click with no pointer behind it, detail 0, as marker-taps.ts tells them apart).
 */
let lastClickByPointer = false;
function recordClick(event: MouseEvent) {
  lastClickByPointer = event.detail > 0;
}
if (typeof document !== "undefined") document.addEventListener("click", recordClick, true);

export interface MapPopupOptions {
  /** From the point it opens at: a distance, or a point per side it may open on. */
  offset: maplibregl.Offset;
  maxWidth: string;
}

/**
 * One MapLibre popup that follows `at`: opened there when `at` is set, opened anew where it
 * moves, removed when it is unset. Its content is the returned `element`, which the caller fills with
 * a React portal (so links inside keep the router context). `onClose` runs when the user closes
 * it with its close button, a map click or Escape. Escape, and the close button (which goes with
 * the popup, so the focus would fall to the page's body), give the focus back, like a dialog's,
 * to what opened it: a house's or a stop's marker (decision 340); `remove` is for the map's own
 * teardown; `setOffset` moves the open popup's offset (a tour stop's marker moved aside at a new
 * zoom).
 *
 * The focus moves into the popup as it opens (decision 340). Opened from the keyboard or a screen
 * reader, it goes to the popup's first control (MapLibre's own), which shows its focus ring; opened
 * by a tap or a click, it goes to the popup's content itself, which shows none, so no control
 * lights up under the finger, and a Tab from there reaches that first control, ringed (decision
 * 400).
 *
 * The popup is kept in view (decision 333): whenever its content takes a new size, MapLibre places
 * it again (it picks the side the popup opens on only when placing it), and the map pans just
 * enough to show all of it, clear of the controls. Only then: a popup the user pans away stays.
 */
export function useMapPopup(
  mapRef: RefObject<maplibregl.Map | null>,
  at: { longitude: number; latitude: number } | undefined,
  options: MapPopupOptions,
  onClose: () => void,
  /** Where closing puts the focus (the opened stop's marker); else what had it when it opened. */
  focusAfterClose?: () => HTMLElement | null | undefined,
) {
  const popupRef = useRef<maplibregl.Popup | null>(null);
  const [element] = useState(() => {
    const content = document.createElement("div");
    // Taller than the map (a card on a phone's small town map), it scrolls inside the popup.
    content.style.overflowY = "auto";
    // Where the focus lands when a pointer opened the popup (map.css draws it no ring).
    content.tabIndex = -1;
    content.className = "map-popup-body";
    return content;
  });
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const focusAfterCloseRef = useRef(focusAfterClose);
  focusAfterCloseRef.current = focusAfterClose;
  /** What had the focus when the popup opened (before MapLibre moved it into the popup). */
  const openerRef = useRef<Element | null>(null);
  const giveFocusBack = useCallback(() => {
    const target = focusAfterCloseRef.current?.() ?? openerRef.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }, []);
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
    const byPointer = lastClickByPointer;
    const popup = new maplibregl.Popup({
      ...optionsRef.current,
      closeButton: true,
      focusAfterOpen: !byPointer,
    });
    popup.on("close", () => {
      // Not when the next popup replaced this one.
      if (popupRef.current !== popup) return;
      popupRef.current = null;
      onCloseRef.current();
      // Its close button had the focus, and went with it.
      if (document.activeElement === document.body) giveFocusBack();
    });
    const previous = popupRef.current;
    popupRef.current = popup;
    // Not the focus inside the popup it replaces: that goes with it.
    const focused = document.activeElement;
    if (!previous?.getElement()?.contains(focused)) openerRef.current = focused;
    previous?.remove();
    const fitHeight = () => {
      const room = map.getContainer().clientHeight - 2 * POPUP_MARGIN_PX - POPUP_TIP_PX;
      element.style.maxHeight = `${Math.max(0, room)}px`;
    };
    fitHeight();
    map.on("resize", fitHeight);
    popup.setLngLat([longitude, latitude]).setDOMContent(element).addTo(map);
    if (byPointer) element.focus({ preventScroll: true });

    let pansLeft = POPUP_PANS;
    let waitingForMoveEnd = false;
    const keepInView = (waitForMove: boolean) => {
      if (popupRef.current !== popup) return;
      // Placed again at its size now, on the side where it fits best.
      popup.setLngLat(popup.getLngLat());
      // Not while the map moves (a cluster's zoom, a search's new view): once it stops. After a
      // pan of its own the map moves only when the user took it over: theirs to place.
      if (map.isMoving()) {
        if (waitForMove && !waitingForMoveEnd) {
          waitingForMoveEnd = true;
          map.once("moveend", () => {
            waitingForMoveEnd = false;
            keepInView(true);
          });
        }
        return;
      }
      const pan = pansLeft > 0 ? panToShow(map, popup) : null;
      if (!pan) return;
      pansLeft--;
      // Looked at again where the pan ends (registered first: without motion it ends at once).
      map.once("moveend", () => keepInView(false));
      map.panBy(pan, { duration: POPUP_PAN_MS });
    };
    // Its first size too: an observer reports the size it finds when it starts.
    const resizes = new ResizeObserver(() => {
      pansLeft = POPUP_PANS;
      keepInView(true);
    });
    resizes.observe(element);
    popup.on("close", () => {
      resizes.disconnect();
      map.off("resize", fitHeight);
    });
  }, [mapRef, longitude, latitude, element, remove, giveFocusBack]);

  const isOpen = Boolean(at);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !isOpen) return;
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !popupRef.current) return;
      event.stopPropagation();
      popupRef.current.remove();
      giveFocusBack();
    };
    container.addEventListener("keydown", onKeyDown);
    return () => container.removeEventListener("keydown", onKeyDown);
  }, [mapRef, isOpen, giveFocusBack]);

  const setOffset = useCallback((offset: maplibregl.Offset) => {
    popupRef.current?.setOffset(offset);
  }, []);

  return { element, remove, setOffset };
}
