import { WifiOffIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

export const MAP_NEEDS_CONNECTION = "The map needs a connection";

/**
 * The map screen offline: its houses come from the API, which no saved copy answers, so it says
 * plainly that it needs a connection and what does open offline.
 */
export function MapNeedsConnection({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className="rounded-xl border p-6 text-center">
      <WifiOffIcon className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-2 font-semibold text-lg">{MAP_NEEDS_CONNECTION}</h2>
      <p className="mt-1 text-muted-foreground">
        You're offline, and the houses on the map load from the internet. Your saved favorites,
        tours and the house pages you opened work without one.
      </p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
