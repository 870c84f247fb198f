import { WifiOffIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatSavedTime } from "@/lib/offline/saved-time-format";

export const MAP_NEEDS_CONNECTION = "The map needs a connection";
export const MAP_SHOWS_LAST_SEEN = "Offline: showing the houses you last saw";

/**
 * Above the map while offline: the houses drawn are the ones this device last saw there (the
 * service worker's saved copy, with its time when it came from there), not live ones.
 */
export function MapShowsLastSeen({ savedAt }: { savedAt: Date | null }) {
  return (
    <p
      role="status"
      className="flex shrink-0 items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm"
      data-testid="map-offline-note"
    >
      <WifiOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">{MAP_SHOWS_LAST_SEEN}</strong>
        {savedAt && (
          <>
            {" "}
            (saved <time dateTime={savedAt.toISOString()}>{formatSavedTime(savedAt)}</time>)
          </>
        )}
        . New houses and changes show once you're back online.
      </span>
    </p>
  );
}

/**
 * The map screen offline with no saved copy of its houses (the map was never opened online on
 * this device): it says plainly that it needs a connection and what does open offline.
 */
export function MapNeedsConnection({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className="rounded-xl border p-6 text-center">
      <WifiOffIcon className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-2 font-semibold text-lg">{MAP_NEEDS_CONNECTION}</h2>
      <p className="mt-1 text-muted-foreground">
        You're offline, and this device has no saved copy of the map's houses yet: open the map once
        with a connection to keep them. Your saved favorites, tours and the house pages you opened
        work without one.
      </p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
