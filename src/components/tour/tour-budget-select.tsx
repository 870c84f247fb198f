import { TOUR_BUDGET_OPTIONS } from "@contract/tour-limits";
import { formatTourMinutes } from "@contract/tour-totals";
import { useId } from "react";
import { NativeSelect } from "@/components/ui/native-select";

/** The choice that keeps every stop. */
const ANY_LENGTH = "any";

/** Time budget: any length, or a number of minutes (the best-rated stops that fit stay). */
export function TourBudgetSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange(value: number | null): void;
}) {
  const id = useId();
  const options: number[] = [...TOUR_BUDGET_OPTIONS];
  if (value !== null && !options.includes(value)) options.push(value);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-medium text-sm">
        Time budget
      </label>
      <NativeSelect
        id={id}
        className="w-36"
        value={value === null ? ANY_LENGTH : String(value)}
        onChange={(event) =>
          onChange(event.target.value === ANY_LENGTH ? null : Number(event.target.value))
        }
      >
        <option value={ANY_LENGTH}>Any length</option>
        {options
          .sort((a, b) => a - b)
          .map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {formatTourMinutes(minutes)}
            </option>
          ))}
      </NativeSelect>
    </div>
  );
}
