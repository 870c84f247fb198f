import { KeyRoundIcon, MapIcon, TriangleAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { MapLoaderStatus } from "./map-types";

/**
 * The map loader statuses with their messages. "failed" keeps the product's sentence
 * with our map library in place of the Google script (docs/decisions/019-map-failure-text.md); "auth failure"
 * shows an authentication failure panel.
 */
export const MAP_STATUS_TEXT: Record<MapLoaderStatus, string> = {
  "not-loaded": "Map not loaded yet.",
  loading: "Loading map...",
  loaded: "",
  failed: "The map could not load.",
  "auth-failure": "Map authentication failed.",
};

export function MapStatusOverlay({
  status,
  onRetry,
}: {
  status: MapLoaderStatus;
  onRetry(): void;
}) {
  if (status === "loaded") return null;
  const busy = status === "loading" || status === "not-loaded";
  return (
    <div
      className={
        busy
          ? "pointer-events-none absolute inset-0 flex items-center justify-center bg-night/60"
          : "absolute inset-0 flex items-center justify-center bg-night/90 p-6"
      }
    >
      {status === "loading" && (
        <Spinner size="lg" label={MAP_STATUS_TEXT.loading} className="text-white!" />
      )}
      {status === "not-loaded" && (
        // Full white: at 80 % over the see-through night it read at 3.8:1, under the 4.5:1 text needs.
        <p className="flex items-center gap-2 text-sm text-white">
          <MapIcon className="size-5" aria-hidden="true" />
          {MAP_STATUS_TEXT["not-loaded"]}
        </p>
      )}
      {status === "failed" && (
        <div role="alert" className="max-w-sm space-y-3 text-center text-white">
          <TriangleAlertIcon className="mx-auto size-8 text-accent" aria-hidden="true" />
          <p className="font-semibold">{MAP_STATUS_TEXT.failed}</p>
          <p className="text-sm text-white/80">
            Check your connection and try again. Your browser also needs WebGL for the map.
          </p>
          <Button type="button" variant="accent" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      )}
      {status === "auth-failure" && (
        <div role="alert" className="max-w-sm space-y-3 text-center text-white">
          <KeyRoundIcon className="mx-auto size-8 text-accent" aria-hidden="true" />
          <p className="font-semibold">{MAP_STATUS_TEXT["auth-failure"]}</p>
          <p className="text-sm text-white/80">
            The map service did not accept this site's key. Please try again later; if it keeps
            happening, let us know through the Contact page.
          </p>
        </div>
      )}
    </div>
  );
}
