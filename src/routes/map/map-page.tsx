import { CONFIRMED_FILTER_LABEL, currentSeason, isConfirmedFor } from "@contract/season";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { LazyHouseMap } from "@/components/map/lazy-house-map";
import { MapNeedsConnection, MapShowsLastSeen } from "@/components/map/map-needs-connection";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { ConnectionError } from "@/lib/api";
import { savedCopyTime, useOnline } from "@/lib/offline/connection";
import { allMapHousesQuery } from "@/lib/queries/map";
import { usePageTitle } from "@/lib/use-page-title";

/** Where the map's houses come from (the key of the time their saved copy was made). */
const MAP_HOUSES_API_PATH = "/api/houses";

/**
 * /map (docs/product.md, Places and maps): every display on Long Island on one map, with a loading
 * state. The map fills the screen below the title: on a phone it ends above the bottom bar, so
 * its attribution and My Location button stay in reach. Offline it draws the houses last seen
 * (the service worker keeps the list's last answers), or says it needs a connection.
 */
export default function MapPage() {
  usePageTitle("Map");
  const houses = useQuery(allMapHousesQuery());
  const online = useOnline();
  const [confirmedOnly, setConfirmedOnly] = useState(false);
  const season = currentSeason(new Date());
  // The same array until the houses or the filter change: the map sends a new array to its
  // worker and reloads its source, and a map whose source keeps reloading never finishes
  // loading (offline, failed token refreshes re-render this page every few seconds).
  const shown = useMemo(
    () =>
      (houses.data ?? []).filter(
        (house) => !confirmedOnly || isConfirmedFor(house.confirmedSeason, season),
      ),
    [houses.data, confirmedOnly, season],
  );
  return (
    // The screen's height under the header, and above the bottom navigation below lg.
    <div className="mx-auto flex h-[calc(100dvh-9rem)] min-h-96 max-w-7xl flex-col gap-3 px-4 pt-4 pb-3 md:gap-4 md:py-8 lg:h-[calc(100dvh-4rem)]">
      <div className="flex shrink-0 flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="font-bold text-3xl">Explore the Map</h1>
          <p className="text-muted-foreground">
            Every Christmas light display on Long Island. Select a light to see the house.
          </p>
        </div>
        {houses.isPending && <Spinner label="Loading houses..." />}
        {/* The box inside its label: the whole row takes a tap (decision 356). */}
        <Label htmlFor="map-confirmed" className="cursor-pointer font-normal!">
          <Checkbox
            id="map-confirmed"
            checked={confirmedOnly}
            onCheckedChange={(checked) => setConfirmedOnly(checked === true)}
          />
          {CONFIRMED_FILTER_LABEL}
        </Label>
        {houses.isSuccess && (
          <p className="text-muted-foreground text-sm">
            {shown.length} {shown.length === 1 ? "display" : "displays"}
          </p>
        )}
      </div>
      {houses.error instanceof ConnectionError ? (
        // Offline: one plain message instead of an empty map that could not load its base layer.
        <MapNeedsConnection onRetry={() => void houses.refetch()} />
      ) : (
        <>
          {!online && houses.isSuccess && (
            <MapShowsLastSeen savedAt={savedCopyTime(MAP_HOUSES_API_PATH)} />
          )}
          {houses.isError && (
            <LoadError
              title="Couldn't load the houses"
              description={houses.error.message}
              onRetry={() => void houses.refetch()}
            />
          )}
          <LazyHouseMap
            houses={shown}
            className="relative min-h-0 w-full flex-1 overflow-hidden rounded-xl border"
          />
        </>
      )}
    </div>
  );
}
