import { useLocation, useNavigate } from "react-router";

/**
 * Every Back and Go Back: to the page before when it is one of ours, else to the start page, so
 * going back never leaves the site (a page opened from a link in a new tab, or typed in, has a
 * blank or foreign page before it).
 */
export function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const routedHere = location.key !== "default";
    if (pageBeforeIsOurs(routedHere)) void navigate(-1);
    else void navigate("/");
  };
}

/** The Navigation API, where the browser has it (Chromium, recent Safari and Firefox). */
type SessionHistory = { canGoBack: boolean };

function pageBeforeIsOurs(routedHere: boolean): boolean {
  // The Navigation API lists only this site's history entries: it knows for sure, also after a
  // page the app replaced (a redirect) or one loaded from another of our pages.
  const history = (window as { navigation?: SessionHistory }).navigation;
  if (history) return history.canGoBack;
  // Without it: the app routed here from a screen of its own, or the page was loaded from one of
  // our pages (a link followed before the app had started).
  if (routedHere) return true;
  try {
    return (
      window.history.length > 1 &&
      document.referrer !== "" &&
      new URL(document.referrer).origin === window.location.origin
    );
  } catch {
    return false;
  }
}
