/**
 * /tours/popular: tours their owners published, most opened this season first (each person
 * counted once a day), open to everyone. Open shows the shared tour; Save a copy makes it one
 * of the user's tours. Admins can take someone else's tour off the list for good (decision 294),
 * after confirming; their own tours they unpublish as any owner does.
 */
import { PAGE_TITLES } from "@contract/page-titles";
import type { PopularTour } from "@contract/tours";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CopyIcon, EyeOffIcon, MapPinIcon, RouteIcon, UsersIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { SignUpBanner } from "@/components/auth/sign-up-banner";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { useSaveTourCopy } from "@/components/tour/use-save-tour-copy";
import { Button } from "@/components/ui/button";
import { focusInListWhenRemoved } from "@/components/ui/focus-in-list-when-removed";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, NeedsConnection } from "@/components/ui/status-blocks";
import { useAuth } from "@/lib/auth";
import { useOnline, waitsForConnection } from "@/lib/offline/connection";
import { popularToursQuery, tourKeys, toursQuery, unpublishTour } from "@/lib/queries/tours";
import { usePageTitle } from "@/lib/use-page-title";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";

function peopleText(n: number) {
  return `${n} ${n === 1 ? "person" : "people"} this season`;
}

function PopularTourCard({
  tour,
  rank,
  ownedByAdmin,
}: {
  tour: PopularTour;
  rank: number;
  /** Signed in as an admin whose own tour this is: their Unpublish is an owner's. */
  ownedByAdmin: boolean;
}) {
  const { user } = useAuth();
  const { save, savingShareId, dialog: replaceDialog } = useSaveTourCopy();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  /** Unpublish: the card leaves the list, and the focus goes to the next card's (decision 416). */
  const unpublishButton = useRef<HTMLButtonElement>(null);
  const unpublish = useSingleFlightMutation({
    mutationFn: () => unpublishTour(tour.tourId),
    onSuccess: () => {
      const control = unpublishButton.current;
      if (control) focusInListWhenRemoved(control, control.closest("ol"));
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      toast({ title: "Tour unpublished", description: `"${tour.name}" left the list.` });
    },
    onError: (error) => {
      setConfirming(false);
      toast({ title: "Could not unpublish", description: error.message, variant: "destructive" });
    },
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
          {/* A name without spaces wraps anywhere rather than widening the card. */}
          <h2 className="wrap-anywhere font-semibold text-lg">{tour.name}</h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
            <span className="wrap-anywhere flex min-w-0 items-center gap-1">
              <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
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
          onClick={() => save(tour.shareId, tour.name)}
          busy={savingShareId === tour.shareId}
          aria-label={`Save a copy of ${tour.name}`}
        >
          <CopyIcon aria-hidden="true" />
          {savingShareId === tour.shareId ? "Saving..." : "Save a copy"}
        </Button>
        {user?.isAdmin && (
          <Button
            ref={unpublishButton}
            size="sm"
            variant="ghost"
            className="text-destructive!"
            data-action="unpublish"
            onClick={() => (ownedByAdmin ? unpublish.mutate() : setConfirming(true))}
            busy={unpublish.isPending}
            aria-label={`Unpublish ${tour.name}`}
          >
            <EyeOffIcon aria-hidden="true" />
            Unpublish
          </Button>
        )}
      </div>
      {replaceDialog}
      {user?.isAdmin && !ownedByAdmin && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => !open && !unpublish.isPending && setConfirming(false)}
          title="Take this tour off Popular Tours for good?"
          description={`"${tour.name}" leaves the list, and its owner cannot publish it again: no one can undo this. Its share link and the copies people saved keep working.`}
          confirmLabel="Take it down"
          destructive
          busy={unpublish.isPending}
          onConfirm={() => unpublish.mutate()}
        />
      )}
    </li>
  );
}

export default function PopularToursPage() {
  const online = useOnline();
  const popular = useQuery(popularToursQuery());
  const { data, isPending, refetch } = popular;
  const { user } = useAuth();
  // An admin's own tours, which their Unpublish only unpublishes (they may publish them again).
  const adminsTours = useQuery({ ...toursQuery(), enabled: Boolean(user?.isAdmin) });
  const ownIds = new Set(adminsTours.data?.map((own) => own.id));
  usePageTitle(PAGE_TITLES.popularTours);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      {/* Signed out: the banner, not the dialog that cannot be closed (decision 394). */}
      <SignUpBanner />
      <header className="flex items-center gap-3">
        {/* Its own size beside a subtitle that wraps, as in the first paint (decision 363). */}
        <RouteIcon className="size-8 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h1 className="font-bold text-3xl tracking-tight">Popular Tours</h1>
          <p className="text-muted-foreground">
            Light tours neighbors published, most opened this season first.
          </p>
        </div>
      </header>
      {waitsForConnection(online, popular) ? (
        <NeedsConnection
          title="Popular Tours need a connection"
          description="Tours you saved open from My Tours without one."
        />
      ) : isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          <span className="sr-only">Loading tours...</span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-36 rounded-xl!" />
          ))}
        </div>
      ) : data === undefined ? (
        <LoadError title="Error loading popular tours" onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={RouteIcon}
          title="No published tours yet"
          description="Plan a tour, save it, then publish it from My Tours to share it here."
        />
      ) : (
        // Columns of fixed shares: a long name never widens the grid past the window.
        <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Popular tours">
          {data.map((tour, i) => (
            <PopularTourCard
              key={tour.tourId}
              tour={tour}
              rank={i + 1}
              ownedByAdmin={ownIds.has(tour.tourId)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
