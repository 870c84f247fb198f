/**
 * Code that failed to download: a screen's, or a part's a screen loads when it is needed.
 *
 * Online, that is nearly always a new build deployed while this page was open: the files this
 * page names are gone, and its service worker (now the new build's) has only the new ones. A
 * reload brings the new build. It happens once per path within a minute, so code that keeps
 * failing (a server or connection problem) shows the screen's error instead of reloading again
 * and again. A reload is also the only retry there is: Chromium keeps a failed module download
 * for the life of the page, and importing the same file again fails without a request.
 */

/** The failed-download messages of Chromium, Firefox and Safari, and Vite's for a stylesheet. */
const FAILED_DOWNLOAD =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

const LAST_RELOAD_KEY = "lights-reload-for-code";
const RELOAD_AGAIN_AFTER_MS = 60_000;

export function isFailedDownload(error: unknown): boolean {
  return error instanceof Error && FAILED_DOWNLOAD.test(error.message);
}

/**
 * Reloads the page for a failed download, unless offline or this path just did; `beforeReload`
 * keeps what the new page should do (open the dialog the visitor asked for).
 */
export function reloadForFailedDownload(beforeReload?: () => void): boolean {
  if (!navigator.onLine) return false;
  const path = window.location.pathname;
  try {
    const last = JSON.parse(sessionStorage.getItem(LAST_RELOAD_KEY) ?? "null") as {
      path?: unknown;
      at?: unknown;
    } | null;
    if (
      last?.path === path &&
      typeof last.at === "number" &&
      Date.now() - last.at < RELOAD_AGAIN_AFTER_MS
    ) {
      return false;
    }
    sessionStorage.setItem(LAST_RELOAD_KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // No session storage (a private mode that refuses it): no guard against a loop, no reload.
    return false;
  }
  beforeReload?.();
  window.location.reload();
  return true;
}
