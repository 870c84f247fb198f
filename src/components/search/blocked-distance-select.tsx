import { ChevronDownIcon } from "lucide-react";
import type { KeyboardEvent } from "react";
import { selectTriggerClassName } from "@/components/ui/select-trigger-style";
import { cn } from "@/lib/cn";
import { type DistanceValue, distanceLabel } from "./distance-label";

/**
 * The distance select as a signed-out visitor sees it on the landing: it looks and reads like
 * DistanceSelect's closed trigger (a "Distance" combobox) but never opens; every attempt to open it
 * prompts sign-in instead. It needs no Radix Select, which keeps that chunk off the landing.
 */
export function BlockedDistanceSelect({
  value,
  onBlockedInteraction,
  className,
}: {
  value: DistanceValue;
  onBlockedInteraction(): void;
  className?: string;
}) {
  // The keys that open a Radix Select besides Enter and Space (which click a button anyway).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    onBlockedInteraction();
  };
  return (
    <button
      type="button"
      role="combobox"
      aria-label="Distance"
      aria-expanded={false}
      aria-autocomplete="none"
      data-slot="select-trigger"
      data-size="default"
      className={cn(
        selectTriggerClassName,
        "w-auto! min-w-40 data-[size=default]:h-11!",
        className,
      )}
      onClick={onBlockedInteraction}
      onKeyDown={onKeyDown}
    >
      <span data-slot="select-value">{distanceLabel(value)}</span>
      <ChevronDownIcon className="size-4 opacity-60" aria-hidden="true" />
    </button>
  );
}
