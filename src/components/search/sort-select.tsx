import type { HouseSort } from "@contract/house";
import { LazySelect } from "./lazy-select";

export const SORT_LABELS: Record<HouseSort, string> = {
  distance: "Nearest",
  rating: "Highest Rated",
  recentlyAdded: "Recently Added",
  pageViews: "Most Viewed",
  visits: "Most Visited",
  topHouses: "Top Houses First",
};

const SORTS = Object.keys(SORT_LABELS) as HouseSort[];

export function SortSelect({
  value,
  onChange,
  hasLocation,
}: {
  value: HouseSort;
  onChange(value: HouseSort): void;
  /** "Nearest" needs a location. */
  hasLocation: boolean;
}) {
  return (
    <LazySelect
      aria-label="Sort by"
      className="h-10 w-auto! min-w-44"
      value={value}
      valueLabel={SORT_LABELS[value]}
      options={SORTS.map((sort) => ({
        value: sort,
        label: SORT_LABELS[sort],
        disabled: sort === "distance" && !hasLocation,
      }))}
      onValueChange={(sort) => onChange(sort as HouseSort)}
    />
  );
}
