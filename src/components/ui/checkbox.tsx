import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

type CheckboxProps = Omit<ComponentProps<"input">, "type" | "checked" | "onChange"> & {
  checked?: boolean;
  onCheckedChange?(checked: boolean): void;
};

/**
 * A checkbox: the browser's own, in the brand colour. Radix's button-drawn one needed its script
 * (about 4 KB gzip with the Radix parts under it) on every screen with a checkbox before that
 * screen was interactive (the home's filters, the submit form, the map); the native one needs
 * none and keeps the browser's keyboard, label and form behaviour
 * (docs/decisions/266-checkboxes-are-the-browser-s-own.md).
 */
function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        "peer size-4 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      {...props}
    />
  );
}

export { Checkbox };
