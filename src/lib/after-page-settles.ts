import { useEffect, useState } from "react";

/** After the load event, how long the first screen gets before work it does not need starts. */
const SETTLE_MS = 3_000;

function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 3_000 });
  else run();
}

/**
 * Milliseconds since the page's load event ended; null before it. By the wall clock, which a test
 * can stop (Playwright's page clock), not by the timeline the load was timed on, which it cannot.
 */
function sinceLoad(): number | null {
  if (document.readyState !== "complete") return null;
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (!navigation || navigation.loadEventEnd <= 0) return 0;
  return Math.max(0, Date.now() - (performance.timeOrigin + navigation.loadEventEnd));
}

/**
 * Runs `run` once the page has loaded, its first screen has had a few seconds to itself and the
 * main thread is idle: for work a visitor does not need on the first screen (the service worker,
 * the parts of a prerendered page below the fold). Asked later than that (a screen opened in the
 * app, a part hydrated late), it runs at the next idle moment.
 */
export function afterPageSettles(run: () => void) {
  const since = sinceLoad();
  if (since === null) {
    window.addEventListener("load", () => window.setTimeout(() => whenIdle(run), SETTLE_MS), {
      once: true,
    });
  } else {
    window.setTimeout(() => whenIdle(run), Math.max(0, SETTLE_MS - since));
  }
}

/** False until the page has settled (`afterPageSettles`), then true: renders a part then. */
export function usePageSettled() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let current = true;
    afterPageSettles(() => {
      if (current) setSettled(true);
    });
    return () => {
      current = false;
    };
  }, []);
  return settled;
}
