import { type ComponentType, type LazyExoticComponent, lazy, useState } from "react";

/**
 * A screen loaded on demand, like `React.lazy`, that can also be loaded ahead (`preload`). Once
 * its code is in, <Screen> renders it at once instead of suspending: React.lazy suspends on its
 * first render even when the module has arrived, which shows the route's spinner and then holds
 * the real screen back for React's fallback throttle (about 300 ms) before committing it.
 */
export interface PreloadableScreen {
  preload(): Promise<void>;
  loaded(): ComponentType | undefined;
  lazy: LazyExoticComponent<ComponentType>;
}

export function preloadableScreen(
  load: () => Promise<{ default: ComponentType }>,
): PreloadableScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // Forgotten, for a browser that downloads a failed module again; Chromium fails it until
        // the page reloads, which the screen's error boundary does (src/lib/failed-download.ts).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    preload,
    loaded: () => loaded,
    lazy: lazy(() => preload().then(() => ({ default: loaded as ComponentType }))),
  };
}

export function Screen({ of }: { of: PreloadableScreen }) {
  // Decided once per mount: switching from the lazy wrapper to the loaded component later would
  // mount the screen again and lose its state.
  const [Component] = useState<ComponentType>(() => of.loaded() ?? of.lazy);
  return <Component />;
}
