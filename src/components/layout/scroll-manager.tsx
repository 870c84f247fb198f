/**
 * Scroll position per history entry, for the BrowserRouter app (React Router's
 * ScrollRestoration needs a data router). Opening a new page starts at its top; Back and Forward
 * return to where the reader was on that entry, waiting briefly for the page to grow tall enough
 * while its data renders. Changes that keep the path (search filters in the query string) keep
 * the position.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "scroll-positions";
/** How long Back keeps trying to reach the saved position while the page loads. */
const RESTORE_WINDOW_MS = 2000;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>(readPositions());
  const currentKey = useRef(location.key);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const remember = () => {
      // Between the address changing and the new page rendering, the old page can shift: that
      // movement belongs to neither entry.
      const entryKey = (window.history.state as { key?: string } | null)?.key ?? "default";
      if (entryKey !== currentKey.current) return;
      positions.current[currentKey.current] = window.scrollY;
    };
    const persist = () => {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    };
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("pagehide", persist);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", persist);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;

    if (navigationType !== "POP") {
      if (pathChanged && !location.hash) window.scrollTo(0, 0);
      return;
    }
    const target = positions.current[location.key];
    if (target === undefined) {
      if (pathChanged) window.scrollTo(0, 0);
      return;
    }
    // The page may still be rendering its data: keep trying until it is tall enough, the
    // window passes, or the reader scrolls by hand.
    const started = performance.now();
    let frame = 0;
    let cancelled = false;
    const stop = () => {
      cancelled = true;
    };
    window.addEventListener("wheel", stop, { passive: true, once: true });
    window.addEventListener("touchmove", stop, { passive: true, once: true });
    const attempt = () => {
      if (cancelled) return;
      window.scrollTo(0, target);
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
    };
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
