import type { ComponentProps, MouseEvent } from "react";
import { cn } from "../../lib/cn";

/**
 * A form label: a plain <label> with the one thing Radix's Label added (the double-click guard
 * below), so a screen with a form label (a house page's review form) loads no Radix chunk for it.
 */
function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: each caller passes htmlFor or wraps its control.
    <label
      data-slot="label"
      className={cn(
        "flex select-none items-center gap-2 font-medium text-foreground text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50",
        className,
      )}
      onMouseDown={(event: MouseEvent<HTMLLabelElement>) => {
        // A double click on the label's text selects nothing (clicks on its control are its own).
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}

export { Label };
