import { lazy, Suspense } from "react";
import { useOnline } from "@/lib/offline/connection";

const OfflineMessage = lazy(() =>
  import("./offline-message").then((module) => ({ default: module.OfflineMessage })),
);

/**
 * (docs/product.md, Installable app and offline) A polite status line under the header while the
 * device has no connection. The live region is always in the page so screen readers announce the
 * change when the connection drops. The line itself loads when it is first needed: the service
 * worker keeps its chunk, so it shows offline too.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="sticky top-16 z-30">
      {!online && (
        <Suspense fallback={null}>
          <OfflineMessage />
        </Suspense>
      )}
    </div>
  );
}
