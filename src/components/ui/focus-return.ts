import { useRef } from "react";

/**
 * Gives the focus back, when a dialog closes, to what had it when the dialog opened. Radix does
 * that only for a dialog opened by its own Trigger; ours open from state (a row's Delete, Edit,
 * Make Admin), and Radix then leaves the focus on the page's body: a keyboard user's next Tab
 * starts again at the top of the page. Returns the dialog content's two focus handlers, wrapping
 * the caller's: one that places the focus itself on close prevents the event's default first,
 * and an opener no longer in the page (a deleted row's button) leaves Radix's default.
 */
export function useFocusReturn(
  onOpenAutoFocus?: (event: Event) => void,
  onCloseAutoFocus?: (event: Event) => void,
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves the focus in: what has it now opened the dialog.
    onOpenAutoFocus(event: Event) {
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
