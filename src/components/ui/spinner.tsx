import { LoaderCircleIcon } from "lucide-react";
import { type ComponentProps, use } from "react";
import { cn } from "../../lib/cn";
import { InsideButton } from "./plain-button";

const sizeClasses = {
  sm: "size-4",
  default: "size-5",
  lg: "size-8",
} as const;

type SpinnerProps = Omit<ComponentProps<"output">, "children"> & {
  /**
   * Visible text next to the spinner; without it, screen readers still hear "Loading…". Not in a
   * Button, whose own text says it.
   */
  label?: string;
  size?: keyof typeof sizeClasses;
};

/**
 * Rendered as <output> (implicit role="status") so assistive tech announces the loading state
 * politely. Inside a Button it is hidden from assistive tech, with no text of its own: the
 * button's label says what it is doing (decision 361).
 */
function Spinner({ label, size = "default", className, ...props }: SpinnerProps) {
  const inButton = use(InsideButton);
  return (
    <output
      data-slot="spinner"
      {...(inButton ? { "aria-hidden": true } : { "aria-live": "polite" })}
      className={cn("inline-flex items-center gap-2 text-muted-foreground text-sm", className)}
      {...props}
    >
      <LoaderCircleIcon
        className={cn("shrink-0 animate-spin text-primary", sizeClasses[size])}
        aria-hidden="true"
      />
      {!inButton && (label ? <span>{label}</span> : <span className="sr-only">Loading…</span>)}
    </output>
  );
}

export { Spinner, type SpinnerProps };
