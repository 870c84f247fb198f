import { useContext } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { RendersPrerenderedHtml } from "@/lib/queries/site-content";
import type { HouseCardLayout } from "./house-card";

/**
 * A card's placeholder. The text lines pulse together, as one animation, instead of one each: a
 * screen of placeholders started 54 animations at once on a phone's first render of the home
 * screen, 18 now. Off screen it is not styled or laid out, like a real card (house-card.tsx).
 *
 * In a prerendered page's HTML it stays still: nothing is loading there until the app runs and
 * the part comes alive (src/components/layout/hydrate-when-near.tsx), and a pulse kept the phone
 * drawing a frame every 16 ms through the whole load of the landing (decision 292).
 */
export function HouseCardSkeleton({
  layout = "grid",
  still = false,
}: {
  layout?: HouseCardLayout;
  /** Nothing is loading behind it yet (a part waiting to be needed): no pulse. */
  still?: boolean;
}) {
  const pulse = !useContext(RendersPrerenderedHtml) && !still;
  return (
    <Card
      data-testid="house-card-skeleton"
      aria-hidden="true"
      className={cn(
        "gap-0! overflow-hidden p-0! [contain-intrinsic-size:auto_24rem] [content-visibility:auto]",
        layout === "list" && "sm:flex-row",
      )}
    >
      <Skeleton
        pulse={pulse}
        className={cn(
          "aspect-[4/3] w-full rounded-none!",
          layout === "list" && "sm:aspect-auto sm:h-36 sm:w-56",
        )}
      />
      <div className={cn("flex flex-1 flex-col gap-3 p-4", pulse && "animate-pulse")}>
        <Skeleton pulse={false} className="h-5 w-3/4" />
        <Skeleton pulse={false} className="h-4 w-1/2" />
        <Skeleton pulse={false} className="h-4 w-1/3" />
        <div className="flex gap-2">
          <Skeleton pulse={false} className="h-5 w-16 rounded-full!" />
          <Skeleton pulse={false} className="h-5 w-20 rounded-full!" />
        </div>
      </div>
    </Card>
  );
}

/** n skeleton cards in the same grid as the real ones. */
export function HouseGridSkeleton({
  count,
  className,
  still,
}: {
  count: number;
  className?: string;
  still?: boolean;
}) {
  return (
    <div className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <HouseCardSkeleton key={i} still={still} />
      ))}
    </div>
  );
}
