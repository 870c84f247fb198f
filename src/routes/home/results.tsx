import type { HouseListParams } from "@contract/house";
import { useInfiniteQuery } from "@tanstack/react-query";
import { SearchXIcon } from "lucide-react";
import { useDeferredValue, useEffect, useRef } from "react";
import { HouseGridSkeleton } from "@/components/house/house-card-skeleton";
import { HouseGrid } from "@/components/house/house-grid";
import { AddToTourButton } from "@/components/tour/add-to-tour-button";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState, LoadError } from "@/components/ui/status-blocks";
import { houseInfiniteQuery, loadedHouses } from "@/lib/queries/houses";
import type { HomeViewMode } from "./view-toggle";

/** Calls `onVisible` when the sentinel scrolls into view (infinite scroll). */
function useSentinel(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

export function useHomeResults(
  params: Omit<HouseListParams, "limit" | "offset">,
  pageSize: number,
) {
  return useInfiniteQuery(houseInfiniteQuery(params, pageSize));
}

/** Count line, cards (grid or list), infinite scroll, empty and error states. */
export function Results({
  query,
  layout,
  onClearFilters,
}: {
  query: ReturnType<typeof useHomeResults>;
  layout: Exclude<HomeViewMode, "map">;
  onClearFilters(): void;
}) {
  // Cards render in a background render React can split (see HouseGrid).
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useDeferredValue(query);
  const sentinel = useSentinel(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, Boolean(hasNextPage));

  if (isPending) return <HouseGridSkeleton count={6} />;
  if (isError) {
    return <LoadError title="Failed to fetch houses" onRetry={() => void refetch()} />;
  }
  const houses = loadedHouses(data);
  if (houses.length === 0) {
    return (
      <EmptyState
        icon={SearchXIcon}
        title="No houses found"
        description="Try a larger distance, another place or fewer filters."
        action={
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-6">
      <HouseGrid
        houses={houses}
        layout={layout}
        testId="house-results"
        action={(house) => <AddToTourButton house={house} compact />}
      />
      <div ref={sentinel} aria-hidden="true" className="h-1" />
      {isFetchingNextPage && (
        <div className="flex justify-center py-4">
          <Spinner label="Loading more houses..." />
        </div>
      )}
      {!hasNextPage && houses.length > 0 && (
        <p className="text-center text-muted-foreground text-sm">
          You've seen all {houses.length} houses.
        </p>
      )}
    </div>
  );
}
