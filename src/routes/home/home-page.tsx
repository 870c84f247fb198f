/**
 * Home finder (docs/product.md, Houses, search and sorting): welcome, search bar,
 * feature filters (sidebar / bottom sheet), sort, grid / list view (the map issue adds "map"),
 * infinite scroll 10 at a time, and Top Rated This Season.
 */
import type { HouseSort } from "@contract/limits";
import { PAGE_TITLES } from "@contract/page-titles";
import type { Suggestion } from "@contract/places";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { MapViewButton } from "@/components/map/home-map-view";
import type { DistanceValue } from "@/components/search/distance-label";
import { FeatureFilterSheet, FeatureFilterSidebar } from "@/components/search/feature-filters";
import { resolveLocation } from "@/components/search/resolve-location";
import { SortSelect } from "@/components/search/sort-select";
import { useChoicesInAddress } from "@/lib/use-choices-in-address";
import { useGeolocation } from "@/lib/use-geolocation";
import { useNewestSearch } from "@/lib/use-newest-search";
import { usePageTitle } from "@/lib/use-page-title";
import { toast } from "@/lib/use-toast";
import { homeSearch, type SearchTarget } from "./home-search";
import { readHomeUrl, writeHomeUrl } from "./home-url";
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
  // The search lives in the address (decision 379): Back from a house, a reload or a shared link
  // opens the search the visitor left. `?q=` alone is the text search search engines' site search
  // box opens (/home?q=..., the landing's JSON-LD SearchAction).
  const [searchParams] = useSearchParams();
  const [opened] = useState(() => readHomeUrl(searchParams));
  const [input, setInput] = useState(opened.text);
  const [picked, setPicked] = useState<Suggestion | null>(null);
  /** What the search is for, and the text in the box when it ran. */
  const [searched, setSearched] = useState<{ text: string; target: SearchTarget }>({
    text: opened.text,
    target: opened.target,
  });
  const target = searched.target;
  const [distance, setDistance] = useState<DistanceValue>(opened.distance);
  const [features, setFeatures] = useState<string[]>(opened.features);
  const [litTonight, setLitTonight] = useState(opened.litTonight);
  const [sort, setSort] = useState<HouseSort | null>(opened.sort);
  const [viewMode, setViewMode] = useState<HomeViewMode>(opened.viewMode);
  const [isSearching, setSearching] = useState(false);
  /**
   * A place the box's text stands for without a lookup, searched again while the box says so:
   * the browser's position from Use My Location ("My location"), the town an empty text search
   * offered (decision 380), or the place the address named when the screen opened.
   */
  const [knownPlace, setKnownPlace] = useState(
    opened.target.kind === "point" ? { text: opened.text, target: opened.target } : null,
  );
  const { locate, isLocating } = useGeolocation();
  /**
   * The search started last (typed, picked or My Location): starting one calls the one before off,
   * so a lookup that answers late never replaces what the visitor asked for since (decision 349).
   */
  const newestSearch = useNewestSearch();

  const choices = { target, distance, features, litTonight, sort, viewMode };
  // The address follows the search, replacing this entry (a tick or a sort is no step of Back).
  // Back or Forward to another entry of /home shows that entry's own search (decision 401).
  useChoicesInAddress(writeHomeUrl({ ...choices, text: searched.text }).toString(), (params) => {
    const address = readHomeUrl(params);
    // A lookup still under way was for the entry left: it never replaces this one's search.
    newestSearch.callOff();
    setSearching(false);
    setInput(address.text);
    setPicked(null);
    setSearched({ text: address.text, target: address.target });
    setKnownPlace(
      address.target.kind === "point" ? { text: address.text, target: address.target } : null,
    );
    setDistance(address.distance);
    setFeatures(address.features);
    setLitTonight(address.litTonight);
    setSort(address.sort);
    setViewMode(address.viewMode);
  });

  const hasLocation = target.kind === "point";
  const search = homeSearch(choices);
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
    if (knownPlace && value === knownPlace.text) {
      setSearched(knownPlace);
      return;
    }
    setSearching(true);
    try {
      const resolved = await resolveLocation(value, suggestion, signal);
      if (!signal.aborted) setSearched({ text: value, target: resolved });
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
      setKnownPlace({ text: MY_LOCATION_TEXT, target: here });
      setSearched({ text: MY_LOCATION_TEXT, target: here });
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
    setKnownPlace({ text: town.label, target: near });
    setSearched({ text: town.label, target: near });
  }

  /** "Did you mean Freeport?" (decision 420): the box says it, and it is searched as typed. */
  function searchText(text: string) {
    setInput(text);
    setPicked(null);
    void runSearch(text, null);
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
              onSearchText={searchText}
            />
          )}
        </section>
      </div>

      <TopRatedSection />
    </div>
  );
}
