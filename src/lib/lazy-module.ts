import { useCallback, useState } from "react";
import { reportScreenError } from "./screen-error-report";
import { toast } from "./use-toast";

/**
 * A module a screen loads only when a person is about to use it (a select's list, a full-screen
 * photo), so the screen's first JavaScript stays within its budget (docs/performance.md, "Every
 * screen"). Loaded once per page: every later mount renders it at once.
 */
export interface LazyModule<T> {
  /** The module once it has arrived, else null. */
  readonly loaded: T | null;
  /**
   * Starts the download, once. A failed one is asked for again on the next call, which only a
   * browser that forgets failed modules gets (Chromium fails it again until the page reloads;
   * src/lib/failed-download.ts).
   */
  load(): Promise<T>;
}

export function lazyModule<T>(importModule: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      pending ??= importModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * Why a part's code is asked for:
 * - "ahead": a sign the visitor may use it soon (a pointer over the control, focus). A failure
 *   there is silent: the press that may follow asks again.
 * - "press": the visitor pressed the control and expects the part to open. A failure tells them
 *   with a toast.
 * - "in-place": the part shows in its place once it arrives (the end of a screen). A failure is
 *   shown there, by the part's placeholder (`failed`).
 * A failure the visitor sees reaches the worker's log once per part and page.
 */
export type LoadReason = "ahead" | "press" | "in-place";

/** The title of the toast for a press whose part could not load. */
export const PART_FAILED_TITLE = "That could not open.";

/** The parts whose failure the worker's log has heard of on this page. */
const reported = new Set<unknown>();

/**
 * Tells of a part whose code could not be had, as `reason` says: a toast for a press, nothing
 * for a load ahead; the worker's log hears of it once per `part` (what names it: its LazyModule,
 * or the failed file's message for a React.lazy part: src/components/layout/part-error-boundary.tsx).
 */
export function tellPartFailure(
  part: unknown,
  error: unknown,
  reason: LoadReason,
  componentStack?: string | null,
) {
  if (reason === "ahead") return;
  if (reason === "press") {
    toast({
      title: PART_FAILED_TITLE,
      description: partFailedAdvice(),
      variant: "destructive",
    });
  }
  if (reported.has(part)) return;
  reported.add(part);
  reportScreenError(error, componentStack);
}

/**
 * What to do about a part that could not load. Only a reload retries it in Chromium, and
 * offline the reload needs the connection back first.
 */
export function partFailedAdvice(): string {
  return navigator.onLine
    ? "Reload the page to try again."
    : "Check your connection, then reload the page.";
}

/**
 * The module if it has arrived, `load` to call on the first sign of use (a pointer over the
 * control, focus, a press; see LoadReason), and whether the last download failed. A failed
 * download leaves the module null and the control as it was.
 * No React.lazy: a Suspense boundary reveals on a timer, which never fires under a paused page
 * clock (src/components/auth/lazy-auth-dialog.tsx).
 */
export function useLazyModule<T>(lazy: LazyModule<T>) {
  const [module, setModule] = useState(() => lazy.loaded);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    (reason: LoadReason = "ahead") =>
      lazy.load().then(
        (loaded) => {
          setModule(() => loaded);
          setFailed(false);
          return loaded;
        },
        (error: unknown) => {
          setFailed(true);
          tellPartFailure(lazy, error, reason);
          return null;
        },
      ),
    [lazy],
  );
  return [module, load, failed] as const;
}
