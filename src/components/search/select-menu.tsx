import { useEffect, useRef } from "react";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

export interface SelectMenuOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectMenuProps {
  "aria-label": string;
  value: string;
  /** The chosen option's text, shown on the trigger. */
  valueLabel: string;
  options: readonly SelectMenuOption[];
  onValueChange(value: string): void;
  disabled?: boolean;
  /** Classes for the trigger. */
  className?: string;
}

/**
 * A select menu built from a list of options (Radix Select). LazySelect (lazy-select.tsx) shows
 * its closed trigger until this module arrives; `startOpen` and `focusTrigger` carry over what the
 * person did to that stand-in meanwhile.
 */
export function SelectMenu({
  "aria-label": ariaLabel,
  value,
  valueLabel,
  options,
  onValueChange,
  disabled,
  className,
  startOpen = false,
  focusTrigger = false,
}: SelectMenuProps & { startOpen?: boolean; focusTrigger?: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Only on mount: the stand-in it replaces had the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a later change of the flag moves no focus.
  useEffect(() => {
    if (focusTrigger && !startOpen) trigger.current?.focus();
  }, []);
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled} defaultOpen={startOpen}>
      <SelectTrigger ref={trigger} aria-label={ariaLabel} className={className}>
        <SelectValue>{valueLabel}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
