import { useSyncExternalStore } from "react";

/** Tailwind's `lg` breakpoint (64rem), for parts that exist only on large screens. */
export const LARGE_SCREEN = "(min-width: 64rem)";

const lists = new Map<string, MediaQueryList>();

function mediaQueryList(query: string) {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a media query matches now, updated when it changes. For parts that CSS would only hide
 * on the other screen size: not rendering them saves a phone their render, their DOM and their
 * style (docs/performance-log.md). False where there is no window (the build's prerender).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => mediaQueryList(query).matches,
    () => false,
  );
}
