import { type RefObject, useEffect, useRef } from "react";

/** Tailwind's `md` (48rem), from which toast.tsx puts the toasts in the bottom corner. */
const TOASTS_IN_THE_CORNER = "(min-width: 48rem)";

/** Every dialog's box: a centred one, an alert, a sheet (the full-screen photo is a Dialog). */
const DIALOGS =
  '[data-slot="dialog-content"],[data-slot="alert-dialog-content"],[data-slot="sheet-content"]';

/**
 * Toasts never cover an open dialog's content (decisions 370 and 376). Below `md` the toasts sit
 * across the top of the screen, under the header (src/components/ui/toast.tsx), where a tall
 * dialog has its title and description. While a toast shows there, the toaster publishes how far
 * down the toasts reach, their 1rem gap under them included, as `--toast-room` on the root
 * element; a dialog's and a sheet's box stays below that line (the classes below). Stacked toasts
 * gather into one row while a dialog is open there, so the line is one toast's (decision 388).
 *
 * From `md` the toasts are in the bottom corner, where a dialog as tall as a short window (Edit
 * House at 1280x600) has its buttons. While a toast shows there and an open dialog's box reaches
 * across into the toasts' column, the toaster publishes how far up from the window's bottom the
 * toasts reach, their 1rem gap above them included, as `--toast-room-bottom`; the dialog's box
 * stays above that line. A dialog beside the toasts (a wide window) keeps its place. With no
 * toast the properties are not set.
 */
export function useToastRoom(viewport: RefObject<HTMLOListElement | null>) {
  useEffect(() => {
    const list = viewport.current;
    if (!list) return;
    const root = document.documentElement;
    const wide = window.matchMedia(TOASTS_IN_THE_CORNER);
    const publish = (name: string, px: number | null) =>
      px === null
        ? root.style.removeProperty(name)
        : root.style.setProperty(name, `${Math.ceil(px)}px`);
    const measure = () => {
      const showing = list.querySelector('[data-slot="toast"]') !== null;
      // The list's box is the toasts' with their 1rem padding all round: the gap.
      const box = list.getBoundingClientRect();
      publish("--toast-room", showing && !wide.matches ? box.bottom : null);
      // A dialog's column, by its centre and its untransformed width (it pops in with a scale).
      const meets = [...document.querySelectorAll<HTMLElement>(DIALOGS)].some((dialog) => {
        const { left, right } = dialog.getBoundingClientRect();
        return (left + right + dialog.offsetWidth) / 2 > box.left + 16;
      });
      publish(
        "--toast-room-bottom",
        showing && wide.matches && meets ? window.innerHeight - box.top : null,
      );
    };
    measure();
    // The list grows by a toast as it comes and shrinks as it goes (its padding stays).
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    // A dialog opens or closes: its portal's nodes come and go under the body.
    const dialogs = new MutationObserver(measure);
    dialogs.observe(document.body, { childList: true });
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      dialogs.disconnect();
      window.removeEventListener("resize", measure);
      root.style.removeProperty("--toast-room");
      root.style.removeProperty("--toast-room-bottom");
    };
  }, [viewport]);
}

/**
 * A centred dialog's box clear of the toasts. On a phone its top is never above the toasts' line
 * (1rem from the screen's top with none), its height at most what is left under it down to 1rem
 * from the bottom. From `md`, the same upside down: its bottom never below the line over the
 * toasts in the corner (1rem from the bottom with none), its height at most what is left above
 * it. A dialog that fits where it is stays put; a taller one moves and scrolls inside, sliding as
 * the toast comes and goes.
 */
export const DIALOG_CLEAR_OF_TOASTS =
  "max-md:max-h-[calc(100dvh-1rem-max(1rem,var(--toast-room,0px)))] max-md:translate-y-[max(-50%,calc(max(1rem,var(--toast-room,0px))-50dvh))] md:max-h-[calc(100dvh-1rem-max(1rem,var(--toast-room-bottom,0px)))] md:translate-y-[min(-50%,calc(50dvh-max(1rem,var(--toast-room-bottom,0px))-100%))] transition-[translate,max-height,padding] duration-200";

/**
 * A bottom sheet's box clear of the toasts: on a phone at most the height left under them; from
 * `md` (the filters up to `lg`) it stands on the line over them.
 */
export const BOTTOM_SHEET_CLEAR_OF_TOASTS =
  "max-md:max-h-[min(85dvh,calc(100dvh-var(--toast-room,0px)))] md:bottom-[var(--toast-room-bottom,0px)] md:max-h-[min(85dvh,calc(100dvh-1rem-var(--toast-room-bottom,0px)))] transition-[bottom] duration-200";

/**
 * The full-screen photo's content clear of the toasts (decision 376): it fills the screen on
 * purpose, so instead of moving, its top bar, photo and caption make room inside it, under the
 * toasts on a phone and above them from `md`; its dark ground stays under the toast.
 */
export const FULL_SCREEN_CLEAR_OF_TOASTS =
  "max-md:pt-[var(--toast-room,0px)]! md:pb-[var(--toast-room-bottom,0px)]!";

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
