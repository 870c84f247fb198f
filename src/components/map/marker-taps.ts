/**
 * Taps near a map marker (decision 385). Every marker a tap opens (a house, a spot, a cluster, a
 * tour's stop) takes a pointer's press anywhere in a 44 x 44 px square around its centre, a
 * transparent area drawn by map.css around the marker, which keeps its own look. Where two such
 * areas overlap, the one on top in the page would take the tap; a listener on the map gives it to
 * the marker nearest the point pressed instead: the one whose drawn shape (a circle, or a pill
 * for a long count) lies closest, so a press on a marker's own body is always its own.
 *
 * A press from the keyboard or a screen reader (a click with no pointer behind it, detail 0)
 * belongs to the marker that has the focus, as before.
 */

/** The markers a tap opens; map.css gives each its 44 px area. */
export const TAPPABLE_MARKERS = ".map-house-marker, .map-cluster-marker, .map-tour-stop";

/**
 * How far (x, y) lies from the pill inscribed in `box` (a circle when it is square), 0 inside.
 * Every tappable marker is drawn fully rounded (map.css).
 */
export function distanceToPill(
  box: Pick<DOMRect, "left" | "top" | "width" | "height">,
  x: number,
  y: number,
) {
  const radius = Math.min(box.width, box.height) / 2;
  const dx = Math.max(Math.abs(x - (box.left + box.width / 2)) - (box.width / 2 - radius), 0);
  const dy = Math.max(Math.abs(y - (box.top + box.height / 2)) - (box.height / 2 - radius), 0);
  return Math.max(Math.hypot(dx, dy) - radius, 0);
}

/**
 * The marker a press at (x, y) belongs to: of the markers whose area takes that point, the one
 * drawn nearest it; `pressed` (the marker the browser gave the press to) when it covers the point
 * itself or lies as near as any.
 */
function markerFor(container: HTMLElement, pressed: HTMLElement, x: number, y: number) {
  let nearest = pressed;
  let nearestDistance = distanceToPill(pressed.getBoundingClientRect(), x, y);
  if (nearestDistance === 0) return pressed;
  for (const element of document.elementsFromPoint(x, y)) {
    const marker = element.closest<HTMLElement>(TAPPABLE_MARKERS);
    if (!marker || marker === nearest || !container.contains(marker)) continue;
    const distance = distanceToPill(marker.getBoundingClientRect(), x, y);
    if (distance < nearestDistance) {
      nearest = marker;
      nearestDistance = distance;
    }
  }
  return nearest;
}

/** Gives every pointer press on a marker in `container` (a map's) to the nearest marker. */
export function nearestMarkerTakesTaps(container: HTMLElement) {
  container.addEventListener(
    "click",
    (event) => {
      if (event.detail === 0 || !(event.target instanceof Element)) return;
      const pressed = event.target.closest<HTMLElement>(TAPPABLE_MARKERS);
      if (!pressed || !container.contains(pressed)) return;
      const marker = markerFor(container, pressed, event.clientX, event.clientY);
      if (marker === pressed) return;
      // Before the pressed marker's own listeners: the nearer one answers instead, as if pressed.
      event.stopPropagation();
      event.preventDefault();
      if (document.activeElement === pressed) marker.focus({ preventScroll: true });
      marker.click();
    },
    true,
  );
}
