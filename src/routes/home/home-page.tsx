/**
 * Home finder (docs/product.md, Houses, search and sorting): welcome, search bar,
 * feature filters (sidebar / bottom sheet), sort, grid / list view (the map issue adds "map"),
 * infinite scroll 10 at a time, and Top Rated This Season.
 */
import { type HouseSort, normalizeSearchQuery } from "@contract/limits";
import { PAGE_TITLES } from "@contract/page-titles";
import type { Suggestion } from "@contract/places";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { MapViewButton } from "@/components/map/home-map-view";
import type { DistanceValue } from "@/components/search/distance-label";
import { FeatureFilterSheet, FeatureFilterSidebar } from "@/components/search/feature-filters";
import { resolveLocation } from "@/components/search/resolve-location";
import { SortSelect } from "@/components/search/sort-select";
import { useGeolocation } from "@/lib/use-geolocation";
import { useNewestSearch } from "@/lib/use-newest-search";
import { usePageTitle } from "@/lib/use-page-title";
import { toast } from "@/lib/use-toast";
import { homeSearch, INITIAL_CHOICES, type SearchTarget } from "./home-search";
import { MapResults, type NearbyTown, ResultCount, Results } from "./results";
import { SearchBar } from "./search-bar";
import { TopRatedSection } from "./top-rated-section";
import { type HomeViewMode, ViewToggle } from "./view-toggle";
import { WelcomeHeader } from "./welcome-header";

/** Radius once the browser location is granted (docs/product.md, Houses, search and sorting). */
const MY_LOCATION_DISTANCE = 25;
/** What the location box says once the browser's position is the search's centre. */
const MY_LOCATION_TEXT = "My location";

/**
 * The search's state lives here; what the search answers (count, cards, map) and what the site
 * texts say are read by the parts that show them, so this screen renders again only when the
 * visitor changes the search.
 */
export default function HomePage() {
  usePageTitle(PAGE_TITLES.landing);
  // `?q=` starts a text search: search engines' site search box opens /home?q=... (the landing's
  // JSON-LD SearchAction).
  const [searchParams] = useSearchParams();
  const [urlQuery] = useState(() => normalizeSearchQuery(searchParams.get("q")));
  const [input, setInput] = useState(urlQuery ?? "");
  const [picked, setPicked] = useState<Suggestion | null>(null);
  const [target, setTarget] = useState<SearchTarget>(
    urlQuery ? { kind: "text", searchQuery: urlQuery } : INITIAL_CHOICES.target,
  );
  const [distance, setDistance] = useState<DistanceValue>(INITIAL_CHOICES.distance);
  const [features, setFeatures] = useState<string[]>(INITIAL_CHOICES.features);
  const [litTonight, setLitTonight] = useState(INITIAL_CHOICES.litTonight);
  const [sort, setSort] = useState<HouseSort | null>(INITIAL_CHOICES.sort);
  const [viewMode, setViewMode] = useState<HomeViewMode>(INITIAL_CHOICES.viewMode);
  const [isSearching, setSearching] = useState(false);
  /**
   * A point the box's text stands for, searched again while the box says so: the browser's
   * position from Use My Location, or the town an empty search offered (decision 380).
   */
  const [boxPoint, setBoxPoint] = useState<{ text: string; target: SearchTarget } | null>(null);
  const { locate, isLocating } = useGeolocation();
  /**
   * The search started last (typed, picked or My Location): starting one calls the one before off,
   * so a lookup that answers late never replaces what the visitor asked for since (decision 349).
   */
  const newestSearch = useNewestSearch();

  const hasLocation = target.kind === "point";
  const search = homeSearch({ target, distance, features, litTonight, sort, viewMode });
  const scope =
    target.kind === "point"
      ? ` near ${target.label}`
      : target.kind === "text"
        ? ` for "${target.searchQuery}"`
        : "";

  /** Calls the search under way off and starts a new one; its signal says when it is called off. */
  function startSearch() {
    const signal = newestSearch.start();
    // The Search button waited for the search called off, not for this one.
    setSearching(false);
    return signal;
  }

  async function runSearch(value = input, suggestion = picked) {
    const signal = startSearch();
    if (boxPoint && value === boxPoint.text) {
      setTarget(boxPoint.target);
      return;
    }
    setSearching(true);
    try {
      const resolved = await resolveLocation(value, suggestion, signal);
      if (!signal.aborted) setTarget(resolved);
    } catch (error) {
      // Called off by a newer search: that one's answer is the one to show.
      if (!signal.aborted) throw error;
    } finally {
      if (!signal.aborted) setSearching(false);
    }
  }

  async function locateMe() {
    const signal = startSearch();
    try {
      // A search started meanwhile ends the wait at once (the button is idle again) and wins
      // all the same: the browser cannot be told to stop looking, its answer is dropped.
      const { latitude, longitude } = await locate(signal);
      if (signal.aborted) return;
      const here: SearchTarget = { kind: "point", latitude, longitude, label: "your location" };
      setInput(MY_LOCATION_TEXT);
      setPicked(null);
      setDistance(MY_LOCATION_DISTANCE);
      setBoxPoint({ text: MY_LOCATION_TEXT, target: here });
      setTarget(here);
    } catch (error) {
      if (signal.aborted) return;
      toast({
        title: "Location Error",
        description:
          error instanceof Error && error.name === "GeolocationFailure"
            ? error.message
            : "Could not get your location.",
        variant: "destructive",
      });
    }
  }

  /**
   * The offer of an empty text search (decision 380): what picking the town's suggestion does, a
   * search around its centre with the chosen distance, the box showing the suggestion's text.
   */
  function searchNear(town: NearbyTown) {
    startSearch();
    const near: SearchTarget = {
      kind: "point",
      latitude: town.latitude,
      longitude: town.longitude,
      label: town.label,
    };
    setInput(town.label);
    setPicked(null);
    setBoxPoint({ text: town.label, target: near });
    setTarget(near);
  }

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <WelcomeHeader />

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
            <ResultCount search={search} scope={scope} />
            <div className="flex flex-wrap items-center gap-2">
              <FeatureFilterSheet
                selected={features}
                onChange={setFeatures}
                litTonight={litTonight}
                onLitTonightChange={setLitTonight}
              />
              <SortSelect
                value={search.params.sortBy}
                onChange={setSort}
                hasLocation={hasLocation}
              />
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
            <MapResults
              search={search}
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
            <Results
              search={search}
              layout={viewMode}
              onClearFilters={() => setFeatures([])}
              searchedText={target.kind === "text" ? target.searchQuery : null}
              onSearchNear={searchNear}
            />
          )}
        </section>
      </div>

      <TopRatedSection />
    </div>
  );
}
