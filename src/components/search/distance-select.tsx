import { DISTANCE_OPTIONS } from "@contract/limits";
import { cn } from "@/lib/cn";
import { type DistanceValue, distanceLabel } from "./distance-label";
import { LazySelect } from "./lazy-select";

/** The distance rings in miles, then the whole island ("all"). */
const DISTANCES = [
  ...DISTANCE_OPTIONS.map((miles) => ({ value: String(miles), label: distanceLabel(miles) })),
  { value: "all", label: distanceLabel(null) },
];

export function DistanceSelect({
  value,
  onChange,
  disabled,
  className,
}: {
  value: DistanceValue;
  onChange(value: DistanceValue): void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <LazySelect
      aria-label="Distance"
      className={cn("w-auto! min-w-40 data-[size=default]:h-11!", className)}
      value={value === null ? "all" : String(value)}
      valueLabel={distanceLabel(value)}
      options={DISTANCES}
      onValueChange={(v) => onChange(v === "all" ? null : Number(v))}
      disabled={disabled}
    />
  );
}
