/**
 * The tour map as the tour screens use it: light, maplibre-gl arrives only when it renders
 * (dynamic import of tour-map.tsx). The list beside it carries the same stops in the same order,
 * so the map is never the only way to read the tour.
 */
import { useQuery } from "@tanstack/react-query";
import { type ComponentType, lazy, Suspense, useMemo, useState } from "react";
import { mapConfigQuery } from "@/lib/queries/map";
import { MapStatusOverlay } from "./map-status";
import type { MapLoaderStatus } from "./map-types";
import type { TourMapProps } from "./tour-map";

export function LazyTourMap(props: Pick<TourMapProps, "stops" | "start">) {
  const config = useQuery(mapConfigQuery);
  const [status, setStatus] = useState<MapLoaderStatus>("loading");
  const [attempt, setAttempt] = useState(0);
  // A new lazy() per attempt: React caches a rejected import, so "Try Again" needs a fresh one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger.
  const TourMap = useMemo(
    () =>
      lazy<ComponentType<TourMapProps>>(() =>
        import("./tour-map").catch((error: unknown): { default: ComponentType<TourMapProps> } => {
          console.error("Map module failed to load", error);
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
      {(config.isSuccess || config.isError) && (
        <Suspense fallback={null}>
          <TourMap
            key={attempt}
            {...props}
            styleUrl={config.data?.styleUrl ?? null}
            onStatusChange={setStatus}
          />
        </Suspense>
      )}
      <MapStatusOverlay
        status={status}
        onRetry={() => {
          setStatus("loading");
          setAttempt((n) => n + 1);
        }}
      />
    </div>
  );
}
