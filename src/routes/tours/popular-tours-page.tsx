/**
 * /tours/popular: tours their owners published, most opened this season first (each person
 * counted once a day), open to everyone. Open shows the shared tour; Save a copy makes it one
 * of the user's tours. Admins can take a tour off the list.
 */
import { PAGE_TITLES } from "@contract/page-titles";
import type { PopularTour } from "@contract/tours";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CopyIcon, EyeOffIcon, MapPinIcon, RouteIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { useSaveTourCopy } from "@/components/tour/use-save-tour-copy";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/ui/status-blocks";
import { useAuth } from "@/lib/auth";
import { popularToursQuery, tourKeys, unpublishTour } from "@/lib/queries/tours";
import { usePageTitle } from "@/lib/use-page-title";
import { toast } from "@/lib/use-toast";

function peopleText(n: number) {
  return `${n} ${n === 1 ? "person" : "people"} this season`;
}

function PopularTourCard({ tour, rank }: { tour: PopularTour; rank: number }) {
  const { user } = useAuth();
  const { save, savingShareId } = useSaveTourCopy();
  const queryClient = useQueryClient();
  const unpublish = useMutation({
    mutationFn: () => unpublishTour(tour.tourId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      toast({ title: "Tour unpublished", description: `"${tour.name}" left the list.` });
    },
    onError: (error) =>
      toast({ title: "Could not unpublish", description: error.message, variant: "destructive" }),
  });
  return (
    <li className="space-y-3 rounded-xl border bg-card p-4" data-testid="popular-tour">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
        >
          {rank}
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold text-lg">{tour.name}</h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
            <span className="flex items-center gap-1">
              <MapPinIcon className="size-3.5" aria-hidden="true" />
              {tour.town}
            </span>
            <span>
              {tour.stopCount} {tour.stopCount === 1 ? "stop" : "stops"}
            </span>
            <span className="flex items-center gap-1" data-testid="popular-tour-opens">
              <UsersIcon className="size-3.5" aria-hidden="true" />
              {peopleText(tour.opensThisSeason)}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`/tours/shared/${tour.shareId}`} aria-label={`Open ${tour.name}`}>
            <RouteIcon aria-hidden="true" />
            Open
          </Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => save(tour.shareId)}
          disabled={savingShareId === tour.shareId}
          aria-label={`Save a copy of ${tour.name}`}
        >
          <CopyIcon aria-hidden="true" />
          {savingShareId === tour.shareId ? "Saving..." : "Save a copy"}
        </Button>
        {user?.isAdmin && (
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive!"
            onClick={() => unpublish.mutate()}
            disabled={unpublish.isPending}
            aria-label={`Unpublish ${tour.name}`}
          >
            <EyeOffIcon aria-hidden="true" />
            Unpublish
          </Button>
        )}
      </div>
    </li>
  );
}

export default function PopularToursPage() {
  const { data, isPending, isError, refetch } = useQuery(popularToursQuery());
  usePageTitle(PAGE_TITLES.popularTours);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="flex items-center gap-3">
        <RouteIcon className="size-8 text-primary" aria-hidden="true" />
        <div>
          <h1 className="font-bold text-3xl tracking-tight">Popular Tours</h1>
          <p className="text-muted-foreground">
            Light tours neighbors published, most opened this season first.
          </p>
        </div>
      </header>
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          <span className="sr-only">Loading tours...</span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-36 rounded-xl!" />
          ))}
        </div>
      ) : isError ? (
        <LoadError title="Error loading popular tours" onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={RouteIcon}
          title="No published tours yet"
          description="Plan a tour, save it, then publish it from My Tours to share it here."
        />
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2" aria-label="Popular tours">
          {data.map((tour, i) => (
            <PopularTourCard key={tour.tourId} tour={tour} rank={i + 1} />
          ))}
        </ol>
      )}
    </div>
  );
}
