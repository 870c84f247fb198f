import { MAX_SEARCH_QUERY_LENGTH } from "@contract/limits";
import type { Suggestion } from "@contract/places";
import { CrosshairIcon } from "lucide-react";
import type { DistanceValue } from "@/components/search/distance-label";
import { DistanceSelect } from "@/components/search/distance-select";
import { LocationInput } from "@/components/search/location-input";
import { SearchButton } from "@/components/search/search-button";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** Location input, Use My Location, distance and Search. */
export function SearchBar({
  input,
  onInput,
  onPick,
  onSearch,
  onUseMyLocation,
  distance,
  onDistance,
  isSearching,
  isLocating,
}: {
  input: string;
  onInput(value: string): void;
  onPick(suggestion: Suggestion): void;
  onSearch(): void;
  onUseMyLocation(): void;
  distance: DistanceValue;
  onDistance(value: DistanceValue): void;
  isSearching: boolean;
  isLocating: boolean;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet typed in React's JSX.
    <form
      role="search"
      className="flex flex-col gap-2 rounded-xl border bg-card p-3 shadow-sm md:flex-row md:items-center"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <LocationInput
        className="flex-1"
        aria-label="Location"
        // As long as the API takes a search text (decision 379): a longer one could never search.
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        value={input}
        onChange={onInput}
        onSelect={onPick}
        onSubmit={onSearch}
      />
      {/* Side by side where both fit, else one under the other (a 360 px phone and under:
          decision 341); Search takes a row of its own until the wide layout's single row. */}
      <div className="flex flex-wrap gap-2 md:flex-nowrap">
        <Button
          type="button"
          variant="outline"
          size="field"
          className="grow md:grow-0"
          onClick={onUseMyLocation}
          busy={isLocating}
        >
          {isLocating ? <Spinner size="sm" /> : <CrosshairIcon aria-hidden="true" />}
          {isLocating ? "Locating..." : "Use My Location"}
        </Button>
        <DistanceSelect value={distance} onChange={onDistance} className="grow md:grow-0" />
        <SearchButton
          type="submit"
          isSearching={isSearching}
          className="basis-full md:basis-auto"
        />
      </div>
    </form>
  );
}
