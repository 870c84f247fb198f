/**
 * The focus across a full page load (decision 407): the submit form, sent, opens the new house's
 * page with a page load, and the focus must land on that page's heading, not on the top of a page
 * a keyboard or screen reader user would have to find their way down again. The path it is for
 * is kept in the tab's storage, as the success toast is (toastAfterReload), and taken once.
 */
const FOCUS_HEADING_KEY = "li-lights:focus-heading";

/** The page at `path` (about to be loaded) puts the focus on its heading once it shows. */
export function focusHeadingAfterReload(path: string) {
  try {
    // As the browser will spell it (percent-encoded), to match location.pathname there.
    sessionStorage.setItem(FOCUS_HEADING_KEY, new URL(path, window.location.href).pathname);
  } catch {
    // Storage unavailable: the page opens as any other.
  }
}

/** Whether this page was asked to put the focus on its heading; asks only once. */
export function takeHeadingFocus() {
  try {
    if (sessionStorage.getItem(FOCUS_HEADING_KEY) !== window.location.pathname) return false;
    sessionStorage.removeItem(FOCUS_HEADING_KEY);
    return true;
  } catch {
    return false;
  }
}
