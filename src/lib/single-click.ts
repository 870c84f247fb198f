import type { MouseEvent } from "react";

/**
 * A toggle's click handler that acts on the first click of a double (or triple) click only
 * (decision 346): the second click of a double click would undo the first, and nobody
 * double-clicks a toggle to leave it as it was. Keyboard presses (`detail` 0) and separate clicks
 * each count. Buttons meant to be pressed again and again (Move up/down, the stars) do not use it.
 */
export function singleClick<Element>(handler: (event: MouseEvent<Element>) => void) {
  return (event: MouseEvent<Element>) => {
    if (event.detail > 1) return;
    handler(event);
  };
}
