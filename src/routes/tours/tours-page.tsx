/**
 * /tours: the user's saved tours (docs/product.md, Tours), last changed first. Open loads a tour
 * into the planner (asking first when that would drop unsaved changes there: decision 322); Share
 * copies its read-only link; Delete asks first. Offline with no saved copy of the list, it says
 * it needs a connection (decision 297). "Planner (N stops)" counts the stops the planner will
 * hold: those of gone houses leave as My Tours opens, as they would as the planner opens
 * (decision 377).
 */
import { formatTourMinutes, startLegNote, tourTotals, tourTotalsLine } from "@contract/tour-totals";
import type { Tour } from "@contract/tours";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PencilIcon, RouteIcon, Share2Icon, Trash2Icon } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { copyTourLink } from "@/components/tour/copy-tour-link";
import { TourPublishPanel } from "@/components/tour/tour-publish-panel";
import { startDescription } from "@/components/tour/tour-start-picker";
import { useFreshTourStops } from "@/components/tour/use-fresh-tour-stops";
import { openingReplacement, useReplaceTourDraft } from "@/components/tour/use-replace-tour-draft";
import { Button } from "@/components/ui/button";
import { focusInListWhenRemoved } from "@/components/ui/focus-in-list-when-removed";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, NeedsConnection } from "@/components/ui/status-blocks";
import { useOnline, waitsForConnection } from "@/lib/offline/connection";
import { focusPlannerHeadingNext } from "@/lib/planner-focus";
import { deleteTour, isStaleCardRefusal, tourKeys, toursQuery } from "@/lib/queries/tours";
import { updateTourDraft, useTourDraft } from "@/lib/tour-draft";
import { loadTourIntoPlanner } from "@/lib/tour-draft-edits";
import { usePageTitle } from "@/lib/use-page-title";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";

function stopCountText(n: number) {
  return `${n} ${n === 1 ? "stop" : "stops"}`;
}

function TourCard({
  tour,
  onDelete,
  onOpen,
}: {
  tour: Tour;
  onDelete(tour: Tour, control: HTMLElement): void;
  onOpen(tour: Tour): void;
}) {
  const online = useOnline();
  /** Where the focus goes when the card's publishing controls go (decision 416). */
  const heading = useRef<HTMLHeadingElement>(null);
  const totals = tourTotals(tour.start, tour.stops, tour.budgetMinutes);
  const note = startLegNote(totals.startLeg);
  return (
    // min-w-0 and wrapping anywhere: a name or title without spaces stays inside the card.
    <li className="min-w-0 space-y-3 rounded-xl border bg-card p-4" data-testid="saved-tour">
      <div>
        {/* Given the focus when the card's publishing controls go (decision 416): scrolled to clear
            the sticky header, and below md the toast over the top of the screen, which says why. */}
        <h2
          ref={heading}
          className="wrap-anywhere scroll-mt-48 font-semibold text-lg md:scroll-mt-20"
        >
          {tour.name}
        </h2>
        <p className="text-muted-foreground text-sm" data-testid="tour-totals-line">
          {tourTotalsLine(totals)}
          {tour.budgetMinutes ? ` · budget ${formatTourMinutes(tour.budgetMinutes)}` : ""}
        </p>
        <p className="text-muted-foreground text-sm">From: {startDescription(tour.start)}</p>
        {note && (
          <p className="text-muted-foreground text-xs" data-testid="tour-start-leg-note">
            {note}
          </p>
        )}
      </div>
      {tour.stops.length > 0 && (
        <p className="wrap-anywhere line-clamp-2 text-sm">
          {tour.stops.map((s) => s.title).join(" → ")}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => onOpen(tour)}
          aria-label={`Open ${tour.name} in the planner`}
        >
          <PencilIcon aria-hidden="true" />
          Open
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void copyTourLink(tour.shareId)}
          aria-label={`Share ${tour.name}`}
        >
          <Share2Icon aria-hidden="true" />
          Share
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive!"
          onClick={(event) => onDelete(tour, event.currentTarget)}
          aria-label={`Delete ${tour.name}`}
          // Publish and Unpublish below follow the same rule (decision 410).
          disabled={!online}
          title={online ? undefined : "Deleting a tour needs a connection"}
        >
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </div>
      <TourPublishPanel tour={tour} heading={heading} />
    </li>
  );
}

export default function ToursPage() {
  usePageTitle("My Tours");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const online = useOnline();
  const draft = useTourDraft();
  // "Planner (N stops)" counts what the planner will hold: a stop whose house is gone (the server
  // says so, or offline the app learned it) leaves the draft here already, as the planner would
  // drop it as it opens (decision 377).
  useFreshTourStops(draft, online);
  // Read again each time the tab comes back into view (decision 410): the same tours may have
  // changed meanwhile in another tab or on another device, and a card must not offer what no
  // longer is (an Unpublish of a tour unpublished elsewhere).
  const tours = useQuery({ ...toursQuery(), refetchOnWindowFocus: "always" });
  const { data, isPending, refetch } = tours;
  const { replaceDraft, dialog: replaceDialog } = useReplaceTourDraft();
  const open = (tour: Tour) =>
    replaceDraft(openingReplacement("Opening", tour.name, "Open it"), () => {
      loadTourIntoPlanner(tour);
      focusPlannerHeadingNext();
      navigate("/tour");
    });
  const [pending, setPending] = useState<Tour | null>(null);
  /** The Delete pressed: its card goes with the tour, and the focus to the next card's. */
  const deleteButton = useRef<HTMLElement | null>(null);
  const askToDelete = (tour: Tour, control: HTMLElement) => {
    deleteButton.current = control;
    setPending(tour);
  };
  const remove = useSingleFlightMutation({
    mutationFn: (tour: Tour) => deleteTour(tour.id),
    onSuccess: (_data, tour) => {
      // The planner no longer points at a tour that is gone, and nothing else keeps what it holds.
      if (draft.tourId === tour.id) {
        updateTourDraft({ tourId: null, shareId: null, updatedAt: null, baseline: null });
      }
      const control = deleteButton.current;
      if (control) focusInListWhenRemoved(control, control.closest("ul"));
      // Gone from the list at once, as the toast says, even if reading the list again fails.
      queryClient.setQueryData<Tour[]>(tourKeys.list(), (tours) =>
        tours?.filter((saved) => saved.id !== tour.id),
      );
      void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      setPending(null);
      toast({ title: "Tour deleted", description: `"${tour.name}" is gone.` });
    },
    onError: (error) => {
      setPending(null);
      if (error.name === "UnauthorizedError") return;
      // Deleted (or changed) elsewhere: the list is read again, so the card shows what is
      // (decision 410); a card that goes takes the focus to its neighbour, as a delete does.
      if (isStaleCardRefusal(error)) {
        const control = deleteButton.current;
        if (control) focusInListWhenRemoved(control, control.closest("ul"));
        void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      }
      toast({
        title: "Could not delete the tour",
        description: error.message,
        variant: "destructive",
      });
    },
  });

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <RouteIcon className="size-8 text-primary" aria-hidden="true" />
          <h1 className="font-bold text-3xl tracking-tight">My Tours</h1>
        </div>
        <Button asChild>
          <Link to="/tour">
            {draft.stops.length ? `Planner (${stopCountText(draft.stops.length)})` : "Plan a tour"}
          </Link>
        </Button>
      </header>
      {waitsForConnection(online, tours) ? (
        <NeedsConnection
          title="My Tours need a connection"
          description="Your tours are saved on this device after you open My Tours once online."
        />
      ) : isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          <span className="sr-only">Loading tours...</span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-40 rounded-xl!" />
          ))}
        </div>
      ) : data === undefined ? (
        <LoadError
          title="Error loading your tours"
          description="There was a problem loading your saved tours."
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <EmptyState
          icon={RouteIcon}
          title="No saved tours yet"
          description="Add houses to a tour, put them in order and press Save."
          action={
            <Button asChild>
              <Link to="/tour">Plan a tour</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {data.map((tour) => (
            <TourCard key={tour.id} tour={tour} onDelete={askToDelete} onOpen={open} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && !remove.isPending && setPending(null)}
        title="Delete this tour?"
        description={`"${pending?.name ?? ""}" will be removed, and its share link will stop working.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending)}
      />
      {replaceDialog}
    </div>
  );
}
