/**
 * Top houses (docs/product.md, Houses, search and sorting): GET
 * /api/houses?sortBy=topHouses&limit=100, keeping the houses marked isTopHouse. A signed-out
 * visitor gets the Unauthorized toast and sign-in.
 */
import { MAX_LIST_LIMIT } from "@contract/limits";
import { useQuery } from "@tanstack/react-query";
import { TrophyIcon } from "lucide-react";
import { useEffect } from "react";
import { HouseGridSkeleton } from "@/components/house/house-card-skeleton";
import { HouseGrid } from "@/components/house/house-grid";
import { BackHeader } from "@/components/layout/back-header";
import { LoadError } from "@/components/ui/load-error";
import { EmptyState, NeedsConnection } from "@/components/ui/status-blocks";
import { handleUnauthorized } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { useOnline, waitsForConnection } from "@/lib/offline/connection";
import { houseListQuery } from "@/lib/queries/houses";
import { usePageTitle } from "@/lib/use-page-title";

export function premierCountText(n: number) {
  return `${n} premier ${n === 1 ? "display" : "displays"} across Long Island`;
}

export default function TopHousesPage() {
  usePageTitle("Top Houses");
  const { isAuthenticated, isLoading } = useAuth();
  useEffect(() => {
    if (!isLoading && !isAuthenticated) handleUnauthorized();
  }, [isAuthenticated, isLoading]);

  const online = useOnline();
  const topHouses = useQuery({
    ...houseListQuery({ sortBy: "topHouses", limit: MAX_LIST_LIMIT }),
    enabled: isAuthenticated,
    select: (answer) => answer.houses.filter((h) => h.isTopHouse),
  });
  const { data, isPending, refetch } = topHouses;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <BackHeader
        icon={<TrophyIcon className="size-8 text-accent" aria-hidden="true" />}
        title="Top Houses"
      >
        {/* A heading, looking as the line it was: the cards' titles (h3) come under it, not
            straight under the screen's h1 (decision 341). */}
        {data && (
          <h2 className="text-muted-foreground" data-testid="top-houses-count">
            {premierCountText(data.length)}
          </h2>
        )}
      </BackHeader>
      {waitsForConnection(online, topHouses) ? (
        <NeedsConnection title="Top Houses need a connection" />
      ) : isPending ? (
        <HouseGridSkeleton count={6} />
      ) : data === undefined ? (
        <LoadError title="Failed to fetch houses" onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={TrophyIcon}
          title="No Top Houses"
          description="No displays have been named Top Houses yet. Check back soon!"
        />
      ) : (
        <HouseGrid houses={data} />
      )}
    </div>
  );
}
