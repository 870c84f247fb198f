/**
 * Back to a list whose items are drawn only near the screen (the house cards' content-visibility)
 * shows the item the reader opened exactly where it was (decision 387). Items not drawn yet take
 * an estimated height, so the same scroll position put Back's list tens of pixels (on a phone,
 * hundreds) from where it was. So each item marked `data-scroll-item` has its drawn height kept
 * with the position when the reader leaves by a link (and when the page is hidden), and Back gives
 * each new item that height before it is drawn, then places the item the reader opened (or the
 * first one on screen) where it was.
 *
 * The scroll manager (scroll-manager.tsx) runs this through keepListLayouts; it is set when the
 * code of such a list first loads (the house card imports this module), so a screen without one
 * never loads it.
 */
import { keepListLayouts } from "./scroll-manager";

const LAYOUTS_KEY = "scroll-layouts";
/** Entries whose items' heights are kept (the newest): a long session does not fill storage. */
const MAX_LAYOUTS = 20;
/** Items whose drawn height and place Back restores. */
const ITEM_SELECTOR = "[data-scroll-item]";

/** An entry's list as the reader left it. */
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

const layouts = readLayouts();

keepListLayouts({
  remember(entry, from) {
    const layout = measureLayout(from?.closest(ITEM_SELECTOR) ?? null);
    delete layouts[entry];
    if (!layout) return;
    layouts[entry] = layout;
    const keys = Object.keys(layouts);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_LAYOUTS))) delete layouts[old];
  },
  persist() {
    sessionStorage.setItem(LAYOUTS_KEY, JSON.stringify(layouts));
  },
  restore(entry, saved) {
    // The items' heights hold only if the page is as wide as it was then (a phone turned since
    // is not); the opened item goes back in its place anyway.
    const layout = layouts[entry];
    if (!layout) return () => saved;
    const sameWidth = layout.width === document.documentElement.clientWidth;
    const given = new WeakSet<Element>();
    // The reader left from elsewhere since (scrolled on, then Back or a button): the item is not
    // theirs to find in place any more.
    const anchor = Math.abs(layout.y - saved) <= 1 ? layout.anchor : undefined;
    return () => {
      if (sameWidth) applyHeights(layout, given);
      const element = anchor && pageItems().find(([item]) => item === anchor.item)?.[1];
      if (!anchor || !element) return saved;
      return window.scrollY + element.getBoundingClientRect().top - anchor.top;
    };
  },
});
