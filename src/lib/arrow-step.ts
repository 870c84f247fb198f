import type { KeyboardEvent } from "react";

/**
 * The step the Left or Right arrow key asks of something that turns through items (the house
 * photos): 1 for the next, -1 for the previous, or null when the key is another, comes with a
 * modifier (Alt+Left is the browser's Back), was already handled, or was pressed in a text field,
 * whose caret it moves. Small on purpose: the house page's first JavaScript carries it.
 */
export function arrowStep(event: KeyboardEvent): 1 | -1 | null {
  if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return null;
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
    return null;
  }
  const target = event.target;
  if (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest("input, textarea, select"))
  ) {
    return null;
  }
  return event.key === "ArrowRight" ? 1 : -1;
}
