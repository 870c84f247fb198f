import type { HouseListItem } from "@contract/house";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { HouseCard, type HouseCardLayout } from "./house-card";

/** Cards in 1/2/3 columns (grid) or one column (list). */
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
