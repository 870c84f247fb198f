/**
 * The wait of decision 414, in a chunk of its own: it runs only after a first move inside the app,
 * so the first load of every page leaves it out (src/components/layout/route-focus.tsx says when).
 */

/** How long a new screen may take to show its heading (its code and data, on a slow phone). */
const HEADING_WAIT_MS = 10_000;

/** The screen's main heading: the first h1 in `main` that is drawn (not a print-only one). */
function shownHeading(main: HTMLElement) {
  for (const heading of main.querySelectorAll("h1")) {
    if (heading.getClientRects().length > 0) return heading;
  }
  return null;
}

/** Puts the focus on the new screen's heading once it shows; answers how to stop waiting. */
export function focusHeadingWhenShown() {
  const main = document.querySelector("main");
  // The layout around the screens: header, banner, main, footer and the bottom bar.
  const frame = main?.parentElement;
  if (!main || !frame) return () => undefined;
  let focused: HTMLElement | null = null;
  let pending = 0;

  const check = () => {
    pending = 0;
    const active = document.activeElement;
    if (active && active !== focused && main.contains(active)) {
      stop(); // The screen has placed the focus itself.
      return;
    }
    const lost =
      !active || active === document.body || (frame.contains(active) && !main.contains(active));
    // In a dialog, a menu or a toast: its closing may still give the focus back to the frame.
    if (!lost) return;
    const heading = shownHeading(main);
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    // Watched on: a skeleton's heading replaced by the screen's own, or a menu's closing that
    // gives the focus back to its button in the header, hand it on again.
    focused = heading;
  };
  const schedule = () => {
    pending ||= requestAnimationFrame(check);
  };
  const observer = new MutationObserver(schedule);
  const timer = setTimeout(stop, HEADING_WAIT_MS);
  function stop() {
    cancelAnimationFrame(pending);
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener("focusin", schedule);
    window.removeEventListener("keydown", stop, true);
    window.removeEventListener("pointerdown", stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener("focusin", schedule);
  // The visitor's own key or press: the focus is theirs from then on.
  window.addEventListener("keydown", stop, true);
  window.addEventListener("pointerdown", stop, true);
  schedule();
  return stop;
}
