import { useQuery } from "@tanstack/react-query";
import { LazyHouseMap } from "@/components/map/lazy-house-map";
import { Spinner } from "@/components/ui/spinner";
import { allMapHousesQuery } from "@/lib/queries/map";

/**
 * /map (docs/product.md, Places and maps): every display on Long Island on one map, with a loading
 * state.
 */
export default function MapPage() {
  const houses = useQuery(allMapHousesQuery());
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="font-bold text-3xl">Explore the Map</h1>
          <p className="text-muted-foreground">
            Every Christmas light display on Long Island. Select a light to see the house.
          </p>
        </div>
        {houses.isPending && <Spinner label="Loading houses..." />}
        {houses.isSuccess && (
          <p className="text-muted-foreground text-sm">
            {houses.data.length} {houses.data.length === 1 ? "display" : "displays"}
          </p>
        )}
      </div>
      {houses.isError && (
        <p role="alert" className="text-destructive text-sm">
          Failed to fetch houses: {houses.error.message}
        </p>
      )}
      <LazyHouseMap
        houses={houses.data ?? []}
        className="relative h-[70vh] w-full overflow-hidden rounded-xl border"
      />
    </div>
  );
}
