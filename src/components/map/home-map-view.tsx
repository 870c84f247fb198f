import { ExpandIcon, MapIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { LazyHouseMap } from "./lazy-house-map";
import { type MapHouse, searchView } from "./map-types";

/** The "Map" button for the home page's grid / list / map toggle. */
export function MapViewButton({ active, onSelect }: { active: boolean; onSelect(): void }) {
  return (
    <Button
      variant={active ? "secondary" : "ghost"}
      size="sm"
      aria-pressed={active}
      onClick={onSelect}
    >
      <MapIcon aria-hidden="true" />
      Map
    </Button>
  );
}

/** The searched place and radius in miles (null = all of Long Island); the map shows them. */
export interface SearchedArea {
  latitude: number;
  longitude: number;
  radiusMiles: number | null;
}

/**
 * Home's map view: the same search and filters as the list, 100 houses per page (docs/product.md,
 * Limits); further pages load on request, since a map has no end to scroll to.
 */
export function HomeMapView({
  houses,
  totalCount,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  searched,
}: {
  houses: MapHouse[];
  searched?: SearchedArea | undefined;
  totalCount: number | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): void;
}) {
  return (
    <div className="space-y-3">
      <LazyHouseMap
        houses={houses}
        view={
          searched
            ? searchView({ lat: searched.latitude, lng: searched.longitude }, searched.radiusMiles)
            : undefined
        }
        className="relative h-[65vh] min-h-96 w-full overflow-hidden rounded-xl border"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground text-sm">
        <span data-testid="map-shown-count">
          Showing {houses.length}
          {totalCount !== undefined ? ` of ${totalCount}` : ""} on the map
        </span>
        <Link
          to="/map"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <ExpandIcon className="size-4" aria-hidden="true" />
          Open the full map
        </Link>
        {hasNextPage && (
          <Button variant="outline" size="sm" onClick={fetchNextPage} busy={isFetchingNextPage}>
            {isFetchingNextPage ? "Loading..." : "Load 100 more"}
          </Button>
        )}
      </div>
    </div>
  );
}
