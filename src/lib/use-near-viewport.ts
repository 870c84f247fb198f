import { type RefObject, useEffect, useState } from "react";

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
