import type { HouseListItem } from "@contract/house";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { HouseCard, type HouseCardLayout } from "./house-card";

/**
 * Cards in 1/2/3 columns (grid) or one column (list).
 *
 * Lists that show cards once their data arrives read the query through `useDeferredValue`: a
 * TanStack Query update re-renders synchronously (it is an external store), and a dozen cards
 * rendered in that one task block a phone for 100 ms or more. Deferred, the urgent render keeps
 * the previous output and React renders the cards in a background render it can split.
 */
export function HouseGrid({
  houses,
  layout = "grid",
  action,
  className,
  testId = "house-grid",
}: {
  houses: HouseListItem[];
  testId?: string;
  layout?: HouseCardLayout;
  action?: (house: HouseListItem) => ReactNode;
  className?: string;
}) {
  return (
    <div
      data-testid={testId}
      data-layout={layout}
      className={cn(
        layout === "grid" ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-4",
        className,
      )}
    >
      {houses.map((house) => (
        <HouseCard key={house.id} house={house} layout={layout} action={action?.(house)} />
      ))}
    </div>
  );
}
