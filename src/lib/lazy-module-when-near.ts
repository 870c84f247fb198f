import { type RefObject, useEffect } from "react";
import { type LazyModule, useLazyModule } from "./lazy-module";
import { useNeededSoon } from "./use-near-viewport";

// A module of its own, not in lazy-module.ts: the app every page loads uses useLazyModule, only
// some screens this, and with it the viewport watch (decision 403).

/**
 * The module for a part at the end of a screen that shows nothing until it has arrived, loaded
 * once its place (`ref`) is needed soon (src/lib/use-near-viewport.ts; `margin`, how near), and
 * whether its download failed (the place then says so: PartLoadError).
 */
export function useLazyModuleWhenNear<T>(
  lazy: LazyModule<T>,
  ref: RefObject<Element | null>,
  margin?: string,
) {
  const [module, load, failed] = useLazyModule(lazy);
  const needed = useNeededSoon(ref, margin);
  useEffect(() => {
    if (needed && !module) void load("in-place");
  }, [needed, module, load]);
  return [module, failed] as const;
}
