/**
 * The browser's own "Leave site?" question while a form holds work that leaving would lose
 * (decision 313). It covers what the app cannot see coming: a reload, closing the tab, typing
 * another address. The listener is there only while `active`, so other pages keep the browser's
 * back-forward cache.
 */
import { useCallback, useEffect, useRef } from "react";

/** Returns `allowLeave()`, for the form's own way out (a sent form opening its result). */
export function useLeaveWarning(active: boolean) {
  const allowed = useRef(false);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [active]);
  return useCallback(() => {
    allowed.current = true;
  }, []);
}
