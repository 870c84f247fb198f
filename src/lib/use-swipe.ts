import { type PointerEvent, type MouseEvent as ReactMouseEvent, useRef } from "react";

/** How far (px) a finger must travel sideways before a photo turns: less is a tap or a wobble. */
const SWIPE_MIN_PX = 40;

/**
 * Horizontal swipe by touch or pen on an element (a mouse keeps its buttons): `onSwipe(1)` for
 * a swipe to the left (the next item), `onSwipe(-1)` for one to the right. The element needs
 * `touch-action: pan-y` (`touch-pan-y`) so the page still scrolls vertically under the finger
 * while sideways moves come here; a mostly vertical move is a scroll and the browser cancels
 * the pointer. The click a swipe may end with is swallowed, so a swipe is never also a tap.
 * Small on purpose: the house page's first JavaScript carries it.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      swiped.current = false;
      start.current =
        event.pointerType === "mouse" || !event.isPrimary
          ? null
          : { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      if (!start.current) return;
      const dx = event.clientX - start.current.x;
      const dy = event.clientY - start.current.y;
      start.current = null;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
      swiped.current = true;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event: ReactMouseEvent) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
