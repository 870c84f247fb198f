/**
 * Scroll position per history entry, for the BrowserRouter app (React Router's
 * ScrollRestoration needs a data router). Opening a new page starts at its top; Back and Forward
 * return to where the reader was on that entry, waiting briefly for the page to grow tall enough
 * while its data renders. Changes that keep the path (search filters in the query string) keep
 * the position, and a new entry for the same path takes it over.
 *
 * A list whose items are drawn only near the screen (the house cards' content-visibility) gives
 * the items not drawn yet an estimated height, so the same position put Back's list tens of
 * pixels (on a phone, hundreds) from where it was. Each item marked `data-scroll-item` has its
 * drawn height kept with the position when the reader leaves by a link (and when the page is
 * hidden), and Back gives each new item that height before it is drawn, then places the item the
 * reader opened (or the first one on screen) exactly where it was (decision 387).
 *
 * React Router gives every page loaded in full (typed URL, link from outside, reload) the same
 * key, "default": positions for those entries are kept per URL, and a fresh load (not a reload
 * or Back/Forward, as the Navigation Timing entry says) always starts at the top.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "scroll-positions";
const LAYOUTS_KEY = "scroll-layouts";
/** Entries whose items' heights are kept (the newest): a long session does not fill storage. */
const MAX_LAYOUTS = 20;
/** Items whose drawn height and place Back restores (decision 387). */
const ITEM_SELECTOR = "[data-scroll-item]";
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

/** An entry's list as the reader left it (decision 387). */
type SavedLayout = {
  /** The position then: a position saved since (the reader scrolled on) makes `anchor` stale. */
  y: number;
  /** The page's width then: the heights hold at that width only. */
  width: number;
  /** Each item's drawn height, by `item` (its value and its occurrence on the page). */
  heights: Record<string, number>;
  /** The item opened (or the first one on screen) and its top on the screen. */
  anchor?: { item: string; top: number };
};

function readLayouts(): Record<string, SavedLayout> {
  try {
    return JSON.parse(sessionStorage.getItem(LAYOUTS_KEY) ?? "{}") as Record<string, SavedLayout>;
  } catch {
    return {};
  }
}

/** The page's items, each with a name that tells it from another showing the same value. */
function pageItems(): [string, HTMLElement][] {
  const seen = new Map<string, number>();
  return [...document.querySelectorAll<HTMLElement>(ITEM_SELECTOR)].map((element) => {
    const value = element.dataset.scrollItem ?? "";
    const occurrence = seen.get(value) ?? 0;
    seen.set(value, occurrence + 1);
    return [`${value}#${occurrence}`, element];
  });
}

/**
 * The items' heights as drawn now, and the place of `opened` (the item whose link was followed)
 * or else of the first item on screen; undefined on a page without items.
 */
function measureLayout(opened: Element | null): SavedLayout | undefined {
  const items = pageItems();
  if (items.length === 0) return undefined;
  const heights: Record<string, number> = {};
  let anchor: SavedLayout["anchor"];
  for (const [item, element] of items) {
    const { top, bottom, height } = element.getBoundingClientRect();
    // The height an item not drawn takes is its content's: its borders and padding come on top.
    const style = getComputedStyle(element);
    const edges = ["borderTopWidth", "borderBottomWidth", "paddingTop", "paddingBottom"] as const;
    const content = edges.reduce(
      (rest, edge) => rest - (Number.parseFloat(style[edge]) || 0),
      height,
    );
    heights[item] = Math.round(content * 100) / 100;
    if (element === opened) anchor = { item, top };
    else if (!opened && !anchor && bottom > 0 && top < window.innerHeight) anchor = { item, top };
  }
  return { y: window.scrollY, width: document.documentElement.clientWidth, heights, anchor };
}

/** Gives each item not given one yet its height as the reader left it, until it is drawn. */
function applyHeights(layout: SavedLayout, given: WeakSet<Element>) {
  for (const [item, element] of pageItems()) {
    const height = layout.heights[item];
    if (height === undefined || given.has(element)) continue;
    // `auto`: once drawn, the item keeps the height it was drawn at, as its class says.
    element.style.containIntrinsicHeight = `auto ${height}px`;
    given.add(element);
  }
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
  const layouts = useRef<Record<string, SavedLayout>>(readLayouts());
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
    /** The items' heights and places on leaving, kept for Back (decision 387). */
    const rememberLayout = (opened: Element | null) => {
      const entryKey = (window.history.state as { key?: string } | null)?.key ?? "default";
      if (entryKey !== currentKey.current) return;
      const layout = measureLayout(opened);
      const key = currentPositionKey.current;
      delete layouts.current[key];
      if (!layout) return;
      layouts.current[key] = layout;
      const keys = Object.keys(layouts.current);
      for (const old of keys.slice(0, Math.max(0, keys.length - MAX_LAYOUTS))) {
        delete layouts.current[old];
      }
    };
    // Before the link's own handler (React's, at the root) changes the page: a click on a link
    // is how the reader leaves a list, and the item it is in is the one Back shows in place.
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return;
      rememberLayout(event.target.closest(ITEM_SELECTOR));
    };
    const persist = () => {
      // The reader may have scrolled a prerendered page before the app ran, with no scroll
      // event since: the position on leaving is the one Back must return to.
      remember();
      rememberLayout(null);
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      sessionStorage.setItem(LAYOUTS_KEY, JSON.stringify(layouts.current));
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
    // The list's items as the reader left them: their heights hold only if the page is as wide
    // as it was then (a phone turned since is not); the opened item goes back in its place anyway.
    const layout = layouts.current[positionKey(location)];
    const sameWidth = layout?.width === document.documentElement.clientWidth;
    const given = new WeakSet<Element>();
    /**
     * Where to scroll: the saved position, or rather where it puts the item the reader opened
     * (or the first on screen) at its place, once that item is on the page.
     */
    const targetNow = () => {
      if (!layout) return saved;
      if (sameWidth) applyHeights(layout, given);
      // The reader left from elsewhere since (scrolled on, then Back or a button): the item is
      // not theirs to find in place any more.
      const anchor = Math.abs(layout.y - saved) <= 1 ? layout.anchor : undefined;
      const element = anchor && pageItems().find(([item]) => item === anchor.item)?.[1];
      if (!anchor || !element) return saved;
      return window.scrollY + element.getBoundingClientRect().top - anchor.top;
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
