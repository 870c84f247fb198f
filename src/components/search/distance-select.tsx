import { DISTANCE_OPTIONS } from "@contract/limits";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { type DistanceValue, distanceLabel } from "./distance-label";

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
    <Select
      value={value === null ? "all" : String(value)}
      onValueChange={(v) => onChange(v === "all" ? null : Number(v))}
      disabled={disabled}
    >
      <SelectTrigger
        aria-label="Distance"
        className={cn("w-auto! min-w-40 data-[size=default]:h-11!", className)}
      >
        <SelectValue>{distanceLabel(value)}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {DISTANCE_OPTIONS.map((miles) => (
          <SelectItem key={miles} value={String(miles)}>
            {distanceLabel(miles)}
          </SelectItem>
        ))}
        <SelectItem value="all">{distanceLabel(null)}</SelectItem>
      </SelectContent>
    </Select>
  );
}
