/**
 * Hears each step through the browser's history (popstate) before React Router does, so a view
 * with a history entry of its own (src/lib/use-back-closes-view.ts) can keep a step between the
 * page and that entry from the router. Listeners on one target run in the order they were added
 * (Chromium does not run a capturing listener on the window first), and the router adds its own
 * when it first renders: src/boot.tsx installs this one before the app renders.
 */

type HistoryStepListener = (event: PopStateEvent) => void;

const listeners = new Set<HistoryStepListener>();
let installed = false;

export function hearHistoryStepsFirst() {
  if (installed) return;
  installed = true;
  window.addEventListener("popstate", (event) => {
    for (const listener of listeners) listener(event);
  });
}

/**
 * Calls `listener` on each history step, before the router; it may stop the event
 * (stopImmediatePropagation) to keep the step from the router. Returns the unsubscribe.
 */
export function onHistoryStep(listener: HistoryStepListener): () => void {
  // Without src/boot.tsx (a test rendering a part alone) it is installed now, after the router.
  hearHistoryStepsFirst();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
