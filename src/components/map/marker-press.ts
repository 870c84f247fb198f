/**
 * Keeps a press on an HTML map marker away from MapLibre until it turns into a drag.
 *
 * MapLibre starts a pan on every press on the map and ends it on the release, and ending it
 * schedules a redraw of the whole map for the next frame: a tap on a marker then waits for a
 * WebGL draw before anything it changed reaches the screen (60-150 ms with a software GPU).
 * Held here, a tap never reaches MapLibre's gesture handlers and its frame carries only the
 * marker's own change. A press that moves past MapLibre's click tolerance is handed over as it
 * began (the same press, at the same place), so dragging the map from a marker still pans it,
 * and MapLibre then swallows the click that ends the drag, as it does on the bare map.
 */

/** MapLibre's default click tolerance, in pixels: a press that moves less is still a tap. */
const DRAG_TOLERANCE_PX = 3;

function movedPastTolerance(from: { clientX: number; clientY: number }, to: typeof from) {
  return Math.hypot(to.clientX - from.clientX, to.clientY - from.clientY) >= DRAG_TOLERANCE_PX;
}

function copyOfMouseDown(press: MouseEvent) {
  return new MouseEvent("mousedown", {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: window,
    detail: press.detail,
    screenX: press.screenX,
    screenY: press.screenY,
    clientX: press.clientX,
    clientY: press.clientY,
    button: press.button,
    buttons: press.buttons,
    ctrlKey: press.ctrlKey,
    shiftKey: press.shiftKey,
    altKey: press.altKey,
    metaKey: press.metaKey,
  });
}

function copyOfTouchStart(press: TouchEvent) {
  return new TouchEvent("touchstart", {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: window,
    touches: Array.from(press.touches),
    targetTouches: Array.from(press.targetTouches),
    changedTouches: Array.from(press.changedTouches),
    ctrlKey: press.ctrlKey,
    shiftKey: press.shiftKey,
    altKey: press.altKey,
    metaKey: press.metaKey,
  });
}

let touchEventsConstructible: boolean | undefined;

/** Whether this browser can build a touch event to hand over (some without touch cannot). */
function canCopyTouches() {
  if (touchEventsConstructible === undefined) {
    try {
      touchEventsConstructible = new TouchEvent("touchstart").type === "touchstart";
    } catch {
      touchEventsConstructible = false;
    }
  }
  return touchEventsConstructible;
}

/** Holds presses on `marker` (a MapLibre marker's element) as described above. */
export function holdPressUntilDrag(marker: HTMLElement) {
  /** Set while a held press is handed over, so these listeners let it pass. */
  let handingOver = false;
  const handOver = (press: Event) => {
    handingOver = true;
    try {
      marker.dispatchEvent(press);
    } finally {
      handingOver = false;
    }
  };

  /** The mouse press held here: not handed to MapLibre, not released yet. */
  let heldMouse: MouseEvent | null = null;
  const onMouseMove = (move: MouseEvent) => {
    if (!heldMouse || !movedPastTolerance(heldMouse, move)) return;
    const press = heldMouse;
    heldMouse = null;
    stopWatchingMouse();
    handOver(copyOfMouseDown(press));
  };
  const onMouseUpAnywhere = (release: MouseEvent) => {
    stopWatchingMouse();
    // Released off the marker: nothing of MapLibre's to keep it from.
    if (!(release.target instanceof Node && marker.contains(release.target))) heldMouse = null;
  };
  const stopWatchingMouse = () => {
    window.removeEventListener("mousemove", onMouseMove, true);
    window.removeEventListener("mouseup", onMouseUpAnywhere, true);
  };
  marker.addEventListener("mousedown", (press) => {
    if (handingOver) return;
    press.stopPropagation();
    heldMouse = press;
    // On the window, capturing: runs before MapLibre's listeners on the document, so the press
    // reaches MapLibre just before the move that makes it a drag.
    window.addEventListener("mousemove", onMouseMove, true);
    window.addEventListener("mouseup", onMouseUpAnywhere, true);
  });
  marker.addEventListener("mouseup", (release) => {
    // MapLibre never saw this press: its release would only make it measure the map again.
    if (heldMouse) release.stopPropagation();
    heldMouse = null;
  });

  // Where a touch could not be handed over, MapLibre gets it at once, as before.
  if (!canCopyTouches()) return;
  /** The touch held here, as its touchstart. */
  let heldTouch: TouchEvent | null = null;
  // Another finger (a pinch): MapLibre gets every touch from here on, this one included.
  const onOtherTouch = () => stopHoldingTouch();
  const stopHoldingTouch = () => {
    heldTouch = null;
    window.removeEventListener("touchstart", onOtherTouch, true);
  };
  marker.addEventListener(
    "touchstart",
    (press) => {
      if (handingOver || press.touches.length > 1) return;
      press.stopPropagation();
      heldTouch = press;
      window.addEventListener("touchstart", onOtherTouch, { capture: true, passive: true });
    },
    { passive: true },
  );
  // Touch moves go to the element the touch began on, so they pass here before MapLibre.
  marker.addEventListener(
    "touchmove",
    (move) => {
      const start = heldTouch?.changedTouches[0];
      const now = start && Array.from(move.touches).find((t) => t.identifier === start.identifier);
      if (!heldTouch || !start || !now || !movedPastTolerance(start, now)) return;
      const press = heldTouch;
      stopHoldingTouch();
      handOver(copyOfTouchStart(press));
    },
    { passive: true },
  );
  const endTouch = (end: TouchEvent) => {
    if (heldTouch) end.stopPropagation();
    stopHoldingTouch();
  };
  marker.addEventListener("touchend", endTouch);
  marker.addEventListener("touchcancel", endTouch);
}
