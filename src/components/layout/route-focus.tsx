/**
 * The focus on a route change (decision 414): following a link inside the app (a house card, a
 * navigation link, a bottom-bar tab) or Back and Forward to another screen, the link pressed goes
 * with its screen, or stays in the header, and the focus fell to the page's body: the next Tab
 * started from the top and a screen reader said nothing of the new screen. The new screen's main
 * heading (its first h1 shown) now takes the focus once it is on the page: screens load lazily
 * and show a skeleton first, so it is waited for.
 *
 * Only for a new screen: a new entry or Back/Forward to another path. Not on the first load (the
 * browser opened the page), not for a change of the query string on the same screen (the home
 * search's and a town's filters, decision 397), not for a replaced entry (the same screen at a
 * new address: a house moved to its id link, decision 306). And never over a focus the screen
 * has placed itself (a form field, the planner's heading of decision 412) or that is in a dialog,
 * a menu or a toast: only a focus that is lost (on the body) or still in the frame around the
 * screens (the header's link, the bottom bar's tab pressed) is moved. The visitor's own key or
 * press ends the wait.
 *
 * Focused without scrolling: Back keeps the position the scroll manager restores (decision 387).
 * A heading is no control: it is focusable from script only (`tabindex="-1"`) and drawn with no
 * ring (styles.css).
 */
import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

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
function focusHeadingWhenShown() {
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

export function RouteFocus() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  const stopWaiting = useRef<(() => void) | null>(null);
  // Only a new path starts or ends a wait: a query string the new screen rewrites (a replaced
  // entry, same path) does not end it.
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    stopWaiting.current?.();
    stopWaiting.current = navigationType === "REPLACE" ? null : focusHeadingWhenShown();
  }, [pathname, navigationType]);
  useEffect(() => () => stopWaiting.current?.(), []);
  return null;
}
