import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React renders prerendered HTML (the build's prerender, then hydration in the
 * browser), true once the page is live. A control whose handler needs React can show as
 * disabled until then: prerendered, it paints before the JavaScript that makes it work has
 * loaded, and a tap there would otherwise do nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
