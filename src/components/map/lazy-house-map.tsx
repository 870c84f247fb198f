/**
 * The map as the pages use it. This file is light: maplibre-gl arrives only when this component
 * renders (dynamic import of house-map.tsx), so no other screen's bundle carries it, and only
 * once the map's box comes near the screen (a town page's map sits below its houses).
 */
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { PartErrorBoundary } from "@/components/layout/part-error-boundary";
import { useAuth } from "@/lib/auth";
import { useOnline } from "@/lib/offline/connection";
import { mapConfigQuery } from "@/lib/queries/map";
import { useNearViewport } from "@/lib/use-near-viewport";
import { MapStatusOverlay } from "./map-status";
import type { MapHouse, MapLoaderStatus, MapView } from "./map-types";

const HouseMap = lazy(() => import("./house-map"));

function ReportLoading({ onMount }: { onMount(): void }) {
  useEffect(onMount, [onMount]);
  return null;
}

export function LazyHouseMap({
  houses,
  className,
  view,
}: {
  houses: MapHouse[];
  className?: string;
  /** The searched place and radius; absent = all of Long Island. */
  view?: MapView | undefined;
}) {
  const { isAuthenticated } = useAuth();
  const boxRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(boxRef);
  const [status, setStatus] = useState<MapLoaderStatus>("not-loaded");
  const [attempt, setAttempt] = useState(0);
  const [importFailed, setImportFailed] = useState(false);
  // The browser keeps a failed module fetch for the rest of the page's life (Chromium's module
  // map): an import tried without a connection fails again on every retry, even once the
  // connection is back. So the map's code is asked for only online, or offline to draw houses
  // saved from an earlier visit (whose map code the service worker kept); once asked for, the map
  // stays.
  const online = useOnline();
  const [mayLoad, setMayLoad] = useState(false);
  if (!mayLoad && (online || houses.length > 0)) setMayLoad(true);
  const config = useQuery({ ...mapConfigQuery, enabled: near });
  const reportLoading = useCallback(() => setStatus("loading"), []);
  // If the config call fails, draw the offline layer rather than nothing.
  const ready = config.isSuccess || config.isError;
  const styleUrl = config.data?.styleUrl ?? null;

  return (
    <div
      ref={boxRef}
      className={className ?? "relative h-[70vh] w-full overflow-hidden rounded-xl border"}
      data-map-status={status}
    >
      {near && ready && mayLoad && (
        // "The map could not load." (the overlay) is a part's failure: the log hears of it.
        <PartErrorBoundary
          key={attempt}
          reason="in-place"
          onError={() => {
            setImportFailed(true);
            setStatus("failed");
          }}
        >
          <Suspense fallback={<ReportLoading onMount={reportLoading} />}>
            <HouseMap
              houses={houses}
              styleUrl={styleUrl}
              isAuthenticated={isAuthenticated}
              onStatusChange={setStatus}
              view={view}
            />
          </Suspense>
        </PartErrorBoundary>
      )}
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
    </div>
  );
}
