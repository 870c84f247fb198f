/**
 * The tour planner's edits of the draft (src/lib/tour-draft.ts): loading a saved or shared tour,
 * marking it saved, reordering, refreshing or dropping stops, and whether it holds unsaved work
 * (decision 322). Apart from the draft's store because only the tour screens use them: the store
 * comes with every screen's "Add to tour" buttons.
 */

import type { Tour, TourHouse, TourStart } from "@contract/tours";
import { currentTourDraft, DEFAULT_TOUR_NAME, type TourDraft, updateTourDraft } from "./tour-draft";

function contentOf(tour: Pick<TourDraft, "name" | "start" | "budgetMinutes" | "stops">) {
  return {
    // Save stores the name trimmed, and a blank one as the default.
    name: tour.name.trim() || DEFAULT_TOUR_NAME,
    start: tour.start,
    budgetMinutes: tour.budgetMinutes,
    stopIds: tour.stops.map((stop) => stop.id),
  };
}

function sameStart(a: TourStart, b: TourStart) {
  if (a.kind !== "place" || b.kind !== "place") return a.kind === b.kind;
  return a.label === b.label && a.latitude === b.latitude && a.longitude === b.longitude;
}

/**
 * The draft holds work that nothing else keeps: stops added, removed or moved, a new name, start
 * or budget since it last matched a saved or shared tour (decision 322). An empty draft has none.
 */
export function hasUnsavedChanges(draft: TourDraft): boolean {
  if (draft.stops.length === 0) return false;
  const { baseline } = draft;
  if (!baseline) return true;
  const now = contentOf(draft);
  return (
    now.name !== baseline.name ||
    now.budgetMinutes !== baseline.budgetMinutes ||
    !sameStart(now.start, baseline.start) ||
    now.stopIds.join(",") !== baseline.stopIds.join(",")
  );
}

/** A saved tour becomes the planner's draft (its edits then save to that tour). */
export function loadTourIntoPlanner(tour: Tour) {
  const { id: tourId, shareId, name, start, budgetMinutes, stops, updatedAt } = tour;
  updateTourDraft({
    tourId,
    shareId,
    name,
    start,
    budgetMinutes,
    stops,
    updatedAt,
    baseline: contentOf(tour),
  });
}

/** "Plan from this tour": a shared tour becomes a new, unsaved tour of the user's. */
export function planFromSharedTour(tour: Tour) {
  // A house taken off the directory cannot join a new tour (decision 324): the copy leaves it.
  const listed = { ...tour, stops: tour.stops.filter((stop) => !stop.archived) };
  const { name, start, budgetMinutes, stops } = listed;
  updateTourDraft({
    tourId: null,
    shareId: null,
    name,
    start,
    budgetMinutes,
    stops,
    updatedAt: null,
    // Unchanged, it loses nothing: the shared tour still holds it.
    baseline: contentOf(listed),
  });
}

/** The draft was saved as `tour`: its edits now save to that tour, from this version. */
export function markTourDraftSaved(tour: Tour) {
  updateTourDraft({
    tourId: tour.id,
    shareId: tour.shareId,
    name: tour.name,
    updatedAt: tour.updatedAt,
    baseline: contentOf(tour),
  });
}

/**
 * Houses deleted from LI Lights leave the draft (a saved tour has lost them already: its stops
 * cascade with the house), so Save does not fail on them.
 */
export function dropTourStops(houseIds: readonly number[]) {
  const gone = new Set(houseIds);
  const draft = currentTourDraft();
  const { baseline } = draft;
  updateTourDraft({
    stops: draft.stops.filter((stop) => !gone.has(stop.id)),
    baseline: baseline && {
      ...baseline,
      stopIds: baseline.stopIds.filter((id) => !gone.has(id)),
    },
  });
}

/**
 * The stops as the server knows them now (a saved tour's answer, the houses' own answers): each
 * stop takes the fresh copy of its house, in the draft's order. Stops with no fresh copy keep
 * what they have, and stops added meanwhile stay.
 */
export function refreshTourStops(fresh: readonly TourHouse[]) {
  const byId = new Map(fresh.map((stop) => [stop.id, stop]));
  const draft = currentTourDraft();
  if (!draft.stops.some((stop) => byId.has(stop.id))) return;
  updateTourDraft({ stops: draft.stops.map((stop) => byId.get(stop.id) ?? stop) });
}

/** Moves a stop one place up (-1) or down (+1). */
export function moveTourStop(houseId: number, delta: -1 | 1) {
  const draft = currentTourDraft();
  const from = draft.stops.findIndex((s) => s.id === houseId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= draft.stops.length) return;
  const stops = [...draft.stops];
  [stops[from], stops[to]] = [stops[to]!, stops[from]!];
  updateTourDraft({ stops });
}

/** Puts a stop at `index` (a drag and drop), the others keeping their order. */
export function placeTourStop(houseId: number, index: number) {
  const draft = currentTourDraft();
  const from = draft.stops.findIndex((s) => s.id === houseId);
  if (from < 0 || index < 0 || index >= draft.stops.length || index === from) return;
  const stops = draft.stops.filter((s) => s.id !== houseId);
  stops.splice(index, 0, draft.stops[from]!);
  updateTourDraft({ stops });
}
