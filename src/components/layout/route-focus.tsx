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

/**
 * Starts the wait for the new screen's heading, its code loaded on the first move inside the app;
 * answers how to stop it (before or after the code has come).
 */
function waitForHeading() {
  let stopped = false;
  let stop: (() => void) | null = null;
  import("./focus-heading-when-shown").then(
    ({ focusHeadingWhenShown }) => {
      if (!stopped) stop = focusHeadingWhenShown();
    },
    // Offline before the service worker stored the chunk: the focus stays where it fell.
    () => undefined,
  );
  return () => {
    stopped = true;
    stop?.();
  };
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
    stopWaiting.current = navigationType === "REPLACE" ? null : waitForHeading();
  }, [pathname, navigationType]);
  useEffect(() => () => stopWaiting.current?.(), []);
  return null;
}
