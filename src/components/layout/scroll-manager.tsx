/**
 * Scroll position per history entry, for the BrowserRouter app (React Router's
 * ScrollRestoration needs a data router). Opening a new page starts at its top; Back and Forward
 * return to where the reader was on that entry, waiting briefly for the page to grow tall enough
 * while its data renders. Changes that keep the path (search filters in the query string) keep
 * the position, and a new entry for the same path takes it over.
 *
 * A list whose items are drawn only near the screen (the house cards' content-visibility) also
 * keeps its items' drawn heights and the place of the item opened, so Back shows that item
 * exactly where it was (decision 387). That part comes with the list's own code
 * (src/components/layout/list-layouts.ts, which the house card brings): a page without such a
 * list does not load it.
 *
 * React Router gives every page loaded in full (typed URL, link from outside, reload) the same
 * key, "default": positions for those entries are kept per URL, and a fresh load (not a reload
 * or Back/Forward, as the Navigation Timing entry says) always starts at the top.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "scroll-positions";
/**
 * How long Back keeps trying to reach the saved position while the page's data arrives: long
 * enough for a slow phone on a slow network (2 s was not, on a busy machine), and any scrolling
 * by the reader ends it at once.
 */
const RESTORE_WINDOW_MS = 10_000;
/** Keys that scroll the page: pressing one is the reader taking over. */
const SCROLL_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "]);

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * What a list of items drawn only near the screen adds to the positions (decision 387): set by
 * the list's code when it first loads (list-layouts.ts).
 */
export interface ListLayouts {
  /** On leaving `entry`: by a link inside `from` (the click's target), or with `from` null. */
  remember(entry: string, from: Element | null): void;
  /** Writes what is remembered to the tab's storage (the page is being hidden). */
  persist(): void;
  /**
   * For Back to `entry`, whose saved position is `saved`: called on every try, answers where to
   * scroll now (or `saved`).
   */
  restore(entry: string, saved: number): () => number;
}

let listLayouts: ListLayouts | null = null;

export function keepListLayouts(keeper: ListLayouts) {
  listLayouts = keeper;
}

/** Where an entry's position is kept: React Router's key, or the URL for a full page load. */
function positionKey(location: { key: string; pathname: string; search: string }) {
  return location.key === "default"
    ? `default:${location.pathname}${location.search}`
    : location.key;
}

/** This document was opened afresh (not reloaded, not reached with Back or Forward). */
function isFreshDocumentLoad() {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "navigate";
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>(readPositions());
  const currentKey = useRef(location.key);
  const currentPositionKey = useRef(positionKey(location));
  const previousPath = useRef(location.pathname);
  /** The reader has moved on from the entry this document opened with. */
  const leftFirstEntry = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const remember = () => {
      // Between the address changing and the new page rendering, the old page can shift: that
      // movement belongs to neither entry.
      const entryKey = (window.history.state as { key?: string } | null)?.key ?? "default";
      if (entryKey !== currentKey.current) return;
      positions.current[currentPositionKey.current] = window.scrollY;
    };
    /** The list's items on leaving, kept for Back (decision 387). */
    const rememberLayout = (from: Element | null) => {
      const entryKey = (window.history.state as { key?: string } | null)?.key ?? "default";
      if (entryKey === currentKey.current) listLayouts?.remember(currentPositionKey.current, from);
    };
    // Before the link's own handler (React's, at the root) changes the page: a click on a link
    // is how the reader leaves a list, and the item it is in is the one Back shows in place.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) {
        rememberLayout(event.target);
      }
    };
    const persist = () => {
      // The reader may have scrolled a prerendered page before the app ran, with no scroll
      // event since: the position on leaving is the one Back must return to.
      remember();
      rememberLayout(null);
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      listLayouts?.persist();
    };
    window.addEventListener("scroll", remember, { passive: true });
    document.addEventListener("click", onClick, true);
    window.addEventListener("pagehide", persist);
    return () => {
      window.removeEventListener("scroll", remember);
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("pagehide", persist);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    currentPositionKey.current = positionKey(location);
    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (location.key !== "default") leftFirstEntry.current = true;

    // A page opened afresh: the browser opened it at its top (or its #section) and restores
    // nothing; a saved position for its URL is not restored either. Not scrolled to the top here:
    // a prerendered page can be read and scrolled before the app starts, and the reader would be
    // thrown back to the top the moment it did (and a link they were tapping moved away).
    if (location.key === "default" && !leftFirstEntry.current && isFreshDocumentLoad()) return;

    if (navigationType !== "POP") {
      if (pathChanged && !location.hash) window.scrollTo(0, 0);
      // The same page under a new entry (the home search's choices replace the query string:
      // decision 379) stays where it is: the position goes with it, so Back to this entry finds
      // it even when the reader leaves without scrolling again.
      else if (!pathChanged) positions.current[currentPositionKey.current] = window.scrollY;
      return;
    }
    const saved = positions.current[positionKey(location)];
    if (saved === undefined) {
      if (pathChanged) window.scrollTo(0, 0);
      return;
    }
    // The list's code may come only with the screen (a reload): asked on every try until it has.
    let listTarget: (() => number) | undefined;
    const targetNow = () => {
      listTarget ??= listLayouts?.restore(positionKey(location), saved);
      return listTarget ? listTarget() : saved;
    };
    // The page may still be rendering its data: keep trying until it is tall enough, the
    // window passes, or the reader scrolls by hand.
    const started = performance.now();
    let frame = 0;
    let cancelled = false;
    const stop = () => {
      cancelled = true;
    };
    const stopOnScrollKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) stop();
    };
    window.addEventListener("wheel", stop, { passive: true, once: true });
    window.addEventListener("touchmove", stop, { passive: true, once: true });
    window.addEventListener("keydown", stopOnScrollKey);
    const attempt = () => {
      if (cancelled) return;
      window.scrollTo(0, targetNow());
      const target = targetNow();
      if (
        Math.abs(window.scrollY - target) > 1 &&
        performance.now() - started < RESTORE_WINDOW_MS
      ) {
        frame = requestAnimationFrame(attempt);
      }
    };
    attempt();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("wheel", stop);
      window.removeEventListener("touchmove", stop);
      window.removeEventListener("keydown", stopOnScrollKey);
    };
  }, [location, navigationType]);

  return null;
}
