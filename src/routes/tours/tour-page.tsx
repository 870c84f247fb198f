/**
 * /tour: the tour being planned (docs/product.md, Tours). The draft lives in the browser; Save
 * stores it as one of the user's tours (or updates the saved tour it was opened from); Share
 * saves the same way, then copies the read-only link (so the link shows what is on screen).
 * A save sends the version it started from: when the tour was saved on another device since, the
 * planner offers the saved version or keeps this one for the next Save (decision 322). When the
 * saved tour was deleted since, it offers to save the stops as a new tour (decision 346).
 */
import { MAX_TOUR_NAME_LENGTH, MAX_TOUR_STOPS } from "@contract/tour-limits";
import { orderStops } from "@contract/tour-route";
import { startLegNote, tourTotalsLine } from "@contract/tour-totals";
import type { Tour } from "@contract/tours";
import { useQueryClient } from "@tanstack/react-query";
import { ListOrderedIcon, LocateOffIcon, RouteIcon, SaveIcon, Share2Icon } from "lucide-react";
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { LazyTourMap } from "@/components/map/lazy-tour-map";
import { copyTourLink } from "@/components/tour/copy-tour-link";
import { OptimizeTourButton } from "@/components/tour/optimize-tour-button";
import { PlannerStopList } from "@/components/tour/planner-stop-list";
import { PrintTourButton } from "@/components/tour/print-tour-button";
import { TourBudgetSelect } from "@/components/tour/tour-budget-select";
import { TourRouteSummary } from "@/components/tour/tour-route-summary";
import { TourStartPicker } from "@/components/tour/tour-start-picker";
import { useFreshTourStops } from "@/components/tour/use-fresh-tour-stops";
import { useReplaceTourDraft } from "@/components/tour/use-replace-tour-draft";
import { useMyLocation, useTourPlan } from "@/components/tour/use-tour-plan";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { EmptyState } from "@/components/ui/status-blocks";
import { ApiError, api } from "@/lib/api";
import { useOnline } from "@/lib/offline/connection";
import { takePlannerHeadingFocus } from "@/lib/planner-focus";
import { createTour, tourKeys, updateTour } from "@/lib/queries/tours";
import {
  clearTourDraft,
  currentTourDraft,
  DEFAULT_TOUR_NAME,
  removeTourStop,
  type TourDraft,
  updateTourDraft,
  useTourDraft,
} from "@/lib/tour-draft";
import {
  loadTourIntoPlanner,
  markTourDraftSaved,
  moveTourStop,
  placeTourStop,
  refreshTourStops,
} from "@/lib/tour-draft-edits";
import { usePageTitle } from "@/lib/use-page-title";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";

const OFFLINE_WRITE_HINT = "Saving and sharing a tour need a connection";
/**
 * Optimize with My Location as the start, and the position could not be had (refused, timed out,
 * unavailable): the stops are ordered without a start, and the planner says so (decision 368).
 */
const ORDERED_WITHOUT_POSITION =
  "Your location could not be found, so this order does not start from where you are.";
const PLANNER_HEADING_ID = "tour-planner-heading";

/** A tour's order of stops, comparable across renders (a refreshed stop is a new object). */
function stopOrder(stops: readonly { id: number }[]) {
  return stops.map((stop) => stop.id).join(",");
}

/**
 * Remove keeps the keyboard in the list: the focus goes to the next stop's Remove button, else
 * the previous stop's, else (the tour is empty now) to the page's heading.
 */
function removeStopKeepingFocus(houseId: number) {
  const { stops } = currentTourDraft();
  const index = stops.findIndex((stop) => stop.id === houseId);
  const neighbour = stops[index + 1] ?? stops[index - 1];
  removeTourStop(houseId);
  requestAnimationFrame(() => {
    const next = neighbour
      ? document.querySelector<HTMLElement>(
          `[data-testid="tour-stops"] [data-house-id="${neighbour.id}"] [data-remove]`,
        )
      : null;
    (next ?? document.getElementById(PLANNER_HEADING_ID))?.focus();
  });
}

/** An empty planner, with the focus on its heading (the button pressed is gone with the tour). */
function startNewTour() {
  clearTourDraft();
  requestAnimationFrame(() => document.getElementById(PLANNER_HEADING_ID)?.focus());
}

/**
 * The first save of the draft while it is under way. The planner can be left and opened again
 * before it answers, and the new screen knows nothing of the old one's save: its Save waits for
 * this one and updates the tour it makes, never making a second tour (decision 346).
 */
let creating: Promise<Tour> | null = null;

async function saveDraft(draft: TourDraft): Promise<Tour> {
  const body = {
    name: draft.name.trim() || DEFAULT_TOUR_NAME,
    start: draft.start,
    budgetMinutes: draft.budgetMinutes,
    stopIds: draft.stops.map((s) => s.id),
  };
  const made = !draft.tourId && creating ? await creating.catch(() => null) : null;
  if (made) return updateTour(made.id, { ...body, expectedUpdatedAt: made.updatedAt });
  if (!draft.tourId) {
    creating = createTour(body).finally(() => {
      creating = null;
    });
    return creating;
  }
  // The version this draft started from (a draft stored before versions has none).
  const version = draft.updatedAt ? { expectedUpdatedAt: draft.updatedAt } : {};
  return updateTour(draft.tourId, { ...body, ...version });
}

export default function TourPage() {
  usePageTitle("Plan a Tour");
  const draft = useTourDraft();
  const queryClient = useQueryClient();
  const nameId = useId();
  const location = useMyLocation(draft.start.kind === "myLocation");
  /**
   * The start is My Location and the position has neither arrived nor failed ("finding you..."):
   * Optimize pressed now waits for it (decision 368).
   */
  const findingPosition =
    draft.start.kind === "myLocation" &&
    location.state.status !== "located" &&
    location.state.status !== "failed";
  const plan = useTourPlan(draft.stops, draft.start, draft.budgetMinutes, location.state);
  // After Optimize the list of stops follows in a render of its own that gives way to the
  // browser: the map, the totals and the toast answer first, and drawing the 20 rows (with their
  // drag handles) again does not hold back the frame that shows them. A move or a removal
  // redraws the list at once (its Move buttons put the focus on the moved row's new place).
  const deferredStops = useDeferredValue(draft.stops);
  const listFollowsLater = useRef(false);
  /**
   * The order Optimize made without the position it was asked to start from (My Location that
   * could not be had): the planner says so while the stops stay in that order.
   */
  const [orderWithoutPosition, setOrderWithoutPosition] = useState<string | null>(null);
  const withoutPosition =
    orderWithoutPosition !== null &&
    draft.start.kind === "myLocation" &&
    orderWithoutPosition === stopOrder(draft.stops);
  const listStops = listFollowsLater.current ? deferredStops : draft.stops;
  /**
   * What the planner tells a screen reader (its polite live region, decision 340): where Move up
   * or Move down put a stop, and the order and totals Optimize made. Dragging has dnd-kit's own.
   */
  const [news, setNews] = useState("");
  const stopEditing = useMemo(
    () => ({
      onMove(houseId: number, delta: -1 | 1) {
        moveTourStop(houseId, delta);
        const { stops } = currentTourDraft();
        const index = stops.findIndex((stop) => stop.id === houseId);
        const stop = stops[index];
        if (stop) setNews(`Moved ${stop.title} to stop ${index + 1} of ${stops.length}.`);
      },
      onRemove: removeStopKeepingFocus,
    }),
    [],
  );
  // "Route optimized" once the list shows the new order.
  useEffect(() => {
    if (!listFollowsLater.current || deferredStops !== draft.stops) return;
    listFollowsLater.current = false;
    toast({
      title: "Route optimized",
      description: withoutPosition
        ? ORDERED_WITHOUT_POSITION
        : "Stops are in a short driving order.",
    });
    const order = draft.stops.map((stop) => stop.title).join(", ");
    const without = withoutPosition ? ` ${ORDERED_WITHOUT_POSITION}` : "";
    setNews(`Route optimized.${without} New order: ${order}. ${tourTotalsLine(plan)}.`);
  }, [deferredStops, draft.stops, plan, withoutPosition]);
  const listPlan = useTourPlan(listStops, draft.start, draft.budgetMinutes, location.state);
  const dropped = useMemo(() => new Set(listPlan.dropped.map((s) => s.id)), [listPlan]);

  const online = useOnline();
  useFreshTourStops(draft, online);
  const { replaceDraft, dialog: replaceDialog } = useReplaceTourDraft();
  // Opened by a press on another screen (Save a copy, Plan from this tour, Open): the button went
  // with that screen, and the focus comes to the heading (decision 412).
  useEffect(() => {
    if (takePlannerHeadingFocus()) document.getElementById(PLANNER_HEADING_ID)?.focus();
  }, []);
  /** The saved version, newer than the one this draft started from (another device saved it). */
  const [newerSaved, setNewerSaved] = useState<Tour | null>(null);
  /** The saved tour was deleted since (on another device): its name and the press that found it. */
  const [deletedTour, setDeletedTour] = useState<{
    name: string;
    intent: "save" | "share";
  } | null>(null);
  /**
   * The saved tour this draft updates is gone: the draft lets go of it as a delete in My Tours
   * does here (nothing else keeps its stops now), and the planner offers to save them as a new
   * tour (decision 346). Until then every Save answered "Tour not found".
   */
  const savedTourDeleted = (intent: "save" | "share") => {
    const { name } = currentTourDraft();
    updateTourDraft({ tourId: null, shareId: null, updatedAt: null, baseline: null });
    setDeletedTour({ name: name.trim() || DEFAULT_TOUR_NAME, intent });
  };
  // The server's reason for refusing the name, under the name box (decision 381): the same
  // markup and focus as useFieldRefusal's (src/components/layout/field-refusal.tsx), whose module
  // goes with the house page's code and stays out of the screens' shared chunk (its budget).
  const [nameRefused, setNameRefused] = useState<{ reason: string } | null>(null);
  const nameErrorId = `${nameId}-refusal`;
  useEffect(() => {
    if (nameRefused) document.getElementById(nameId)?.focus();
  }, [nameRefused, nameId]);
  const save = useSingleFlightMutation({
    mutationFn: (_intent: "save" | "share") => saveDraft(draft),
    onSuccess: (tour, intent) => {
      markTourDraftSaved(tour);
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
    onError: (error, intent) => {
      if (error.name === "UnauthorizedError") return;
      const { tourId } = currentTourDraft();
      if (error instanceof ApiError && error.status === 404 && tourId) {
        savedTourDeleted(intent);
        return;
      }
      if (error instanceof ApiError && error.status === 409 && tourId) {
        // Saved elsewhere since this draft was opened: show the choice with the saved version.
        api("GET /api/tours/:id", { path: { id: tourId } }).then(setNewerSaved, (failed: Error) => {
          // Deleted in the meantime: the same as a save that found it gone.
          if (failed instanceof ApiError && failed.status === 404) {
            savedTourDeleted(intent);
            return;
          }
          toast({
            title: "Could not save the tour",
            description: failed.message,
            variant: "destructive",
          });
        });
        return;
      }
      // The server names the field first ("name: ..."): a refused name shows its reason under
      // the name box, and any other reason shows without its field id (src/lib/refusal.ts
      // reads them so for the house page; read here in place, so the screens' shared chunk does
      // not carry it).
      const named =
        error instanceof ApiError && error.status === 400
          ? /^([a-z][\w.]*): ([\s\S]+)$/.exec(error.message)
          : null;
      if (named?.[1] === "name") setNameRefused({ reason: named[2] ?? "" });
      toast({
        title: "Could not save the tour",
        description: named?.[1] === "name" ? undefined : (named?.[2] ?? error.message),
        variant: "destructive",
      });
    },
  });
  const keepThisVersion = (saved: Tour) => {
    // The next Save replaces the saved version with this one: a choice made knowing of it.
    updateTourDraft({ updatedAt: saved.updatedAt });
    setNewerSaved(null);
  };

  // Runs once the position is known or could not be had (the button waits while it is being
  // found), with this render's tour: a start changed meanwhile is the one the order starts from.
  const optimize = () => {
    // Stops removed while the press waited for the position: nothing left to order.
    if (draft.stops.length < 2) return;
    listFollowsLater.current = true;
    const stops = orderStops(plan.origin, draft.stops);
    setOrderWithoutPosition(
      draft.start.kind === "myLocation" && !plan.origin ? stopOrder(stops) : null,
    );
    updateTourDraft({ stops });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <p role="status" className="sr-only" data-testid="planner-news">
        {news}
      </p>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <RouteIcon className="size-8 text-primary" aria-hidden="true" />
          <div>
            {/* Focusable from script: the focus comes here once the last stop is gone, and when
                another screen opens the planner (decision 412). */}
            <h1
              id={PLANNER_HEADING_ID}
              tabIndex={-1}
              className="font-bold text-3xl tracking-tight focus:outline-none"
            >
              Plan a Tour
            </h1>
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
        // Columns that never grow with their content: a house title or tour name with no spaces
        // would otherwise widen the page past the window.
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <div className="space-y-1">
              <label htmlFor={nameId} className="font-medium text-sm">
                Tour name
              </label>
              <Input
                id={nameId}
                value={draft.name}
                maxLength={MAX_TOUR_NAME_LENGTH}
                onChange={(event) => {
                  setNameRefused(null);
                  updateTourDraft({ name: event.target.value });
                }}
                aria-invalid={nameRefused ? true : undefined}
                aria-describedby={nameRefused ? nameErrorId : undefined}
              />
              {nameRefused && (
                <p id={nameErrorId} className="text-destructive text-sm">
                  {nameRefused.reason}
                </p>
              )}
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
                  <OptimizeTourButton
                    onOptimize={optimize}
                    waiting={findingPosition}
                    disabled={draft.stops.length < 2}
                  />
                </div>
              </div>
              {withoutPosition && (
                <p
                  className="flex items-start gap-2 rounded-lg border p-3 text-sm"
                  data-testid="tour-order-note"
                >
                  <LocateOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {ORDERED_WITHOUT_POSITION}
                </p>
              )}
              <PlannerStopList
                stops={listStops}
                dropped={dropped}
                editing={stopEditing}
                onPlace={placeTourStop}
                late={listPlan.late}
              />
            </section>
          </div>
          <aside className="min-w-0 space-y-4 lg:sticky lg:top-20 lg:self-start">
            <TourRouteSummary totals={plan} googleUrls={plan.googleUrls} />
            <div className="grid grid-cols-2 gap-2">
              <Button
                onClick={() => save.mutate("save")}
                disabled={!online}
                busy={save.isPending}
                title={online ? undefined : OFFLINE_WRITE_HINT}
              >
                <SaveIcon aria-hidden="true" />
                {save.isPending && save.variables === "save" ? "Saving..." : "Save"}
              </Button>
              <Button
                variant="outline"
                onClick={() => save.mutate("share")}
                disabled={!online}
                busy={save.isPending}
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
              <Button
                variant="ghost"
                className="col-span-2"
                onClick={() =>
                  replaceDraft(
                    {
                      title: "Start a new tour?",
                      consequence:
                        "A new, empty tour takes its place, and those changes will be lost.",
                      confirmLabel: "Start a new tour",
                    },
                    startNewTour,
                  )
                }
              >
                Start a new tour
              </Button>
            </div>
          </aside>
        </div>
      )}
      {replaceDialog}
      {newerSaved && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && keepThisVersion(newerSaved)}
          title="This tour was changed on another device"
          description={`"${newerSaved.name}" was saved somewhere else after you opened it here. Load the saved version (the changes made here are dropped), or keep yours: Save then replaces the saved version with this one.`}
          confirmLabel="Load the saved version"
          cancelLabel="Keep mine"
          onConfirm={() => {
            loadTourIntoPlanner(newerSaved);
            setNewerSaved(null);
          }}
        />
      )}
      {deletedTour && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeletedTour(null)}
          title="This tour was deleted"
          description={`"${deletedTour.name}" is no longer in My Tours: it was deleted, perhaps on another device. Its stops are still here. Save them as a new tour?`}
          confirmLabel="Save as a new tour"
          cancelLabel="Not now"
          onConfirm={() => {
            setDeletedTour(null);
            save.mutate(deletedTour.intent);
          }}
        />
      )}
    </div>
  );
}
