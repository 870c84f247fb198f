import { type RefObject, useEffect } from "react";

/**
 * A toast showing when a modal dialog opens stays in reach of the keyboard and of a screen reader
 * (decision 388), as it is of a press (decision 376). Radix gives the dialog two guards: it hides
 * everything beside it from assistive technology (aria-hidden), which leaves out any element with
 * `aria-live`, so the toasts' list carries one (toast.tsx); and its focus trap sends back any focus
 * that leaves the dialog, answering the focus events on the document. So a focus moving into the
 * toasts (F8, Radix's key to them; Tab from there; a tap) or among them stops at the root element,
 * short of the trap; one leaving them for the page still reaches it and goes back to the dialog.
 *
 * Escape in a toast closes that toast, as with no dialog open, and not also the dialog: Radix
 * closes its newest layer, which is the dialog when the toast came before it.
 */
export function useToastsInReach(viewport: RefObject<HTMLOListElement | null>) {
  useEffect(() => {
    // Radix's region around the list, with the focus stops it adds on each side.
    const region = viewport.current?.parentElement;
    if (!region) return;
    const root = document.documentElement;
    const inToasts = (node: EventTarget | null) => node instanceof Node && region.contains(node);
    const keep = (event: FocusEvent) => {
      if (inToasts(event.type === "focusin" ? event.target : event.relatedTarget)) {
        event.stopPropagation();
      }
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      const toast =
        event.key === "Escape" && inToasts(event.target)
          ? (event.target as Element).closest('[data-slot="toast"]')
          : null;
      if (!toast) return;
      // Before Radix's listeners on the document, and the toast's own: its Close does the same.
      event.stopPropagation();
      toast.querySelector<HTMLElement>('[data-slot="toast-close"]')?.click();
    };
    root.addEventListener("focusin", keep);
    root.addEventListener("focusout", keep);
    window.addEventListener("keydown", closeOnEscape, { capture: true });
    return () => {
      root.removeEventListener("focusin", keep);
      root.removeEventListener("focusout", keep);
      window.removeEventListener("keydown", closeOnEscape, { capture: true });
    };
  }, [viewport]);
}
