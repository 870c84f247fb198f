import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * Purely visual placeholder: hidden from assistive tech, so mark the loading region with aria-busy
 * instead. `pulse={false}` for blocks inside a group that pulses as a whole (one animation for the
 * group instead of one per block: a phone starts each animation separately).
 */
function Skeleton({
  className,
  pulse = true,
  ...props
}: ComponentProps<"div"> & { pulse?: boolean }) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("rounded-lg bg-muted", pulse && "animate-pulse", className)}
      {...props}
    />
  );
}

export { Skeleton };
