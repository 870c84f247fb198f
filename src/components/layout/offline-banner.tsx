import { WifiOffIcon } from "lucide-react";
import { useOnline } from "@/lib/offline/connection";

export const OFFLINE_MESSAGE =
  "You're offline. Showing your saved favorites and tours; changes need a connection.";

/**
 * (docs/product.md, Installable app and offline) A polite status line under the header while the
 * device has no connection. The live region is always in the page so screen readers announce the
 * change when the connection drops.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="sticky top-16 z-30">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-accent px-4 py-2 text-center font-medium text-accent-foreground text-sm">
          <WifiOffIcon className="size-4 shrink-0" aria-hidden="true" />
          {OFFLINE_MESSAGE}
        </p>
      )}
    </div>
  );
}
