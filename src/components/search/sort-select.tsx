import type { HouseSort } from "@contract/house";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

export const SORT_LABELS: Record<HouseSort, string> = {
  distance: "Nearest",
  rating: "Highest Rated",
  recentlyAdded: "Recently Added",
  pageViews: "Most Viewed",
  visits: "Most Visited",
  topHouses: "Top Houses First",
};

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
    <Select value={value} onValueChange={(v) => onChange(v as HouseSort)}>
      <SelectTrigger aria-label="Sort by" className="h-10 w-auto! min-w-44">
        <SelectValue>{SORT_LABELS[value]}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {(Object.keys(SORT_LABELS) as HouseSort[]).map((sort) => (
          <SelectItem key={sort} value={sort} disabled={sort === "distance" && !hasLocation}>
            {SORT_LABELS[sort]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
