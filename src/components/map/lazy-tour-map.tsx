/**
 * The tour map as the tour screens use it: light, maplibre-gl arrives only when it renders
 * (dynamic import of tour-map.tsx). The list beside it carries the same stops in the same order,
 * so the map is never the only way to read the tour. As the map screen does (decision 303), it
 * asks for its code online, or offline only when this device keeps it; else it says it needs a
 * connection, and draws once the connection is back (decision 381).
 */
import { useQuery } from "@tanstack/react-query";
import { WifiOffIcon } from "lucide-react";
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useOnline } from "@/lib/offline/connection";
import { mapConfigQuery } from "@/lib/queries/map";
import { isMapCodeKept } from "./map-code";
import { MapStatusOverlay } from "./map-status";
import type { MapLoaderStatus } from "./map-types";
import type { TourMapProps } from "./tour-map";

export function LazyTourMap(props: Pick<TourMapProps, "stops" | "start">) {
  const config = useQuery(mapConfigQuery);
  const [status, setStatus] = useState<MapLoaderStatus>("loading");
  const [attempt, setAttempt] = useState(0);
  const [importFailed, setImportFailed] = useState(false);
  const online = useOnline();
  // Offline: null while the service worker's store is looked in, then whether the code is there.
  const [codeKept, setCodeKept] = useState<boolean | null>(null);
  const [mayLoad, setMayLoad] = useState(online);
  if (!mayLoad && (online || codeKept)) setMayLoad(true);
  useEffect(() => {
    if (mayLoad || codeKept !== null) return;
    let current = true;
    void isMapCodeKept().then((kept) => {
      if (current) setCodeKept(kept);
    });
    return () => {
      current = false;
    };
  }, [mayLoad, codeKept]);
  const needsConnection = !mayLoad && codeKept === false;
  // A new lazy() per attempt: React caches a rejected import, so "Try Again" needs a fresh one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger.
  const TourMap = useMemo(
    () =>
      lazy<ComponentType<TourMapProps>>(() =>
        import("./tour-map").catch((error: unknown): { default: ComponentType<TourMapProps> } => {
          console.error("Map module failed to load", error);
          setImportFailed(true);
          setStatus("failed");
          return { default: () => null };
        }),
      ),
    [attempt],
  );
  return (
    <div
      className="relative h-64 w-full overflow-hidden rounded-xl border sm:h-80 print:hidden"
      data-map-status={status}
    >
      {mayLoad && (config.isSuccess || config.isError) && (
        <Suspense fallback={null}>
          <TourMap
            key={attempt}
            {...props}
            styleUrl={config.data?.styleUrl ?? null}
            onStatusChange={setStatus}
          />
        </Suspense>
      )}
      {needsConnection ? (
        <div
          role="status"
          className="absolute inset-0 flex items-center justify-center bg-night/90 p-6"
          data-testid="tour-map-needs-connection"
        >
          <div className="max-w-sm space-y-2 text-center text-white">
            <WifiOffIcon className="mx-auto size-8 text-accent" aria-hidden="true" />
            {/* The map screen's words (MAP_NEEDS_CONNECTION), not imported: that module would
                become a file of its own on the map screen's first load. */}
            <p className="font-semibold">The map needs a connection</p>
            <p className="text-sm text-white/80">
              You're offline, and this device has no saved copy of the map yet: it shows once you're
              back online. The list of stops works without one.
            </p>
          </div>
        </div>
      ) : (
        <MapStatusOverlay
          status={status}
          onRetry={() => {
            // A module the browser failed to fetch is fetched again only by a new page.
            if (importFailed) {
              window.location.reload();
              return;
            }
            setStatus("loading");
            setAttempt((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}
