import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { onHistoryStep } from "./history-steps";

/** Marks, in history.state, the entry a view added when it opened. */
const VIEW_ENTRY = "viewOpen";

function isViewEntry(state: unknown): boolean {
  return typeof state === "object" && state !== null && VIEW_ENTRY in state;
}

/** The router's key for a history entry, as React Router reads it ("default" for none). */
function routerKey(state: unknown): string {
  const key = typeof state === "object" && state !== null && "key" in state ? state.key : null;
  return typeof key === "string" && key !== "" ? key : "default";
}

/**
 * Open state for a full-screen view (the gallery's photo) that the browser's Back closes, as a
 * phone's Back closes a full-screen view in an app (decision 328).
 *
 * Opening adds one history entry: a copy of the page's own (same address, same router key and
 * index) with a mark. Closing the view otherwise (Close, Escape) goes back over that entry, so
 * one Back after closing still leaves the page. The steps between the page's entry and the
 * view's are kept from the router (src/lib/history-steps.ts hears them first): for the router,
 * the scroll manager and every other location listener nothing happened, so the page does not
 * render again, keeps its scroll and counts no new page view.
 *
 * A view's entry is only ever left: arriving at one with the view closed (Forward after closing,
 * a reload while it was open, a jump through the browser's history list) steps back over it at
 * once, so Forward does not reopen the view and no stale entry swallows a Back.
 */
export function useBackClosesView(): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpenState] = useState(false);
  const location = useLocation();
  /** The entry the router shows, to tell this page's own steps from a change of page. */
  const shown = useRef(location);
  shown.current = location;
  /** Whether the view is open, for the listener (which outlives renders). */
  const isOpen = useRef(false);
  /** The current history entry is a view's. */
  const onViewEntry = useRef(false);
  /** A step back over a view's entry was asked for and has not arrived yet. */
  const steppingBack = useRef(false);

  const addViewEntry = useCallback(() => {
    onViewEntry.current = true;
    window.history.pushState({ ...window.history.state, [VIEW_ENTRY]: true }, "");
  }, []);

  const stepBackOverViewEntry = useCallback(() => {
    if (steppingBack.current) return;
    steppingBack.current = true;
    window.history.back();
  }, []);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const ownStepBack = steppingBack.current;
      steppingBack.current = false;
      const page = shown.current;
      const samePage =
        routerKey(event.state) === page.key &&
        window.location.pathname === page.pathname &&
        window.location.search === page.search &&
        window.location.hash === page.hash;
      if (!samePage) {
        // Another page: the router's to show. A view's entry reached this way is stepped over
        // once the router shows it (the effect below).
        onViewEntry.current = false;
        isOpen.current = false;
        setOpenState(false);
        return;
      }
      if (isViewEntry(event.state)) {
        event.stopImmediatePropagation();
        onViewEntry.current = true;
        stepBackOverViewEntry();
      } else if (onViewEntry.current) {
        event.stopImmediatePropagation();
        onViewEntry.current = false;
        // Opened again while its step back over the last view's entry was under way.
        if (ownStepBack && isOpen.current) addViewEntry();
        else {
          isOpen.current = false;
          setOpenState(false);
        }
      }
    };
    return onHistoryStep(onPopState);
  }, [addViewEntry, stepBackOverViewEntry]);

  // A view's entry is current, and the router shows it, while no view is open here: the page was
  // reloaded with the view open, or the router came to it from another page.
  useEffect(() => {
    const current = window.history.state;
    if (isViewEntry(current) && routerKey(current) === location.key && !onViewEntry.current) {
      onViewEntry.current = true;
      stepBackOverViewEntry();
    }
  }, [location.key, stepBackOverViewEntry]);

  const setOpen = useCallback(
    (next: boolean) => {
      isOpen.current = next;
      setOpenState(next);
      if (next && !onViewEntry.current) addViewEntry();
      else if (!next && onViewEntry.current) stepBackOverViewEntry();
    },
    [addViewEntry, stepBackOverViewEntry],
  );

  return [open, setOpen];
}
