import { type ScreenName, screenForPath } from "@contract/screen-paths";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useAuth } from "@/lib/auth";
import { openAuthDialog } from "@/lib/auth-dialog";
import { holdsKeptSubmission } from "@/lib/kept-submission";

const SIGNUP_PROMPT_DELAY_MS = 5000;

// (docs/product.md, Routes and roles) The public text pages in both forms never get the prompt,
// so a person can read the terms before signing up.
const NO_PROMPT_PATHS = new Set([
  "/",
  "/home",
  "/privacy",
  "/terms",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/contact-us",
]);

/**
 * The pages people open from a chat or a search result show a dismissible banner instead
 * (sign-up-banner.tsx): a wall in front of a shared link loses the visitor, and search engines
 * rank pages with intrusive interstitials lower. The popular tours too: the landing and Page Not
 * Found lead there, and it is linked like the shared tours it lists (decision 394).
 */
const BANNER_SCREENS = new Set<ScreenName>([
  "houseById",
  "houseBySlugs",
  "towns",
  "town",
  "sharedTour",
  "popularTours",
]);

/**
 * A signed-out visitor who stays 5 s elsewhere (counted once the page has loaded) gets a sign-up
 * dialog that cannot be closed.
 */
export function SignupPrompt() {
  const { isLoading, isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  const screen = screenForPath(pathname);
  // A path without a screen shows Page Not Found where the spec showed the landing (decision
  // 154), so it keeps the landing's rule: no prompt over its ways on (the towns and the popular
  // tours signed out, decision 394).
  // Nor over /submit keeping the form of an account just signed out (decision 353): that is no
  // new visitor, and its own Sign In brings the form back.
  const exempt =
    screen === null ||
    NO_PROMPT_PATHS.has(pathname.replace(/\/+$/, "") || "/") ||
    BANNER_SCREENS.has(screen) ||
    (screen === "submit" && holdsKeptSubmission());

  useEffect(() => {
    if (isLoading || isAuthenticated || exempt) return;
    // The 5 s count from when the page has loaded (its screen's code included), not from when
    // the app started: on a slow phone the visitor has not "stayed" while a skeleton showed.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(
        () => openAuthDialog("signup", { closable: false }),
        SIGNUP_PROMPT_DELAY_MS,
      );
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      clearTimeout(timer);
    };
  }, [isLoading, isAuthenticated, exempt]);

  return null;
}
