import type { MouseEvent } from "react";

/**
 * The elements the click before this one went through (its composed path), and this click's.
 * Kept by a capture listener on the window, which runs before React's own handlers, so that a
 * handler sees the previous click's path in `previousClickPath` (decision 406).
 */
let previousClickPath: readonly EventTarget[] = [];
let currentClickPath: readonly EventTarget[] = [];
if (typeof window !== "undefined") {
  window.addEventListener(
    "click",
    (event) => {
      previousClickPath = currentClickPath;
      currentClickPath = event.composedPath();
    },
    { capture: true },
  );
}

/**
 * A toggle's click handler that acts on the first click of a double (or triple) click only
 * (decision 346): the second click of a double click would undo the first, and nobody
 * double-clicks a toggle to leave it as it was. Keyboard presses (`detail` 0) and separate clicks
 * each count. Buttons meant to be pressed again and again (Move up/down, the stars) do not use it.
 *
 * A click counts as the repeat of a double click only when the click before it was on this same
 * button (decision 406): the browser counts a click on another button at the same spot of the
 * screen within the double-click time as a second click too (`detail` 2), as when a phone's list
 * is scrolled between taps on one card's "Add to tour" and the next card's.
 */
export function singleClick<Element>(handler: (event: MouseEvent<Element>) => void) {
  return (event: MouseEvent<Element>) => {
    if (event.detail > 1 && previousClickPath.includes(event.currentTarget as EventTarget)) return;
    handler(event);
  };
}
