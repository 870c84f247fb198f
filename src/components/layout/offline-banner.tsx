import { useEffect } from "react";
import { lazyModule, useLazyModule } from "@/lib/lazy-module";
import { useOnline } from "@/lib/offline/connection";

const offlineMessageModule = lazyModule(() => import("./offline-message"));

/**
 * Said when the line's own code cannot be had: the connection dropped before the service worker
 * kept it (a first visit), so it is in this file, short, and the same for everyone.
 */
export const OFFLINE_FALLBACK_MESSAGE = "You're offline. Changes need a connection.";

/**
 * (docs/product.md, Installable app and offline) A polite status line under the header while the
 * device has no connection. The live region is always in the page so screen readers announce the
 * change when the connection drops. The line itself loads when it is first needed: the service
 * worker keeps its chunk, so it shows offline too; without it, OFFLINE_FALLBACK_MESSAGE shows
 * (decision 106).
 */
export function OfflineBanner() {
  const online = useOnline();
  const [module, load, failed] = useLazyModule(offlineMessageModule);
  useEffect(() => {
    if (!online && !module) void load("in-place");
  }, [online, module, load]);
  return (
    <div role="status" className="sticky top-16 z-30">
      {!online &&
        (module ? (
          <module.OfflineMessage />
        ) : (
          failed && (
            <p className="bg-accent px-4 py-2 text-center font-medium text-accent-foreground text-sm">
              {OFFLINE_FALLBACK_MESSAGE}
            </p>
          )
        ))}
    </div>
  );
}
