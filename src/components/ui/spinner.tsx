import { LoaderCircleIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const sizeClasses = {
  sm: "size-4",
  default: "size-5",
  lg: "size-8",
} as const;

type SpinnerProps = Omit<ComponentProps<"output">, "children"> & {
  /** Visible text next to the spinner; without it, screen readers still hear "Loading…". */
  label?: string;
  size?: keyof typeof sizeClasses;
};

/** Rendered as <output> (implicit role="status") so assistive tech announces the loading state politely. */
function Spinner({ label, size = "default", className, ...props }: SpinnerProps) {
  return (
    <output
      data-slot="spinner"
      aria-live="polite"
      className={cn("inline-flex items-center gap-2 text-muted-foreground text-sm", className)}
      {...props}
    >
      <LoaderCircleIcon
        className={cn("shrink-0 animate-spin text-primary", sizeClasses[size])}
        aria-hidden="true"
      />
      {label ? <span>{label}</span> : <span className="sr-only">Loading…</span>}
    </output>
  );
}

export { Spinner, type SpinnerProps };
