import { DISTANCE_OPTIONS } from "@contract/limits";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { cn } from "@/lib/cn";

/** Miles, or null = "All of Long Island" (maxDistance absent). */
export type DistanceValue = number | null;

export function DistanceSelect({
  value,
  onChange,
  disabled,
  onBlockedInteraction,
  className,
}: {
  value: DistanceValue;
  onChange(value: DistanceValue): void;
  disabled?: boolean;
  /** Signed out: opening the select prompts sign-in instead. */
  onBlockedInteraction?(): void;
  className?: string;
}) {
  return (
    <Select
      value={value === null ? "all" : String(value)}
      onValueChange={(v) => onChange(v === "all" ? null : Number(v))}
      open={onBlockedInteraction ? false : undefined}
      onOpenChange={onBlockedInteraction ? (open) => open && onBlockedInteraction() : undefined}
      disabled={disabled}
    >
      <SelectTrigger
        aria-label="Distance"
        className={cn("w-auto min-w-40 data-[size=default]:h-11", className)}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {DISTANCE_OPTIONS.map((miles) => (
          <SelectItem key={miles} value={String(miles)}>
            Within {miles} miles
          </SelectItem>
        ))}
        <SelectItem value="all">All of Long Island</SelectItem>
      </SelectContent>
    </Select>
  );
}
