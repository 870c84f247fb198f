import { MAX_SEARCH_QUERY_LENGTH } from "@contract/limits";
import { MAX_TOWN_NAME_LENGTH } from "@contract/location-input";
import type { TownCentre } from "@contract/places";
import { searchTextPlace } from "@contract/search-text";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { SearchXIcon } from "lucide-react";
import { useDeferredValue, useEffect, useRef } from "react";
import { HouseGridSkeleton } from "@/components/house/house-card-skeleton";
import { HouseGrid } from "@/components/house/house-grid";
import { HomeMapView, type SearchedArea } from "@/components/map/home-map-view";
import { AddToTourButton } from "@/components/tour/add-to-tour-button";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState, NeedsConnection } from "@/components/ui/status-blocks";
import { useOnline, waitsForConnection } from "@/lib/offline/connection";
import { houseInfiniteQuery, loadedHouses } from "@/lib/queries/houses";
import { townCentreQuery, townSpellingQuery } from "@/lib/queries/places";
import type { HomeSearch } from "./home-search";
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

/*
 * The count line, the cards and the map each subscribe to the search themselves (the same query
 * key, so one request), so an answer re-renders what shows it and not the search form, the
 * filters and the selects around it: on a phone that re-render was a long task of its own
 * (docs/performance-log.md).
 */
function useHomeResults({ params, pageSize }: HomeSearch) {
  return useInfiniteQuery(houseInfiniteQuery(params, pageSize));
}

/**
 * "12 houses found near Freeport", or "Searching..." until the answer is in; nothing when no
 * answer is coming (a failure, or offline), which the results below explain.
 */
export function ResultCount({ search, scope }: { search: HomeSearch; scope: string }) {
  const results = useHomeResults(search);
  const online = useOnline();
  const totalCount = results.data?.pages[0]?.totalCount;
  const noAnswer = results.isError || waitsForConnection(online, results);
  return (
    // The searched text is the visitor's: 200 letters without a space wrap rather than widen the
    // page (decision 420), and min-w-0 lets the line shrink beside the sort and view buttons.
    <p
      className="wrap-anywhere min-w-0 text-muted-foreground text-sm"
      data-testid="result-count"
      aria-live="polite"
    >
      {totalCount !== undefined
        ? `${totalCount} ${totalCount === 1 ? "house" : "houses"} found${scope}`
        : noAnswer
          ? ""
          : "Searching..."}
    </p>
  );
}

/** The map view of the same search, 100 houses a page. */
export function MapResults({
  search,
  searched,
}: {
  search: HomeSearch;
  searched: SearchedArea | undefined;
}) {
  const results = useHomeResults(search);
  return (
    <HomeMapView
      houses={loadedHouses(results.data)}
      totalCount={results.data?.pages[0]?.totalCount}
      hasNextPage={results.hasNextPage}
      isFetchingNextPage={results.isFetchingNextPage}
      fetchNextPage={() => void results.fetchNextPage()}
      searched={searched}
    />
  );
}

/** A town the gazetteer knows, with its centre and its suggestion's text. */
export type NearbyTown = NonNullable<TownCentre["town"]>;

/**
 * The town a text search that found nothing names, when the gazetteer knows it ("Massapequa
 * Park, NY"), so the empty result can offer to search near it (decision 380); else null.
 */
function useNamedTown(searchedText: string | null): NearbyTown | null {
  const place = searchedText === null ? null : searchTextPlace(searchedText);
  const asked = place !== null && place.length <= MAX_TOWN_NAME_LENGTH ? place : null;
  const { data } = useQuery({ ...townCentreQuery(asked ?? ""), enabled: asked !== null });
  return asked === null ? null : (data?.town ?? null);
}

/**
 * The text search that found nothing with its misspelled towns put right ("Freprt": "Freeport"),
 * when the gazetteer knows one a few slips away (decision 420); else null.
 */
function useSpelledRight(searchedText: string | null): string | null {
  const text = searchedText?.trim() ?? "";
  const asked = text !== "" && text.length <= MAX_SEARCH_QUERY_LENGTH ? text : null;
  const { data } = useQuery({ ...townSpellingQuery(asked ?? ""), enabled: asked !== null });
  return asked === null ? null : (data?.didYouMean ?? null);
}

/** What an empty search advises: the distance only where there is one (decision 420). */
const EMPTY_ADVICE = {
  place: "Try a larger distance, another place or fewer filters.",
  text: "Check the spelling, try a town or ZIP, or use fewer filters.",
};

/** Cards (grid or list), infinite scroll, empty and error states. */
export function Results({
  search,
  layout,
  onClearFilters,
  searchedText,
  onSearchNear,
  onSearchText,
}: {
  search: HomeSearch;
  layout: Exclude<HomeViewMode, "map">;
  onClearFilters(): void;
  /** The text searched for, or null when the search is not a text search. */
  searchedText: string | null;
  onSearchNear(town: NearbyTown): void;
  /** Runs a text search, as typing it and pressing Search would ("Did you mean", decision 420). */
  onSearchText(text: string): void;
}) {
  // Cards render in a background render React can split (see HouseGrid).
  const results = useDeferredValue(useHomeResults(search));
  const {
    data,
    isPending,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
    refetch,
  } = results;
  const online = useOnline();
  // Asked only once the search found nothing, so a search that finds houses asks nothing more.
  const emptyText = data !== undefined && data.pages[0]?.totalCount === 0 ? searchedText : null;
  const namedTown = useNamedTown(emptyText);
  const spelledRight = useSpelledRight(emptyText);
  const sentinel = useSentinel(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, Boolean(hasNextPage));

  // Searches are never saved for offline use: offline, a new one says so (decision 297).
  if (waitsForConnection(online, results)) {
    return <NeedsConnection title="Searching needs a connection" />;
  }
  if (isPending) return <HouseGridSkeleton count={6} />;
  if (data === undefined) {
    return <LoadError title="Failed to fetch houses" onRetry={() => void refetch()} />;
  }
  const houses = loadedHouses(data);
  if (houses.length === 0) {
    return (
      <EmptyState
        icon={SearchXIcon}
        title="No houses found"
        description={searchedText === null ? EMPTY_ADVICE.place : EMPTY_ADVICE.text}
        action={
          <div className="flex min-w-0 max-w-full flex-wrap justify-center gap-2">
            {spelledRight && (
              <Button
                className="wrap-anywhere h-auto! min-h-10 max-w-full whitespace-normal!"
                onClick={() => onSearchText(spelledRight)}
              >
                {`Did you mean ${spelledRight}?`}
              </Button>
            )}
            {namedTown && (
              <Button onClick={() => onSearchNear(namedTown)}>
                {`Search near ${namedTown.name}, NY`}
              </Button>
            )}
            <Button variant="outline" onClick={onClearFilters}>
              Clear filters
            </Button>
          </div>
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
      {/* The houses shown stay; the next ones can be asked for again (decision 345). */}
      {isFetchNextPageError && !isFetchingNextPage && (
        <div className="flex flex-col items-center gap-2 py-4" role="alert">
          <p className="text-muted-foreground text-sm">
            {online ? "More houses could not be loaded." : "More houses need a connection."}
          </p>
          <Button variant="outline" onClick={() => void fetchNextPage()}>
            Try again
          </Button>
        </div>
      )}
      {!hasNextPage && houses.length > 0 && (
        <p className="text-center text-muted-foreground text-sm">
          {/* One house is the only one, not "all 1 houses" (decision 325). */}
          {houses.length === 1
            ? "That's the only house."
            : `You've seen all ${houses.length} houses.`}
        </p>
      )}
    </div>
  );
}
