/**
 * /tour: the tour being planned (docs/product.md, Tours). The draft lives in the browser; Save
 * stores it as one of the user's tours (or updates the saved tour it was opened from); Share
 * saves the same way, then copies the read-only link (so the link shows what is on screen).
 */
import { MAX_TOUR_NAME_LENGTH, MAX_TOUR_STOPS } from "@contract/tour-limits";
import { orderStops } from "@contract/tour-route";
import { startLegNote, tourTotalsLine } from "@contract/tour-totals";
import type { Tour } from "@contract/tours";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ListOrderedIcon, RouteIcon, SaveIcon, Share2Icon } from "lucide-react";
import { useDeferredValue, useEffect, useId, useMemo, useRef } from "react";
import { Link } from "react-router";
import { LazyTourMap } from "@/components/map/lazy-tour-map";
import { copyTourLink } from "@/components/tour/copy-tour-link";
import { OptimizeTourButton } from "@/components/tour/optimize-tour-button";
import { PlannerStopList } from "@/components/tour/planner-stop-list";
import { PrintTourButton } from "@/components/tour/print-tour-button";
import { TourBudgetSelect } from "@/components/tour/tour-budget-select";
import { TourRouteSummary } from "@/components/tour/tour-route-summary";
import { TourStartPicker } from "@/components/tour/tour-start-picker";
import { useFreshTourStops } from "@/components/tour/use-fresh-tour-stops";
import { useMyLocation, useTourPlan } from "@/components/tour/use-tour-plan";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { EmptyState } from "@/components/ui/status-blocks";
import { useOnline } from "@/lib/offline/connection";
import { createTour, tourKeys, updateTour } from "@/lib/queries/tours";
import {
  clearTourDraft,
  DEFAULT_TOUR_NAME,
  moveTourStop,
  placeTourStop,
  refreshTourStops,
  removeTourStop,
  type TourDraft,
  updateTourDraft,
  useTourDraft,
} from "@/lib/tour-draft";
import { usePageTitle } from "@/lib/use-page-title";
import { toast } from "@/lib/use-toast";

const OFFLINE_WRITE_HINT = "Saving and sharing a tour need a connection";
const STOP_EDITING = { onMove: moveTourStop, onRemove: removeTourStop };

async function saveDraft(draft: TourDraft): Promise<Tour> {
  const body = {
    name: draft.name.trim() || DEFAULT_TOUR_NAME,
    start: draft.start,
    budgetMinutes: draft.budgetMinutes,
    stopIds: draft.stops.map((s) => s.id),
  };
  return draft.tourId ? updateTour(draft.tourId, body) : createTour(body);
}

export default function TourPage() {
  usePageTitle("Plan a Tour");
  const draft = useTourDraft();
  const queryClient = useQueryClient();
  const nameId = useId();
  const location = useMyLocation(draft.start.kind === "myLocation");
  const plan = useTourPlan(draft.stops, draft.start, draft.budgetMinutes, location.state);
  // After Optimize the list of stops follows in a render of its own that gives way to the
  // browser: the map, the totals and the toast answer first, and drawing the 20 rows (with their
  // drag handles) again does not hold back the frame that shows them. A move or a removal
  // redraws the list at once (its Move buttons put the focus on the moved row's new place).
  const deferredStops = useDeferredValue(draft.stops);
  const listFollowsLater = useRef(false);
  const listStops = listFollowsLater.current ? deferredStops : draft.stops;
  // "Route optimized" once the list shows the new order.
  useEffect(() => {
    if (!listFollowsLater.current || deferredStops !== draft.stops) return;
    listFollowsLater.current = false;
    toast({ title: "Route optimized", description: "Stops are in a short driving order." });
  }, [deferredStops, draft.stops]);
  const listPlan = useTourPlan(listStops, draft.start, draft.budgetMinutes, location.state);
  const dropped = useMemo(() => new Set(listPlan.dropped.map((s) => s.id)), [listPlan]);

  const online = useOnline();
  useFreshTourStops(draft, online);
  const save = useMutation({
    mutationFn: (_intent: "save" | "share") => saveDraft(draft),
    onSuccess: (tour, intent) => {
      updateTourDraft({ tourId: tour.id, shareId: tour.shareId, name: tour.name });
      // The answer reads every stop now: its hours and "lit tonight" replace the cards' copies.
      refreshTourStops(tour.stops);
      void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      if (intent === "share") void copyTourLink(tour.shareId);
      else
        toast({
          title: "Tour saved",
          description: `"${tour.name}" is in My Tours.`,
          variant: "success",
        });
    },
    onError: (error) => {
      if (error.name === "UnauthorizedError") return;
      toast({
        title: "Could not save the tour",
        description: error.message,
        variant: "destructive",
      });
    },
  });

  const optimize = () => {
    listFollowsLater.current = true;
    updateTourDraft({ stops: orderStops(plan.origin, draft.stops) });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <RouteIcon className="size-8 text-primary" aria-hidden="true" />
          <div>
            <h1 className="font-bold text-3xl tracking-tight">Plan a Tour</h1>
            <p className="text-muted-foreground">
              {draft.stops.length} of {MAX_TOUR_STOPS} stops
              {draft.tourId ? " · saved tour" : ""}
            </p>
          </div>
        </div>
        <Button asChild variant="outline">
          <Link to="/tours">
            <ListOrderedIcon aria-hidden="true" />
            My Tours
          </Link>
        </Button>
      </header>

      {draft.stops.length === 0 ? (
        <EmptyState
          icon={RouteIcon}
          title="Your tour is empty"
          description="Tap the route button on a house in search results, your favorites, the map or a house page to add it."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/home">Find Houses</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/favorites">My Favorites</Link>
              </Button>
            </div>
          }
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-6">
            <div className="space-y-1">
              <label htmlFor={nameId} className="font-medium text-sm">
                Tour name
              </label>
              <Input
                id={nameId}
                value={draft.name}
                maxLength={MAX_TOUR_NAME_LENGTH}
                onChange={(event) => updateTourDraft({ name: event.target.value })}
              />
            </div>
            <TourStartPicker
              start={draft.start}
              myLocation={location.state}
              onChange={(start) => updateTourDraft({ start })}
              onRetryLocation={location.retry}
            />
            <LazyTourMap stops={plan.kept} start={plan.mapStart} />
            <section aria-labelledby="tour-stops-heading" className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="tour-stops-heading" className="font-semibold text-lg">
                  Stops
                </h2>
                <div className="flex flex-wrap items-center gap-2">
                  <TourBudgetSelect
                    value={draft.budgetMinutes}
                    onChange={(budgetMinutes) => updateTourDraft({ budgetMinutes })}
                  />
                  <OptimizeTourButton onOptimize={optimize} disabled={draft.stops.length < 2} />
                </div>
              </div>
              <PlannerStopList
                stops={listStops}
                dropped={dropped}
                editing={STOP_EDITING}
                onPlace={placeTourStop}
                late={listPlan.late}
              />
            </section>
          </div>
          <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
            <TourRouteSummary totals={plan} googleUrls={plan.googleUrls} />
            <div className="grid grid-cols-2 gap-2">
              <Button
                onClick={() => save.mutate("save")}
                disabled={save.isPending || !online}
                title={online ? undefined : OFFLINE_WRITE_HINT}
              >
                <SaveIcon aria-hidden="true" />
                {save.isPending && save.variables === "save" ? "Saving..." : "Save"}
              </Button>
              <Button
                variant="outline"
                onClick={() => save.mutate("share")}
                disabled={save.isPending || !online}
                title={online ? undefined : OFFLINE_WRITE_HINT}
              >
                <Share2Icon aria-hidden="true" />
                Share
              </Button>
              <div className="col-span-2">
                <PrintTourButton
                  name={draft.name.trim() || DEFAULT_TOUR_NAME}
                  stops={plan.kept}
                  start={plan.mapStart}
                  totalsLine={tourTotalsLine(plan)}
                  totalsNote={startLegNote(plan.startLeg)}
                />
              </div>
              <Button variant="ghost" className="col-span-2" onClick={clearTourDraft}>
                Start a new tour
              </Button>
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}
