/**
 * /tours/shared/:shareId: a tour someone shared, read-only and open to everyone (signed out
 * too), its houses linked for everyone (house pages are public). Signed in, "Plan from this tour"
 * copies it into the planner as a new tour. While it is on Popular Tours the answer names it by
 * its published name (decision 323). A tour opened online opens offline from the service
 * worker's saved copy, marked with the time it was saved (decision 390).
 */
import { PAGE_TITLES } from "@contract/page-titles";
import { sharedTourSubtitle } from "@contract/shared-tour-texts";
import { startLegNote, tourTotalsLine } from "@contract/tour-totals";
import { useQuery } from "@tanstack/react-query";
import { CopyIcon, RouteIcon, SaveIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { SignUpBanner } from "@/components/auth/sign-up-banner";
import { SharedTourMap } from "@/components/map/shared-tour-map";
import { SavedCopyNotice, useSavedCopy } from "@/components/offline/saved-copy";
import { PrintTourButton } from "@/components/tour/print-tour-button";
import { TourRouteSummary } from "@/components/tour/tour-route-summary";
import { TourStopList } from "@/components/tour/tour-stop-list";
import { openingReplacement, useReplaceTourDraft } from "@/components/tour/use-replace-tour-draft";
import { useSaveTourCopy } from "@/components/tour/use-save-tour-copy";
import { useMyLocation, useTourPlan } from "@/components/tour/use-tour-plan";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, NeedsConnection } from "@/components/ui/status-blocks";
import { useAuth } from "@/lib/auth";
import { takeEmbeddedTour } from "@/lib/embedded-tour";
import { useNotFoundAtLoad } from "@/lib/not-found-at-load";
import { useOnline, waitsForConnection } from "@/lib/offline/connection";
import { focusPlannerHeadingNext } from "@/lib/planner-focus";
import { recordTourOpen, sharedTourQuery } from "@/lib/queries/tours";
import { planFromSharedTour } from "@/lib/tour-draft-edits";
import { usePageTitle } from "@/lib/use-page-title";

export default function SharedTourPage() {
  const { shareId = "" } = useParams();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const {
    data: tour,
    isPending,
    isError,
    error,
    refetch,
    dataUpdatedAt,
    fetchStatus,
  } = useQuery({
    ...sharedTourQuery(shareId),
    // The page's HTML carries the tour: paint with it, then refetch (updated "long ago").
    initialData: () => takeEmbeddedTour(shareId),
    initialDataUpdatedAt: 0,
  });
  const savedAt = useSavedCopy(`/api/tours/shared/${encodeURIComponent(shareId)}`, {
    data: tour,
    dataUpdatedAt,
    refetch,
  });
  const online = useOnline();
  const location = useMyLocation(tour?.start.kind === "myLocation");
  const saveCopy = useSaveTourCopy();
  const { replaceDraft, dialog: replaceDialog } = useReplaceTourDraft();
  // A tour gone since (404) is not found, and so is the link the worker answered "not found",
  // whose view it painted: that stays while the query asks again (decision 394).
  const notFoundAtLoad = useNotFoundAtLoad();
  const missing =
    (isError && "status" in error && error.status === 404) || (notFoundAtLoad && !tour);
  usePageTitle(tour ? tour.name : missing ? PAGE_TITLES.notFound : null);
  // Counts this visit for the popular list (the worker ignores tours that are not published).
  const tourFound = Boolean(tour);
  useEffect(() => {
    if (tourFound) recordTourOpen(shareId).catch(() => {});
  }, [tourFound, shareId]);
  const plan = useTourPlan(
    tour?.stops ?? [],
    tour?.start ?? { kind: "none" },
    tour?.budgetMinutes ?? null,
    location.state,
  );

  // Offline, a tour never opened on this device: it says so, not an error (decision 390).
  if (waitsForConnection(online, { data: tour, isError, fetchStatus })) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <NeedsConnection
          title="This tour needs a connection"
          description="Tours and houses you have opened on this device open without one."
          headingLevel={1}
        />
      </div>
    );
  }
  if (isPending && !missing) {
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-8" aria-busy="true">
        <span className="sr-only">Loading tour...</span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  // A failed re-read keeps the tour painted; a tour gone since (404) is not found.
  if (tour === undefined || missing) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        {missing ? (
          <EmptyState
            icon={RouteIcon}
            title="Tour not found"
            headingLevel={1}
            description="This tour link is not valid any more. Its owner may have deleted it."
            action={
              <Button asChild>
                <Link to="/">Go to LI Lights</Link>
              </Button>
            }
          />
        ) : (
          <LoadError
            title="Error loading this tour"
            onRetry={() => void refetch()}
            headingLevel={1}
          />
        )}
      </div>
    );
  }

  const copyToPlanner = () =>
    replaceDraft(openingReplacement("Planning from", tour.name, "Plan from this tour"), () => {
      planFromSharedTour(tour);
      focusPlannerHeadingNext();
      navigate("/tour");
    });

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <SignUpBanner />
      {savedAt && (
        <SavedCopyNotice savedAt={savedAt} needsConnection="Saving a copy needs a connection." />
      )}
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <RouteIcon className="size-8 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0">
            {/* A name without spaces wraps anywhere rather than running off the screen. */}
            <h1 className="wrap-anywhere font-bold text-3xl tracking-tight">{tour.name}</h1>
            <p className="wrap-anywhere text-muted-foreground">{sharedTourSubtitle(tour.start)}</p>
            {tour.stops.length > 0 && (
              <p className="text-muted-foreground text-sm" data-testid="tour-totals-line">
                {tourTotalsLine(plan)}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => saveCopy.save(shareId, tour.name)}
            busy={saveCopy.savingShareId === shareId}
            disabled={!online}
            title={online ? undefined : "Saving a copy needs a connection"}
          >
            <SaveIcon aria-hidden="true" />
            {saveCopy.savingShareId === shareId ? "Saving..." : "Save a copy"}
          </Button>
          {isAuthenticated && (
            <Button variant="outline" onClick={copyToPlanner}>
              <CopyIcon aria-hidden="true" />
              Plan from this tour
            </Button>
          )}
        </div>
      </header>
      {tour.stops.length === 0 ? (
        <EmptyState
          icon={RouteIcon}
          title="No stops in this tour"
          description="Its owner has not added any houses yet."
        />
      ) : (
        // One column of the window's width on a phone: the auto column a grid makes by default
        // grows to its widest row's text, the route's outline with it (320 px phones).
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
          <section aria-label="Stops" className="space-y-4">
            <SharedTourMap stops={plan.kept} start={plan.mapStart} />
            <TourStopList
              stops={tour.stops}
              dropped={new Set(plan.dropped.map((s) => s.id))}
              late={plan.late}
            />
          </section>
          <aside className="lg:sticky lg:top-20 lg:self-start">
            <TourRouteSummary totals={plan} googleUrls={plan.googleUrls} />
            <div className="mt-4">
              <PrintTourButton
                name={tour.name}
                stops={plan.kept}
                start={plan.mapStart}
                totalsLine={tourTotalsLine(plan)}
                totalsNote={startLegNote(plan.startLeg)}
              />
            </div>
          </aside>
        </div>
      )}
      {saveCopy.dialog}
      {replaceDialog}
    </div>
  );
}
