/**
 * Top houses (docs/product.md, Houses, search and sorting): GET
 * /api/houses?sortBy=topHouses&limit=100, keeping the houses marked isTopHouse. A signed-out
 * visitor gets the Unauthorized toast and sign-in.
 */
import { MAX_LIST_LIMIT } from "@contract/house";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, TrophyIcon } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { HouseGridSkeleton } from "@/components/house/house-card-skeleton";
import { HouseGrid } from "@/components/house/house-grid";
import { Button } from "@/components/ui/button";
import { handleUnauthorized } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { houseListQuery } from "@/lib/queries/houses";

export function premierCountText(n: number) {
  return `${n} premier ${n === 1 ? "display" : "displays"} across Long Island`;
}

export default function TopHousesPage() {
  const navigate = useNavigate();
  const { isAuthenticated, isLoading } = useAuth();
  useEffect(() => {
    if (!isLoading && !isAuthenticated) handleUnauthorized();
  }, [isAuthenticated, isLoading]);

  const { data, isPending, isError, refetch } = useQuery({
    ...houseListQuery({ sortBy: "topHouses", limit: MAX_LIST_LIMIT }),
    enabled: isAuthenticated,
    select: (answer) => answer.houses.filter((h) => h.isTopHouse),
  });

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <Button variant="ghost" onClick={() => navigate(-1)} className="-ml-3">
        <ArrowLeftIcon aria-hidden="true" />
        Back
      </Button>
      <header className="flex items-center gap-3">
        <TrophyIcon className="size-8 text-accent" aria-hidden="true" />
        <div>
          <h1 className="font-bold text-3xl tracking-tight">Top Houses</h1>
          {data && (
            <p className="text-muted-foreground" data-testid="top-houses-count">
              {premierCountText(data.length)}
            </p>
          )}
        </div>
      </header>
      {isPending ? (
        <HouseGridSkeleton count={6} />
      ) : isError ? (
        <div className="rounded-xl border border-destructive/40 p-10 text-center">
          <p className="font-semibold">Failed to fetch houses</p>
          <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
          <TrophyIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="font-semibold text-lg">No Top Houses</h2>
          <p className="text-muted-foreground">
            No displays have been named Top Houses yet. Check back soon!
          </p>
        </div>
      ) : (
        <HouseGrid houses={data} />
      )}
    </div>
  );
}
