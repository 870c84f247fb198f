import { TOUR_BUDGET_OPTIONS } from "@contract/tour-route";
import { formatTourMinutes } from "@contract/tour-totals";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

/** Time budget: any length, or a number of minutes (the best-rated stops that fit stay). */
export function TourBudgetSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange(value: number | null): void;
}) {
  const options: number[] = [...TOUR_BUDGET_OPTIONS];
  if (value !== null && !options.includes(value)) options.push(value);
  return (
    <div className="flex items-center gap-2">
      <span id="tour-budget-label" className="font-medium text-sm">
        Time budget
      </span>
      <Select
        value={value === null ? "any" : String(value)}
        onValueChange={(v) => onChange(v === "any" ? null : Number(v))}
      >
        <SelectTrigger
          aria-labelledby="tour-budget-label"
          className="w-36!"
          data-testid="tour-budget"
        >
          <SelectValue>{value === null ? "Any length" : formatTourMinutes(value)}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="any">Any length</SelectItem>
          {options
            .sort((a, b) => a - b)
            .map((minutes) => (
              <SelectItem key={minutes} value={String(minutes)}>
                {formatTourMinutes(minutes)}
              </SelectItem>
            ))}
        </SelectContent>
      </Select>
    </div>
  );
}
