/**
 * The app: renders into #root (hydrates a prerendered page) and registers the service worker.
 * The page's entry (src/main.tsx) loads it once the server's HTML has painted.
 */
import { FIRST_PAINT_ATTRIBUTE } from "@contract/house-page-data";
import { NOT_FOUND_ATTRIBUTE } from "@contract/not-found-pages";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { checkClassListsWith } from "./lib/cn";
import { hasPersistedFirebaseUser } from "./lib/firebase-loader";
import { hearHistoryStepsFirst } from "./lib/history-steps";
import { registerServiceWorker } from "./lib/offline/service-worker";
import { holdFirstPaint, preloadFirstPaintScreen } from "./routes/app-routes";

// Before the router's own listener, which it adds on its first render (decision 328).
hearHistoryStepsFirst();

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const prerenderedFor = container.dataset.prerenderedPath;
const firstPaint = container.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`);
// A signed-in visitor's page waits for the session: its main area stays on screen meanwhile.
const firstPaintMain = firstPaint?.querySelector("main")?.innerHTML;
if (firstPaintMain) holdFirstPaint(window.location.pathname, firstPaintMain);

/** `started` runs once React is listening on the root (taps held by src/main.tsx replay then). */
export function boot(started: () => void) {
  function render() {
    // The landing and public pages arrive prerendered as the signed-out view (src/prerender.tsx):
    // hydrate them when nobody is signed in and the HTML is this path's; otherwise the app
    // renders from scratch. In a transition, so React renders the first screen in slices of a
    // few milliseconds and a tap or a paint can come in between, instead of one long task that
    // blocks a slow phone for a second.
    startTransition(() => {
      if (prerenderedFor === window.location.pathname && !hasPersistedFirebaseUser()) {
        hydrateRoot(container, app);
      } else {
        // A house or town page arrives with the worker's first paint (a picture, not the
        // app): it stays until the app's first commit, which empties a non-empty root, so the
        // page's screen loads first (no spinner in between). Anything else in the root (the
        // landing's HTML for a signed-in visitor) goes before the app renders.
        if (!firstPaint) container.replaceChildren();
        createRoot(container).render(app);
      }
    });
    started();
  }
  // A not-found page of a screen is hydrated with that screen's code in (decision 394).
  const screenReady = preloadFirstPaintScreen(
    firstPaint?.getAttribute(FIRST_PAINT_ATTRIBUTE) ?? container.getAttribute(NOT_FOUND_ATTRIBUTE),
  ).catch(() => {});
  // Development and the browser tests' build check every class list (src/lib/cn.ts); the
  // condition is false at build time in production, which then carries neither the check nor
  // tailwind-merge.
  const classCheckReady =
    import.meta.env.DEV || import.meta.env.VITE_CHECK_CLASS_CONFLICTS
      ? import("./lib/class-conflicts").then((module) =>
          checkClassListsWith(module.assertNoClassConflicts),
        )
      : Promise.resolve();
  // Two tasks, neither of them long on a phone: this module's evaluation, then the first render.
  void Promise.all([screenReady, classCheckReady]).then(() => setTimeout(render, 0));
  registerServiceWorker(screenReady);
}
