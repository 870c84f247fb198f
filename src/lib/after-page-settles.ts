/** After the load event, how long the first screen gets before work it does not need starts. */
const SETTLE_MS = 3_000;

function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 3_000 });
  else run();
}

/**
 * Runs `run` once the page has loaded, its first screen has had a few seconds to itself and the
 * main thread is idle: for work a visitor does not need on the first screen (the service worker,
 * the parts of a prerendered page below the fold).
 */
export function afterPageSettles(run: () => void) {
  const afterLoad = () => window.setTimeout(() => whenIdle(run), SETTLE_MS);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}
