import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { PartErrorBoundary } from "@/components/layout/part-error-boundary";
import { mapConfigQuery } from "@/lib/queries/map";
import { MapStatusOverlay } from "./map-status";
import type { MapLoaderStatus } from "./map-types";
import type { PinPickerMapProps } from "./pin-picker-map";

const PinPickerMap = lazy(() => import("./pin-picker-map"));

/** The drop-a-pin map, loaded (with maplibre) only when the user asks for it. */
export function LazyPinPicker(props: Pick<PinPickerMapProps, "value" | "around" | "onChange">) {
  const config = useQuery(mapConfigQuery);
  const [status, setStatus] = useState<MapLoaderStatus>("loading");
  return (
    <div
      className="relative flex h-72 w-full flex-col overflow-hidden rounded-lg border"
      data-map-status={status}
    >
      {/* Code that could not be had says so in the overlay; the form around it stays. */}
      {(config.isSuccess || config.isError) && (
        <PartErrorBoundary reason="in-place" onError={() => setStatus("failed")}>
          <Suspense fallback={null}>
            <PinPickerMap
              {...props}
              styleUrl={config.data?.styleUrl ?? null}
              onStatusChange={setStatus}
            />
          </Suspense>
        </PartErrorBoundary>
      )}
      <MapStatusOverlay status={status} onRetry={() => window.location.reload()} />
    </div>
  );
}
