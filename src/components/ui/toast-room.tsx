import { type RefObject, useEffect, useRef } from "react";

/** Tailwind's `md` (48rem), from which toast.tsx puts the toasts in the bottom corner. */
const TOASTS_IN_THE_CORNER = "(min-width: 48rem)";

/**
 * Toasts never cover an open dialog's content on a phone (decision 370). Below `md` the toasts
 * sit across the top of the screen, under the header (src/components/ui/toast.tsx), where a tall
 * dialog has its title and description. While a toast shows there, the toaster publishes how far
 * down the toasts reach, their 1rem gap under them included, as `--toast-room` on the root
 * element; a dialog's and a sheet's box stays below that line (the classes below). With no toast,
 * or from `md` (the toasts in the bottom corner), the property is not set.
 */
export function useToastRoom(viewport: RefObject<HTMLOListElement | null>) {
  useEffect(() => {
    const list = viewport.current;
    if (!list) return;
    const root = document.documentElement;
    const wide = window.matchMedia(TOASTS_IN_THE_CORNER);
    const measure = () => {
      const showing = list.querySelector('[data-slot="toast"]') !== null;
      if (showing && !wide.matches) {
        root.style.setProperty(
          "--toast-room",
          `${Math.ceil(list.getBoundingClientRect().bottom)}px`,
        );
      } else {
        root.style.removeProperty("--toast-room");
      }
    };
    measure();
    // The list grows by a toast as it comes and shrinks as it goes (its padding stays).
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    wide.addEventListener("change", measure);
    return () => {
      observer.disconnect();
      wide.removeEventListener("change", measure);
      root.style.removeProperty("--toast-room");
    };
  }, [viewport]);
}

/**
 * A centred dialog's box on a phone: its top never above the toasts' line (1rem from the screen's
 * top with none), its height at most what is left under it down to 1rem from the bottom. A dialog
 * that fits under the toasts where it is stays put; a taller one moves down and scrolls inside,
 * sliding as the toast comes and goes. From `md` the toasts are in the bottom corner and the box
 * is as before.
 */
export const DIALOG_CLEAR_OF_TOASTS =
  "max-md:max-h-[calc(100dvh-1rem-max(1rem,var(--toast-room,0px)))] max-md:translate-y-[max(-50%,calc(max(1rem,var(--toast-room,0px))-50dvh))] transition-[translate,max-height] duration-200";

/** A bottom sheet's box on a phone: at most the height left under the toasts. */
export const BOTTOM_SHEET_CLEAR_OF_TOASTS =
  "max-md:max-h-[min(85dvh,calc(100dvh-var(--toast-room,0px)))]";

/**
 * What has the focus in a dialog stays in sight while the dialog's box changes size: a dialog
 * that makes room for a toast gets shorter from the top, and its Save button, pressed at the
 * bottom of its scroll, would go out of sight below (decision 370). Placed as a direct child of
 * the dialog's content, the box that scrolls.
 */
export function FocusStaysInSight() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const content = marker.current?.parentElement;
    if (!content) return;
    const observer = new ResizeObserver(() => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== content && content.contains(focused)) {
        focused.scrollIntoView({ block: "nearest" });
      }
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return <span ref={marker} hidden />;
}
