import { useQuery } from "@tanstack/react-query";
import { useContext, useDeferredValue, useRef } from "react";
import { topRatedQuery } from "@/lib/queries/houses";
import { RendersPrerenderedHtml } from "@/lib/queries/site-content";
import { useNeededSoon } from "@/lib/use-near-viewport";
import { HouseGridSkeleton } from "./house-card-skeleton";
import { HouseGrid } from "./house-grid";

/**
 * The first `count` houses of GET /api/houses/top-rated, as cards. Below a screen's first view (the
 * home's results, the landing's search), so they are asked for once needed soon: near the screen
 * or once the page has settled (decision 299). Until then the placeholders stay still.
 */
export function TopRatedHouses({ count = 3 }: { count?: number }) {
  const place = useRef<HTMLDivElement>(null);
  const needed = useNeededSoon(place);
  // Cards render in a background render React can split (see HouseGrid).
  const { data, isPending } = useDeferredValue(useQuery({ ...topRatedQuery(), enabled: needed }));
  // Hydrating late: the loading state the build prerendered, whatever has arrived.
  const asPrerendered = useContext(RendersPrerenderedHtml);
  return (
    <div ref={place}>
      {asPrerendered || isPending ? (
        <HouseGridSkeleton count={count} still={!needed} />
      ) : data === undefined ? (
        <p className="text-muted-foreground text-sm">Top rated houses could not be loaded.</p>
      ) : data.length === 0 ? (
        <p className="text-muted-foreground text-sm">No rated houses yet.</p>
      ) : (
        <HouseGrid houses={data.slice(0, count)} />
      )}
    </div>
  );
}
