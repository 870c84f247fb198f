import { useQuery } from "@tanstack/react-query";
import { useContext, useDeferredValue } from "react";
import { topRatedQuery } from "@/lib/queries/houses";
import { RendersPrerenderedHtml } from "@/lib/queries/site-content";
import { HouseGridSkeleton } from "./house-card-skeleton";
import { HouseGrid } from "./house-grid";

/** The first `count` houses of GET /api/houses/top-rated, as cards. */
export function TopRatedHouses({ count = 3 }: { count?: number }) {
  // Cards render in a background render React can split (see HouseGrid).
  const { data, isPending, isError } = useDeferredValue(useQuery(topRatedQuery()));
  // Hydrating late: the loading state the build prerendered, whatever has arrived.
  const asPrerendered = useContext(RendersPrerenderedHtml);
  if (asPrerendered || isPending) return <HouseGridSkeleton count={count} />;
  if (isError)
    return <p className="text-muted-foreground text-sm">Top rated houses could not be loaded.</p>;
  if (data.length === 0)
    return <p className="text-muted-foreground text-sm">No rated houses yet.</p>;
  return <HouseGrid houses={data.slice(0, count)} />;
}
