import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { selectTriggerClassName } from "./select-trigger-style";

/**
 * A single-choice menu on the browser's own <select>, drawn like the Radix select's closed
 * trigger. For a short list of plain-text choices (a filter, a time budget) on a screen that would
 * otherwise load Radix Select, floating-ui and the Radix parts under them (about 40 KB gzip)
 * before it is interactive: it needs no script, a phone opens its own picker, and the keyboard
 * works as in any select (arrow keys, type to find, Enter). `className` sizes the box (its width);
 * the rest goes to the <select>, whose children are <option>s
 * (docs/decisions/265-short-choice-menus-off-the-home-use-the-browser-s-select.md).
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <span className={cn("relative inline-flex", className)}>
      <select
        data-slot="native-select"
        data-size="default"
        className={cn(selectTriggerClassName, "appearance-none pr-9!")}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden="true"
      />
    </span>
  );
}
