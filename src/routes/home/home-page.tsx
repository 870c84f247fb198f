/**
 * Home finder (docs/product.md, Houses, search and sorting): welcome, search bar,
 * feature filters (sidebar / bottom sheet), sort, grid / list view (the map issue adds "map"),
 * infinite scroll 10 at a time, and Top Rated This Season.
 */
import {
  DEFAULT_DISTANCE,
  effectiveSort,
  HOME_PAGE_SIZE,
  type HouseSort,
  MAP_PAGE_SIZE,
} from "@contract/limits";
import type { Suggestion } from "@contract/places";
import { useState } from "react";
import { TopRatedHouses } from "@/components/house/top-rated";
import { HomeMapView, MapViewButton } from "@/components/map/home-map-view";
import type { DistanceValue } from "@/components/search/distance-label";
import { FeatureFilterSheet, FeatureFilterSidebar } from "@/components/search/feature-filters";
import { formatCoordinates, resolveLocation } from "@/components/search/resolve-location";
import { SortSelect } from "@/components/search/sort-select";
import { SiteContentBlock } from "@/components/site-content/site-content-block";
import { useAuth } from "@/lib/auth";
import { loadedHouses } from "@/lib/queries/houses";
import { useSiteText } from "@/lib/queries/site-content";
import { GeolocationFailure, useGeolocation } from "@/lib/use-geolocation";
import { toast } from "@/lib/use-toast";
import { Results, useHomeResults } from "./results";
import { SearchBar } from "./search-bar";
import { type HomeViewMode, ViewToggle } from "./view-toggle";

/** Radius once the browser location is granted (docs/product.md, Houses, search and sorting). */
const MY_LOCATION_DISTANCE = 25;

type SearchTarget =
  | { kind: "none" }
  | { kind: "point"; latitude: number; longitude: number; label: string }
  | { kind: "text"; searchQuery: string };

export function welcomeName(user: { firstName: string | null; email: string | null } | null) {
  return user?.firstName || user?.email || "Guest";
}

export default function HomePage() {
  const { user } = useAuth();
  const text = useSiteText("home");
  const [input, setInput] = useState("");
  const [picked, setPicked] = useState<Suggestion | null>(null);
  const [target, setTarget] = useState<SearchTarget>({ kind: "none" });
  const [distance, setDistance] = useState<DistanceValue>(DEFAULT_DISTANCE);
  const [features, setFeatures] = useState<string[]>([]);
  const [litTonight, setLitTonight] = useState(false);
  const [sort, setSort] = useState<HouseSort | null>(null);
  const [viewMode, setViewMode] = useState<HomeViewMode>("grid");
  const [isSearching, setSearching] = useState(false);
  const { locate, isLocating } = useGeolocation();

  const hasLocation = target.kind === "point";
  const sortBy = effectiveSort(sort, hasLocation);
  const params = {
    features,
    sortBy,
    ...(litTonight ? { litTonight } : {}),
    ...(target.kind === "point"
      ? {
          latitude: target.latitude,
          longitude: target.longitude,
          ...(distance !== null ? { maxDistance: distance } : {}),
        }
      : {}),
    ...(target.kind === "text" ? { searchQuery: target.searchQuery } : {}),
  };
  const pageSize = viewMode === "map" ? MAP_PAGE_SIZE : HOME_PAGE_SIZE;
  const results = useHomeResults(params, pageSize);
  const totalCount = results.data?.pages[0]?.totalCount;

  async function runSearch(value = input, suggestion = picked) {
    setSearching(true);
    try {
      setTarget(await resolveLocation(value, suggestion));
    } finally {
      setSearching(false);
    }
  }

  async function locateMe() {
    try {
      const { latitude, longitude } = await locate();
      setInput(formatCoordinates(latitude, longitude));
      setPicked(null);
      setDistance(MY_LOCATION_DISTANCE);
      setTarget({ kind: "point", latitude, longitude, label: "Your location" });
    } catch (error) {
      toast({
        title: "Location Error",
        description:
          error instanceof GeolocationFailure ? error.message : "Could not get your location.",
        variant: "destructive",
      });
    }
  }

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <p className="font-medium text-primary" data-testid="welcome">
          Welcome, {welcomeName(user)}!
        </p>
        <h1 className="font-bold text-3xl tracking-tight md:text-4xl">
          <SiteContentBlock
            as="span"
            html={text("home.welcome.title", "Find Christmas Lights Near You")}
          />
        </h1>
        <SiteContentBlock
          as="p"
          className="max-w-3xl text-muted-foreground"
          html={text("home.welcome.subtitle")}
        />
      </header>

      <SearchBar
        input={input}
        onInput={(value) => {
          setInput(value);
          setPicked(null);
        }}
        onPick={(suggestion) => {
          setInput(suggestion.description);
          setPicked(suggestion);
          void runSearch(suggestion.description, suggestion);
        }}
        onSearch={() => void runSearch()}
        onUseMyLocation={() => void locateMe()}
        distance={distance}
        onDistance={setDistance}
        isSearching={isSearching}
        isLocating={isLocating}
      />

      <div className="flex gap-8">
        <FeatureFilterSidebar
          selected={features}
          onChange={setFeatures}
          litTonight={litTonight}
          onLitTonightChange={setLitTonight}
        />
        <section className="min-w-0 flex-1 space-y-4" aria-label="Results">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p
              className="text-muted-foreground text-sm"
              data-testid="result-count"
              aria-live="polite"
            >
              {totalCount === undefined
                ? "Searching..."
                : `${totalCount} ${totalCount === 1 ? "house" : "houses"} found${
                    target.kind === "point" ? ` near ${target.label}` : ""
                  }${target.kind === "text" ? ` for "${target.searchQuery}"` : ""}`}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <FeatureFilterSheet
                selected={features}
                onChange={setFeatures}
                litTonight={litTonight}
                onLitTonightChange={setLitTonight}
              />
              <SortSelect value={sortBy} onChange={setSort} hasLocation={hasLocation} />
              <ViewToggle
                value={viewMode}
                onChange={setViewMode}
                extra={
                  <MapViewButton active={viewMode === "map"} onSelect={() => setViewMode("map")} />
                }
              />
            </div>
          </div>
          {viewMode === "map" ? (
            <HomeMapView
              houses={loadedHouses(results.data)}
              totalCount={totalCount}
              hasNextPage={results.hasNextPage}
              isFetchingNextPage={results.isFetchingNextPage}
              fetchNextPage={() => void results.fetchNextPage()}
              searched={
                target.kind === "point"
                  ? {
                      latitude: target.latitude,
                      longitude: target.longitude,
                      radiusMiles: distance,
                    }
                  : undefined
              }
            />
          ) : (
            <Results query={results} layout={viewMode} onClearFilters={() => setFeatures([])} />
          )}
        </section>
      </div>

      <section className="space-y-4" aria-labelledby="home-top-rated">
        <div>
          <h2 id="home-top-rated" className="font-bold text-2xl">
            <SiteContentBlock
              as="span"
              html={text("home.topRated.title", "Top Rated This Season")}
            />
          </h2>
          <SiteContentBlock
            as="p"
            className="text-muted-foreground"
            html={text("home.topRated.subtitle")}
          />
        </div>
        <TopRatedHouses count={3} />
      </section>
    </div>
  );
}
