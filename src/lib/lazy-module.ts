import { type RefObject, useCallback, useEffect, useState } from "react";
import { useNeededSoon } from "./use-near-viewport";

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
 * The module if it has arrived, and `load` to call on the first sign of use (a pointer over the
 * control, focus, a press). A failed download leaves the module null and the control as it was.
 * No React.lazy: a Suspense boundary reveals on a timer, which never fires under a paused page
 * clock (src/components/auth/lazy-auth-dialog.tsx).
 */
export function useLazyModule<T>(lazy: LazyModule<T>) {
  const [module, setModule] = useState(() => lazy.loaded);
  const load = useCallback(
    () =>
      lazy.load().then(
        (loaded) => {
          setModule(() => loaded);
          return loaded;
        },
        () => null,
      ),
    [lazy],
  );
  return [module, load] as const;
}

/**
 * The module for a part at the end of a screen that shows nothing until it has arrived, loaded
 * once its place (`ref`) is needed soon (src/lib/use-near-viewport.ts; `margin`, how near).
 */
export function useLazyModuleWhenNear<T>(
  lazy: LazyModule<T>,
  ref: RefObject<Element | null>,
  margin?: string,
) {
  const [module, load] = useLazyModule(lazy);
  const needed = useNeededSoon(ref, margin);
  useEffect(() => {
    if (needed && !module) void load();
  }, [needed, module, load]);
  return module;
}
