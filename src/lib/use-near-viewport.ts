import { type RefObject, useEffect, useState } from "react";
import { usePageSettled } from "./after-page-settles";

/**
 * True once the element comes within `margin` of the screen, and from then on: a heavy part
 * below the fold (a map and its library) loads when the visitor scrolls towards it, not with
 * the page.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "400px") {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}

/**
 * True once the element comes near the screen or the page has settled, whichever is first: for a
 * part at the end of a screen whose code or answer the visitor needs only after scrolling. Loading
 * it with the screen put its files, their evaluation and another render into the load (decision
 * 299); once the page has settled it loads anyway, so it is there before most visitors get to it.
 * `margin` is how near (useNearViewport's 400 px unless given).
 */
export function useNeededSoon(ref: RefObject<Element | null>, margin?: string) {
  const near = useNearViewport(ref, margin);
  const settled = usePageSettled();
  return near || settled;
}
