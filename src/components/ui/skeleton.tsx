import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** Purely visual placeholder: hidden from assistive tech, so mark the loading region with aria-busy instead. */
function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-lg bg-muted", className)}
      {...props}
    />
  );
}

export { Skeleton };
