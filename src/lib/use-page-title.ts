import { fullTitle, PAGE_TITLES } from "@contract/page-titles";
import { useEffect } from "react";

/**
 * Sets the browser tab's title while the screen is shown: every screen calls it (a repository
 * test checks each route's screen does), with the text the worker writes into that page's
 * <title> when it is loaded directly (contract/page-titles.ts), so in-app navigation titles the
 * tab the same way. `null` while the title is not known yet (the screen's data is loading).
 * When the screen goes, the site's own title comes back: a screen that sets none never keeps
 * the one before it.
 */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    document.title = fullTitle(title);
    return () => {
      document.title = fullTitle(PAGE_TITLES.landing);
    };
  }, [title]);
}
